import { appStore, sessionAtom } from '@colabora/shared/session';

let started = false;

/**
 * Signed in, the shell's lazy parts (TanStack Query, the menu, the route guard) are fetched at
 * once and in parallel, instead of one after the other as the tree renders and suspends: the
 * sign-in page does without them, a signed-in page should not wait on their chain.
 */
export function preloadSignedInShellWhenSignedIn(): void {
  const preload = () => {
    if (started || !appStore.get(sessionAtom)) return;
    started = true;
    void Promise.all([
      import('./query-provider'),
      import('../routes/signed-in-route'),
      import('../features/menu/components/signed-in-menu'),
    ]).catch(() => {
      // A failed preload is retried by the real import when the tree needs it.
      started = false;
    });
  };
  preload();
  appStore.sub(sessionAtom, preload);
}
