import { dropEarlyResponses, startEarlyRequests } from './app/early-requests';
import { settleFirstScreen } from './app/first-screen';

// Signed in, the menu, /remotes.json and the screen's manifest leave now, while the shared modules
// below are still loading (issue #25); the app takes their answers when it asks.
startEarlyRequests();
// Async boundary: the federation runtime negotiates the shared singletons before any app code runs.
import('./bootstrap');
// Signed in, the screen in the address bar starts beside the app's own code: the menu, then the
// screen's remote and its first data (issue #25). Its failures are the tree's to show.
const firstScreen = localStorage.getItem('token')
  ? import('./app/start-route-early').then((early) => early.startRouteEarly())
  : Promise.resolve();
void firstScreen
  .catch(() => undefined)
  .finally(() => {
    // An answer nobody took by now is not reused later: later requests go to the network.
    dropEarlyResponses();
    settleFirstScreen();
  });
