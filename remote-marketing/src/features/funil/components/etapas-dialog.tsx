import { ETAPA_TIPOS, type Etapa, type EtapaTipo } from '@colabora/shared/contracts/marketing';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, ConfirmDialog, SelectField, showToast, TextField } from '@colabora/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useEtapasMutations } from '../api/manage-etapas';

export type EtapasDialogProps = {
  open: boolean;
  etapas: Etapa[];
  can: { create: boolean; update: boolean; remove: boolean };
  onClose: () => void;
};

const TIPO_OPTIONS = ETAPA_TIPOS.map((value) => ({
  value,
  label: { aberta: 'Em andamento', ganho: 'Ganho (fecha o negócio)', perdido: 'Perdido (encerra o lead)' }[value],
}));

type RowProps = {
  etapa: Etapa;
  index: number;
  last: boolean;
  can: EtapasDialogProps['can'];
  onMove: (index: number, step: -1 | 1) => void;
  onDelete: (etapa: Etapa) => void;
};

function EtapaRow({ etapa, index, last, can, onMove, onDelete }: RowProps) {
  const { save } = useEtapasMutations();
  const [nome, setNome] = useState(etapa.nome);
  const [tipo, setTipo] = useState<EtapaTipo>(etapa.tipo);
  const [error, setError] = useState<string | null>(null);
  const changed = nome.trim() !== etapa.nome || tipo !== etapa.tipo;

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    if (!nome.trim()) return setError('Informe o nome da etapa.');
    save.mutate(
      { idEtapa: etapa.idEtapa, input: { nome: nome.trim(), tipo } },
      {
        onSuccess: (body) => showToast.success(body.message || 'Etapa salva.'),
        onError: (failure) => setError(apiErrorMessage(failure, 'Não foi possível salvar a etapa.')),
      },
    );
  }

  return (
    <li className="funil-etapas__row">
      <form className="funil-etapas__form" noValidate onSubmit={handleSubmit} aria-label={`Etapa ${etapa.nome}`}>
        <TextField
          label="Nome"
          value={nome}
          maxLength={40}
          disabled={!can.update}
          onChange={(event) => {
            setNome(event.target.value);
            setError(null);
          }}
          error={error}
        />
        <SelectField
          label="Tipo"
          value={tipo}
          disabled={!can.update}
          onChange={(event) => setTipo(event.target.value as EtapaTipo)}
          options={TIPO_OPTIONS}
        />
        <div className="cb-row funil-etapas__actions">
          {can.update ? (
            <>
              <Button type="submit" size="sm" variant="secondary" loading={save.isPending} disabled={!changed}>
                Salvar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0}
                aria-label={`Subir ${etapa.nome}`}
                onClick={() => onMove(index, -1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={last}
                aria-label={`Descer ${etapa.nome}`}
                onClick={() => onMove(index, 1)}
              >
                ↓
              </Button>
            </>
          ) : null}
          {can.remove ? (
            <Button size="sm" variant="ghost" onClick={() => onDelete(etapa)}>
              Excluir
            </Button>
          ) : null}
        </div>
      </form>
    </li>
  );
}

/**
 * The funnel's stages managed where they are used: rename, change type (won or lost close a
 * lead), reorder and add, by the menu item's letters. In a native <dialog>.
 */
export function EtapasDialog({ open, etapas, can, onClose }: EtapasDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { save, remove, reorder } = useEtapasMutations();
  const [nome, setNome] = useState('');
  const [tipo, setTipo] = useState<EtapaTipo>('aberta');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Etapa | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  function handleMove(index: number, step: -1 | 1): void {
    const ids = etapas.map((etapa) => etapa.idEtapa);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + step, 0, moved);
    reorder.mutate(ids, {
      onError: (failure) => showToast.error(apiErrorMessage(failure, 'Não foi possível reordenar as etapas.')),
    });
  }

  function handleAdd(event: FormEvent): void {
    event.preventDefault();
    if (!nome.trim()) return setError('Informe o nome da etapa.');
    save.mutate(
      { input: { nome: nome.trim(), tipo } },
      {
        onSuccess: (body) => {
          showToast.success(body.message || 'Etapa criada.');
          setNome('');
          setTipo('aberta');
        },
        onError: (failure) => setError(apiErrorMessage(failure, 'Não foi possível criar a etapa.')),
      },
    );
  }

  function handleDelete(): void {
    if (!deleting) return;
    remove.mutate(deleting.idEtapa, {
      onSuccess: (body) => showToast.success(body.message || 'Etapa excluída.'),
      onError: (failure) => showToast.error(apiErrorMessage(failure, 'Não foi possível excluir a etapa.')),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <dialog
      ref={dialog}
      className="cb-dialog funil-etapas"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="cb-dialog__content">
          <div className="funil-etapas__header">
            <h2 id={titleId} className="cb-dialog__title">
              Etapas do funil
            </h2>
            <Button size="sm" variant="ghost" onClick={onClose}>
              Fechar
            </Button>
          </div>
          <ol className="funil-etapas__list">
            {etapas.map((etapa, index) => (
              <EtapaRow
                key={`${etapa.idEtapa}-${etapa.nome}-${etapa.tipo}`}
                etapa={etapa}
                index={index}
                last={index === etapas.length - 1}
                can={can}
                onMove={handleMove}
                onDelete={setDeleting}
              />
            ))}
          </ol>
          {can.create ? (
            <form
              className="funil-etapas__form funil-etapas__new"
              noValidate
              onSubmit={handleAdd}
              aria-label="Nova etapa"
            >
              <TextField
                label="Nova etapa"
                value={nome}
                maxLength={40}
                onChange={(event) => {
                  setNome(event.target.value);
                  setError(null);
                }}
                error={error}
              />
              <SelectField
                label="Tipo da nova etapa"
                value={tipo}
                onChange={(event) => setTipo(event.target.value as EtapaTipo)}
                options={TIPO_OPTIONS}
              />
              <Button type="submit" size="sm" loading={save.isPending}>
                Adicionar etapa
              </Button>
            </form>
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            title={`Excluir a etapa ${deleting?.nome ?? ''}?`}
            description="Só é possível excluir uma etapa sem leads."
            confirmLabel="Excluir etapa"
            tone="danger"
            loading={remove.isPending}
            onConfirm={handleDelete}
            onCancel={() => setDeleting(null)}
          />
        </div>
      ) : null}
    </dialog>
  );
}
