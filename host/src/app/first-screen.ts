let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/**
 * Resolves once the first screen has what it needs (issue #25): the remote's code and first data
 * that start-route-early asked for, or at once when it asked for nothing. What the first screen
 * does not need (the hubs, the service worker) waits for it, so it does not compete for the
 * network and the main thread.
 */
export function whenFirstScreenSettled(): Promise<void> {
  return settled;
}

/** index.ts calls it when start-route-early is done (or was not needed). */
export function settleFirstScreen(): void {
  settle();
}

/** `run` after the first screen, when the main thread is idle (or `timeoutMs` later at the latest). */
export function afterFirstScreen(run: () => void, timeoutMs = 2_000): void {
  void settled.then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: timeoutMs });
    else setTimeout(run, 0);
  });
}
