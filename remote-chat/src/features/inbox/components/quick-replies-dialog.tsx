import { useFirstScreenShown } from '@colabora/shared/session';
import type { RespostaRapida } from '@colabora/shared/contracts';
import { apiErrorMessage, serverFieldError } from '@colabora/shared/http';
import { Button, showToast } from '@colabora/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRespostasRapidas, useRespostasRapidasMutations } from '../api/respostas-rapidas';

type Props = {
  open: boolean;
  onClose: () => void;
  can: { create: boolean; update: boolean; remove: boolean };
};

/**
 * The institution's quick replies, managed where they are used: a list, a form to add or edit
 * one, and removal. In a native <dialog> (top layer, Esc closes, focus returns).
 */
export function QuickRepliesDialog({ open, onClose, can }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Mounted with the conversation: its lists wait until it is drawn (lib/load-when.ts).
  const shown = useFirstScreenShown();
  const respostas = useRespostasRapidas({ enabled: shown });
  const { save, remove } = useRespostasRapidasMutations();
  const [editing, setEditing] = useState<RespostaRapida | null>(null);
  const [atalho, setAtalho] = useState('');
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<{ campo: string | null; message: string } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) element.close();
  }, [open]);

  function edit(item: RespostaRapida | null) {
    setEditing(item);
    setAtalho(item?.atalho ?? '');
    setTexto(item?.texto ?? '');
    setErro(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: editing?.idRespostaRapida, input: { atalho, texto } },
      {
        onSuccess: (body) => {
          showToast.success(body.message);
          edit(null);
        },
        onError: (error) => {
          const field = serverFieldError(error);
          setErro({
            campo: field?.campo ?? null,
            message: apiErrorMessage(error, 'Não foi possível salvar a resposta rápida.'),
          });
        },
      },
    );
  }

  const canSave = editing ? can.update : can.create;

  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby="respostas-titulo" onClose={onClose}>
      <div className="inbox-dialog__header">
        <h2 id="respostas-titulo">Respostas rápidas</h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Fechar
        </Button>
      </div>
      <p className="cb-muted">Na conversa, digite / e o atalho para usar uma resposta.</p>
      {respostas.isPending ? (
        <p>Carregando…</p>
      ) : respostas.isError ? (
        <p className="inbox-panel__error">{apiErrorMessage(respostas.error, 'Não foi possível carregar.')}</p>
      ) : respostas.data.length === 0 ? (
        <p className="cb-muted">Nenhuma resposta rápida ainda.</p>
      ) : (
        <ul className="inbox-quick-list">
          {respostas.data.map((item) => (
            <li key={item.idRespostaRapida}>
              <span>
                <strong>/{item.atalho}</strong> {item.texto}
              </span>
              <span className="inbox-quick-list__actions">
                {can.update ? (
                  <Button size="sm" variant="ghost" onClick={() => edit(item)} aria-label={`Editar /${item.atalho}`}>
                    Editar
                  </Button>
                ) : null}
                {can.remove ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Excluir /${item.atalho}`}
                    loading={remove.isPending && remove.variables === item.idRespostaRapida}
                    onClick={() =>
                      remove.mutate(item.idRespostaRapida, {
                        onSuccess: (body) => showToast.success(body.message),
                        onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível excluir.')),
                      })
                    }
                  >
                    Excluir
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canSave ? (
        <form className="inbox-quick-form" onSubmit={submit} noValidate>
          <h3>{editing ? `Editar /${editing.atalho}` : 'Nova resposta rápida'}</h3>
          <label>
            Atalho
            <input
              value={atalho}
              onChange={(event) => setAtalho(event.target.value)}
              placeholder="horario"
              aria-invalid={erro?.campo === 'atalho' || undefined}
              maxLength={31}
              required
            />
          </label>
          <label>
            Texto
            <textarea
              value={texto}
              onChange={(event) => setTexto(event.target.value)}
              rows={3}
              aria-invalid={erro?.campo === 'texto' || undefined}
              required
            />
          </label>
          {erro ? (
            <p className="inbox-panel__error" role="alert">
              {erro.message}
            </p>
          ) : null}
          <div className="inbox-quick-form__actions">
            {editing ? (
              <Button variant="ghost" onClick={() => edit(null)}>
                Cancelar edição
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Salvar' : 'Adicionar'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="cb-muted">Seu perfil não permite criar ou editar respostas rápidas.</p>
      )}
    </dialog>
  );
}
