import { settleFirstScreen } from './app/first-screen';
import { nextTask } from './app/next-task';

// Signed in, the menu, /remotes.json, the screen's manifest and its first data left before this
// script ran (early-requests-entry.ts, loaded by index.html ahead of main.js; issue #25): the app
// takes their answers when it asks.
// Async boundary: the federation runtime negotiates the shared singletons before any app code runs.
// Both imports name one chunk group, whose files index.html preloads (HOST_START_CHUNKS): without
// the name each got a small chunk of its own, fetched only once this script had run, one more round
// trip before the app could start. Its modules all sit in the start chunks, so no `bootstrap` file
// is left (tooling/webpack/chunk-groups.ts).
const startApp = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

if (localStorage.getItem('token')) {
  // Signed in, the screen in the address bar starts beside the app's own code: the menu, then the
  // screen's remote and its first data (issue #25). Its failures are the tree's to show. The app's
  // start follows in a task of its own, once those requests have left: run together when the start
  // chunks arrived, the two were a phone's longest task before its first screen.
  const firstScreen = import(/* webpackChunkName: "bootstrap" */ './app/start-route-early').then(
    (early) => {
      const started = early.startRouteEarly();
      void nextTask().then(startApp);
      return started;
    },
    (error: unknown) => {
      void startApp();
      throw error;
    },
  );
  // The early answers nobody took are dropped once the screen is shown (mark-first-screen-shown.ts):
  // its own queries, started when it mounts, take its data from them.
  void firstScreen.catch(() => undefined).finally(settleFirstScreen);
} else {
  void startApp();
  settleFirstScreen();
}
