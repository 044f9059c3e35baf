import type { ReactElement } from 'react';
import toast from 'react-hot-toast';

/** SPEC §8–9: toasts last 3 s. */
export const TOAST_DURATION_MS = 3000;

export type ShowToastOptions = {
  /** Toasts with the same id replace each other instead of stacking (e.g. 'offline'). */
  id?: string;
  /** How long it stays, in ms; an action toast stays until dismissed unless given one. */
  duration?: number;
};

/**
 * Shows a toast in the host's <Toaster>. Remotes must call this rather than import react-hot-toast
 * themselves: @colabora/shared is a federation singleton, so this is the same toast store the
 * host's Toaster renders; a remote's own copy of react-hot-toast would show nothing.
 * Errors are announced at once (role alert); the others politely (role status). Each returns the
 * toast id, for `showToast.dismiss`.
 *
 * @example
 * showToast.success('Pedido salvo.');
 * showToast.error('Sem comunicação com o servidor. Verifique sua conexão.', { id: 'offline' });
 */
export const showToast = {
  success: (message: string, options: ShowToastOptions = {}): string =>
    toast.success(message, { duration: TOAST_DURATION_MS, ...options }),
  error: (message: string, options: ShowToastOptions = {}): string =>
    toast.error(message, {
      duration: TOAST_DURATION_MS,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      ...options,
    }),
  info: (message: string, options: ShowToastOptions = {}): string =>
    toast(message, { duration: TOAST_DURATION_MS, icon: 'ℹ️', ...options }),
  /** A toast with actions (e.g. 'Nova versão disponível' + Atualizar); stays until dismissed. */
  action: (render: (dismiss: () => void) => ReactElement, options: ShowToastOptions = {}): string =>
    toast((t) => render(() => toast.dismiss(t.id)), { duration: Infinity, ...options }),
  dismiss: (id?: string): void => toast.dismiss(id),
};
