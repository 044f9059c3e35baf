import { settleFirstScreen } from './app/first-screen';

// Signed in, the menu, /remotes.json, the screen's manifest and its first data left before this
// script ran (early-requests-entry.ts, loaded by index.html ahead of main.js; issue #25): the app
// takes their answers when it asks.
// Async boundary: the federation runtime negotiates the shared singletons before any app code runs.
// Both imports name one chunk group, whose files index.html preloads (HOST_START_CHUNKS): without
// the name each got a small chunk of its own, fetched only once this script had run, one more round
// trip before the app could start. Its modules all sit in the start chunks, so no `bootstrap` file
// is left (tooling/webpack/chunk-groups.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// Signed in, the screen in the address bar starts beside the app's own code: the menu, then the
// screen's remote and its first data (issue #25). Its failures are the tree's to show.
const firstScreen = localStorage.getItem('token')
  ? import(/* webpackChunkName: "bootstrap" */ './app/start-route-early').then((early) => early.startRouteEarly())
  : Promise.resolve();
// The early answers nobody took are dropped once the screen is shown (mark-first-screen-shown.ts):
// its own queries, started when it mounts, take its data from them.
void firstScreen.catch(() => undefined).finally(settleFirstScreen);
