import type { ReactElement } from 'react';
import { loadToastLibrary, noteToastAsked } from './toast-library';

/** SPEC §8–9: toasts last 3 s. */
export const TOAST_DURATION_MS = 3000;

export type ShowToastOptions = {
  /** Toasts with the same id replace each other instead of stacking (e.g. 'offline'). */
  id?: string;
  /** How long it stays, in ms; an action toast stays until dismissed unless given one. */
  duration?: number;
};

type HotToast = Awaited<ReturnType<typeof loadToastLibrary>>['default'];

let count = 0;

/**
 * Our ids, not the library's: the library loads on the first toast (toast-library.ts), and the id
 * is answered at once, so a toast can be replaced or dismissed before it has arrived.
 */
function show(options: ShowToastOptions, create: (toast: HotToast, id: string) => void): string {
  count += 1;
  const id = options.id ?? `cb-toast-${count}`;
  noteToastAsked();
  void loadToastLibrary().then(({ default: toast }) => create(toast, id));
  return id;
}

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
    show(options, (toast, id) => toast.success(message, { duration: TOAST_DURATION_MS, ...options, id })),
  error: (message: string, options: ShowToastOptions = {}): string =>
    show(options, (toast, id) =>
      toast.error(message, {
        duration: TOAST_DURATION_MS,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
        ...options,
        id,
      }),
    ),
  info: (message: string, options: ShowToastOptions = {}): string =>
    show(options, (toast, id) => toast(message, { duration: TOAST_DURATION_MS, icon: 'ℹ️', ...options, id })),
  /** A toast with actions (e.g. 'Nova versão disponível' + Atualizar); stays until dismissed. */
  action: (render: (dismiss: () => void) => ReactElement, options: ShowToastOptions = {}): string =>
    show(options, (toast, id) => toast(() => render(() => toast.dismiss(id)), { duration: Infinity, ...options, id })),
  dismiss: (id?: string): void => {
    void loadToastLibrary().then(({ default: toast }) => toast.dismiss(id));
  },
};
