import { LEAD_ORIGEM_LABELS, LEAD_ORIGENS, tagSchema, type Etapa, type LeadOrigem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { Button, SelectField, showToast, TextField } from '@colabora/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from '@colabora/shared/schema';
import { useImportarEtiqueta } from '../api/leads-lote';

export type ImportarEtiquetaDialogProps = { open: boolean; etapas: Etapa[]; onClose: () => void };

/** Every contact with a tag becomes a lead in the chosen stage. In a native <dialog>. */
export function ImportarEtiquetaDialog({ open, etapas, onClose }: ImportarEtiquetaDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const importar = useImportarEtiqueta();
  const [tag, setTag] = useState('');
  const [idEtapa, setIdEtapa] = useState('');
  const [origem, setOrigem] = useState<LeadOrigem>('campanha');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setTag('');
      setIdEtapa(etapas[0] ? String(etapas[0].idEtapa) : '');
      setError(null);
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open, etapas]);

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    const parsed = v.safeParse(tagSchema, tag);
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? 'Etiqueta inválida.');
    importar.mutate(
      { tag: parsed.output, idEtapa: Number(idEtapa), origem },
      {
        onSuccess: (body) => {
          showToast.success(body.message || 'Leads importados.');
          onClose();
        },
        onError: (failure) => setError(apiErrorMessage(failure, 'Não foi possível importar os leads.')),
      },
    );
  }

  return (
    <dialog
      ref={dialog}
      className="cb-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <form className="cb-dialog__content leads-dialog" noValidate onSubmit={handleSubmit}>
          <h2 id={titleId} className="cb-dialog__title">
            Importar de uma etiqueta
          </h2>
          <p className="cb-muted">Cada contato com a etiqueta vira um lead (quem já é lead fica como está).</p>
          <TextField
            label="Etiqueta"
            required
            placeholder="cliente-vip"
            value={tag}
            error={error}
            onChange={(event) => {
              setTag(event.target.value);
              setError(null);
            }}
          />
          <SelectField
            label="Etapa"
            value={idEtapa}
            onChange={(event) => setIdEtapa(event.target.value)}
            options={etapas.map((etapa) => ({ value: String(etapa.idEtapa), label: etapa.nome }))}
          />
          <SelectField
            label="Origem"
            value={origem}
            onChange={(event) => setOrigem(event.target.value as LeadOrigem)}
            options={LEAD_ORIGENS.map((value) => ({ value, label: LEAD_ORIGEM_LABELS[value] }))}
          />
          <div className="cb-dialog__actions">
            <Button variant="ghost" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={importar.isPending}>
              Importar
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
