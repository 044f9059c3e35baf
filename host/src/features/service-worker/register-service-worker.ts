import { Workbox } from 'workbox-window';

/** SPEC §9: registered when the app is stable, or after 30 s at the latest. */
export const REGISTER_DEADLINE_MS = 30_000;

export type UpdateReady = (applyUpdate: () => void) => void;

/**
 * Registers /sw.js once the page has loaded and the main thread is idle ("stable"), or after
 * 30 s, whichever comes first. `onUpdateReady` is called when a new version is waiting.
 */
export function registerServiceWorkerWhenStable(onUpdateReady: UpdateReady, target: Window = window): void {
  if (!('serviceWorker' in target.navigator)) return;
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () =>
      onUpdateReady(() => {
        workbox.addEventListener('controlling', () => target.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
    void workbox.register().catch((error: unknown) => console.warn('[sw] registro falhou', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in target
      ? target.requestIdleCallback(register, { timeout: 5_000 })
      : setTimeout(register, 1_000);

  setTimeout(register, REGISTER_DEADLINE_MS);
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
