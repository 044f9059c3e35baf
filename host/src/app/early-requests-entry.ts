import { startEarlyRequests } from './early-requests';
import { warmUpZoneData } from './warm-up-zone-data';

/*
 * The first thing a signed-in page runs (issue #25): a small script of its own, outside module
 * federation, that index.html loads `async` before main.js. It sends the menu, /remotes.json, the
 * screen's manifest and the screen's first data while main.js is still downloading and starting the
 * federation runtime (that start used to delay the menu by the time it took to evaluate main.js).
 */
// Signed in: the screen will show dates, so the zone data loads now, not in its first render. In a
// task of its own: a request leaves when the task that asked for it ends, and the zone data takes
// 17–60 ms here (four times that on a phone), which held the menu and /remotes.json back as long.
if (startEarlyRequests()) setTimeout(warmUpZoneData, 0);
