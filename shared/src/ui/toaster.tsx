import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from './show-toast';

export type ToasterProps = {
  /** Top centre by default: visible above the on-screen keyboard on phones. */
  position?: 'top-center' | 'bottom-center';
};

/** Where toasts appear; the host renders exactly one. Styled with the design tokens. */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  return (
    <HotToaster
      position={position}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          fontFamily: 'var(--cb-font-family)',
          color: 'var(--cb-color-text)',
          background: 'var(--cb-color-surface)',
          borderRadius: 'var(--cb-radius-md)',
          boxShadow: 'var(--cb-shadow-lg)',
          maxWidth: 'min(28rem, calc(100vw - 2rem))',
        },
      }}
    />
  );
}
