import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { appStore } from '../session/app-store';
import { useFirstScreenShown } from '../session/first-screen-shown';
import { TOAST_DURATION_MS } from './show-toast';
import { loadToastLibrary, toastAskedAtom } from './toast-library';

export type ToasterProps = {
  /** Top centre by default: visible above the on-screen keyboard on phones. */
  position?: 'top-center' | 'bottom-center';
};

const HotToaster = lazy(() => loadToastLibrary().then((library) => ({ default: library.Toaster })));

/**
 * Where toasts appear; the host renders exactly one. Styled with the design tokens. Mounted once the
 * first screen is shown, or at the first toast (toast-library.ts): toasts asked for before it has
 * arrived show when it does.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  const shown = useFirstScreenShown();
  const asked = useAtomValue(toastAskedAtom, { store: appStore });
  if (!shown && !asked) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
