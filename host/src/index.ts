import { settleFirstScreen } from './app/first-screen';

// Async boundary: the federation runtime negotiates the shared singletons before any app code runs.
import('./bootstrap');
// Signed in, the screen in the address bar starts beside the app's own code: the menu, then the
// screen's remote and its first data (issue #25). Its failures are the tree's to show.
const firstScreen = localStorage.getItem('token')
  ? import('./app/start-route-early').then((early) => early.startRouteEarly())
  : Promise.resolve();
void firstScreen.catch(() => undefined).finally(settleFirstScreen);
