import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native <dialog> as `open` says (top layer, Esc closes, focus returns), as the
 * inbox's other dialogs do; `onOpen` resets the form each time it opens.
 */
export function useNativeDialog(open: boolean, onOpen: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const reset = useRef(onOpen);
  reset.current = onOpen;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      reset.current();
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
