import { atom, useAtomValue } from 'jotai';
import { appStore } from './app-store';

/**
 * False while the app's first screen is loading (issue #25, ADR 0041 change 9): until its code and
 * data have arrived and it has been drawn. What that screen does not show waits for it — the hubs,
 * the menu's photo, a screen's secondary lists (filters, quick replies) — so it neither takes a
 * phone's few connections from the screen's code nor the main thread before the first paint.
 * True by default: a screen rendered on its own (a unit test, a remote's dev server) is shown; the
 * host's bootstrap sets it false before its first render and true once the screen is drawn.
 */
export const firstScreenShownAtom = atom(true);

/** Whether the first screen is shown; a query that screen does not need is `enabled` by it. */
export function useFirstScreenShown(): boolean {
  return useAtomValue(firstScreenShownAtom, { store: appStore });
}

/** Resolves once the first screen is shown (at once if it is). */
export function whenFirstScreenShown(): Promise<void> {
  if (appStore.get(firstScreenShownAtom)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = appStore.sub(firstScreenShownAtom, () => {
      if (!appStore.get(firstScreenShownAtom)) return;
      stop();
      resolve();
    });
  });
}
