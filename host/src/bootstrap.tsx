import { createRoot, hydrateRoot } from 'react-dom/client';
import '@colabora/shared/ui';
import { App } from './app/app';
import { canHydrate } from './app/prerendered';
import { takeHandoff } from './acesso-login/handoff';
import { preloadSignedInShellWhenSignedIn } from './app/preload-signed-in-shell';
import { whenRemotesRegistered } from './federation/remote-registry';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { captureInstallPrompt } from './features/install/install-prompt';
import { startRealtimeWhenSignedIn } from './features/realtime/start-realtime';
import { restoreSession } from './features/session/session-actions';
import { unlockAudio } from '@colabora/shared/sound';
import { registerServiceWorkerWhenStable } from './features/service-worker/register-service-worker';
import { showUpdatePrompt } from './features/service-worker/update-prompt';
import './app/app.css';

captureInstallPrompt();
// Browsers keep audio silent until a user gesture; the first one unlocks the order sounds.
for (const gesture of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(gesture, () => void unlockAudio(), { once: true, capture: true });
}
restoreSession();
preloadSignedInShellWhenSignedIn();
startRealtimeWhenSignedIn();
// Signed in, the remotes are registered at once (one small JSON; no remote code is fetched until a
// route needs it). The sign-in page needs none, so it does not wait on that request; a public
// remote route registers them itself when it loads.
const registerRemotesWhenSignedIn = () => {
  if (appStore.get(sessionAtom)) void whenRemotesRegistered();
};
registerRemotesWhenSignedIn();
appStore.sub(sessionAtom, registerRemotesWhenSignedIn);

const container = document.getElementById('root');
if (container) {
  // /acesso comes rendered ahead of time for a signed-out visitor: adopt that DOM instead of
  // painting it again (no flash, and the first paint is the real page). Its first-load script, if
  // it ran, first puts that DOM back as rendered and says which button to press again (ADR 0014).
  const handoff = takeHandoff();
  if (canHydrate(container, window.location.pathname, appStore.get(sessionAtom) !== null)) {
    void (handoff?.release() ?? Promise.resolve({ replay: null })).then(({ replay }) => {
      hydrateRoot(container, <App />);
      if (replay) setTimeout(() => replay.isConnected && replay.click(), 0);
    });
  } else {
    void handoff?.release();
    createRoot(container).render(<App />);
  }
}

// Production only: a worker in development would serve stale dev bundles.
if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenStable(showUpdatePrompt);
