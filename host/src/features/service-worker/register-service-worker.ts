import { keepLoadedCode } from './keep-loaded-code';
import { handleWaitingVersion, readUpdatePolicy, updateCheckIntervalMs } from './update-policy';

/** SPEC §9: registered when the app is stable, or after 30 s at the latest. */
export const REGISTER_DEADLINE_MS = 30_000;

export type UpdateReady = (applyUpdate: () => void) => void;

/**
 * Registers /sw.js once the page has loaded and the main thread is idle ("stable"), or after
 * 30 s, whichever comes first. Then follows the institution's update policy: it looks for a new
 * version every `intervaloMinutos`, and a waiting version is applied at once ('automatico') or
 * offered through `onUpdateReady` ('perguntar').
 */
export function registerServiceWorkerWhenStable(onUpdateReady: UpdateReady, target: Window = window): void {
  if (!('serviceWorker' in target.navigator)) return;
  let registered = false;
  const registerNow = async () => {
    // workbox-window (6 KB raw) in a file of its own, fetched now: not with the first screen.
    const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
    const workbox = new Workbox('/sw.js');
    let policy = readUpdatePolicy();
    const applyUpdate = () => {
      workbox.addEventListener('controlling', () => target.location.reload());
      workbox.messageSkipWaiting();
    };
    workbox.addEventListener('waiting', () => {
      void policy.then((current) => handleWaitingVersion(current, applyUpdate, onUpdateReady));
    });
    void workbox
      .register()
      .then(async () => {
        // The code this visit fetched before the worker existed stays for the next one.
        keepLoadedCode().catch(() => undefined);
        const schedule = async () => {
          policy = readUpdatePolicy();
          setTimeout(() => void workbox.update().finally(schedule), updateCheckIntervalMs(await policy));
        };
        await schedule();
      })
      .catch((error: unknown) => console.warn('[sw] registro falhou', error));
  };
  const register = () => {
    if (registered) return;
    registered = true;
    registerNow().catch((error: unknown) => console.warn('[sw] registro falhou', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in target
      ? target.requestIdleCallback(register, { timeout: 5_000 })
      : setTimeout(register, 1_000);

  setTimeout(register, REGISTER_DEADLINE_MS);
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
