import { SAO_PAULO_TIME_ZONE } from '@colabora/shared/format';

/*
 * The first Intl.DateTimeFormat a page builds loads the browser's time-zone data: about 17 ms on
 * this machine's Chromium, four times that on Lighthouse's phone, and every later formatter takes
 * 0.1 ms. A signed-in screen's first render used to pay it inside its longest task (the inbox's
 * message times; issue #25). The early script pays it instead, right after sending its requests,
 * while the page's code is still downloading and the main thread has nothing else to do.
 */
export function warmUpZoneData(): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: SAO_PAULO_TIME_ZONE, hour: 'numeric' }).format(0);
  } catch {
    // A browser without the zone: the screens' own formatting says so where it matters.
  }
}
