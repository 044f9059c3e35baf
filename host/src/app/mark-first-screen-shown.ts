import { appStore, firstScreenShownAtom } from '@colabora/shared/session';
import { whenContentPainted } from './content-painted';
import { dropEarlyResponses } from './early-requests';
import { whenFirstScreenSettled, whenScreenDrawn } from './first-screen';

/** The longest the first screen's queries are waited for: a hung request must not keep the hubs off. */
export const FIRST_SCREEN_DEADLINE_MS = 5_000;

type Fetching = { isFetching(): number; getQueryCache(): { subscribe(listener: () => void): () => void } };

/** Resolves when no query is loading (or at `deadline`). */
function queriesIdle(client: Fetching, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    let stop = () => undefined as unknown;
    const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
    stop = client.getQueryCache().subscribe(() => client.isFetching() === 0 && done());
    if (client.isFetching() === 0) done();
  });
}

/**
 * Two frames — the one React draws the answers in, then one after it — and then the first idle
 * moment: a frame's pixels reach the screen a little after its animation callbacks have run. A
 * hidden tab draws no frame: 1 s then.
 */
function framesDrawn(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 1_000);
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 200 });
        else setTimeout(done, 50);
      }),
    );
  });
}

const until = (deadline: number) => new Promise<void>((resolve) => setTimeout(resolve, deadline - Date.now()));

/**
 * Holds what waits for the first screen (firstScreenShownAtom) from now — bootstrap calls it before
 * its first render — and marks the screen shown once it has settled, the route's screen has been
 * committed, its queries have answered (the ones it starts when it mounts included: quiet across
 * two frames), a frame has been drawn with them and the browser has reported the screen's largest
 * paint; at the deadline at the latest. Signed out there is no query to wait for.
 */
export async function markFirstScreenShownWhenDrawn(signedIn: boolean): Promise<void> {
  appStore.set(firstScreenShownAtom, false);
  await whenFirstScreenSettled();
  const deadline = Date.now() + FIRST_SCREEN_DEADLINE_MS;
  if (signedIn) {
    await Promise.race([whenScreenDrawn(), until(deadline)]);
    const { queryClient } = await import('./query-client');
    do {
      await queriesIdle(queryClient, deadline);
      await framesDrawn();
    } while (queryClient.isFetching() > 0 && Date.now() < deadline);
    // And the browser says the screen's content reached the screen (content-painted.ts).
    await whenContentPainted();
  } else {
    await framesDrawn();
  }
  // An early answer nobody took by now is not reused later: later requests go to the network.
  dropEarlyResponses();
  appStore.set(firstScreenShownAtom, true);
}
