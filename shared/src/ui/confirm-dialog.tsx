import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Button } from './button';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Defaults to 'Confirmar'; prefer the action's own verb ('Excluir pedido'). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions. */
  tone?: 'primary' | 'danger';
  /** True while the confirmed action runs: the confirm button shows a spinner and Esc is ignored. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel button, Esc, Android's back gesture and a click on the backdrop. */
  onCancel: () => void;
};

/**
 * Asks before an action (WAI-ARIA alertdialog pattern) in a native <dialog> opened with
 * showModal(): the browser puts it in the top layer (no remote's overflow or z-index can hide it)
 * and makes the rest of the page inert. On open, focus goes to the cancel button, the least
 * destructive choice; Esc cancels; on close, focus returns to what had it. Where showModal() is
 * missing (old browsers, jsdom) it opens non-modally and still works.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'primary',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    cancelRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  function requestCancel(event: SyntheticEvent): void {
    // The parent owns `open`: the browser must not close the dialog behind React's back.
    event.preventDefault();
    if (!loading) onCancel();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key === 'Escape') requestCancel(event);
  }

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>): void {
    // The content fills the dialog box, so a click on the <dialog> itself is a click on ::backdrop.
    if (event.target === event.currentTarget) requestCancel(event);
  }

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="cb-dialog"
      onCancel={requestCancel}
      onKeyDown={handleKeyDown}
      onClick={handleBackdropClick}
    >
      {open ? (
        <div className="cb-dialog__content">
          <h2 id={titleId} className="cb-dialog__title">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="cb-dialog__body">
              {description}
            </div>
          ) : null}
          <div className="cb-dialog__actions">
            <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={loading}>
              {cancelLabel}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
