import {
  LEAD_MESSAGES,
  MOTIVO_PERDA_LABELS,
  MOTIVOS_PERDA,
  type Etapa,
  type Lead,
  type MotivoPerda,
} from '@colabora/shared/contracts/marketing';
import { Button, SelectField, TextAreaField } from '@colabora/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

export type PendingClose = { lead: Lead; etapa: Etapa };

export type MotivoDialogProps = {
  /** The move waiting for its reason; null: closed. */
  pending: PendingClose | null;
  onConfirm: (reason: { motivo: string | null; motivoPerda: MotivoPerda | null }) => void;
  onCancel: () => void;
};

/**
 * Asks why a lead was won (text) or lost (a picklist plus text) before the move is made; the
 * card stays where it was until then. A native <dialog>: top layer, Esc cancels, focus returns.
 */
export function MotivoDialog({ pending, onConfirm, onCancel }: MotivoDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [motivo, setMotivo] = useState('');
  const [motivoPerda, setMotivoPerda] = useState<MotivoPerda | ''>('');
  const [error, setError] = useState<string | null>(null);
  const open = pending !== null;
  const perdido = pending?.etapa.tipo === 'perdido';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setMotivo('');
      setMotivoPerda('');
      setError(null);
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  function handleSubmit(event: FormEvent): void {
    event.preventDefault();
    const text = motivo.trim();
    if (perdido) {
      if (!motivoPerda) return setError(LEAD_MESSAGES.motivoPerda);
      if (motivoPerda === 'outro' && !text) return setError('Conte qual foi o motivo.');
      onConfirm({ motivo: text || null, motivoPerda });
    } else {
      if (!text) return setError(LEAD_MESSAGES.motivoGanho);
      onConfirm({ motivo: text, motivoPerda: null });
    }
  }

  return (
    <dialog
      ref={dialog}
      className="cb-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {pending ? (
        <form className="cb-dialog__content funil-dialog" noValidate onSubmit={handleSubmit}>
          <h2 id={titleId} className="cb-dialog__title">
            {perdido
              ? `Por que ${pending.lead.contato.nome} foi perdido?`
              : `Como ${pending.lead.contato.nome} foi ganho?`}
          </h2>
          <p className="cb-muted">O lead vai para a etapa {pending.etapa.nome} quando você confirmar.</p>
          {perdido ? (
            <SelectField
              label="Motivo da perda"
              required
              placeholder="Selecione…"
              value={motivoPerda}
              onChange={(event) => {
                setMotivoPerda(event.target.value as MotivoPerda);
                setError(null);
              }}
              options={MOTIVOS_PERDA.map((value) => ({ value, label: MOTIVO_PERDA_LABELS[value] }))}
              error={error && !motivoPerda ? error : null}
            />
          ) : null}
          <TextAreaField
            label={perdido ? 'Detalhes' : 'Como o negócio foi ganho'}
            required={!perdido}
            maxLength={500}
            value={motivo}
            onChange={(event) => {
              setMotivo(event.target.value);
              setError(null);
            }}
            error={error && (!perdido || motivoPerda) ? error : null}
          />
          <div className="cb-dialog__actions">
            <Button variant="ghost" onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit">Mover para {pending.etapa.nome}</Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
