// The UI kit's stylesheets first: the host's start is one file with one stylesheet (session 14), whose
// order follows the imports reached from here, and the shell's rules must come after the kit's ones
// they refine. Through '@colabora/shared/ui' alone (a federation module) they came last.
import '@colabora/shared/ui/tokens.css';
import '@colabora/shared/ui/components.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@colabora/shared/ui';
import { App } from './app/app';
import { canHydrate } from './app/prerendered';
import { takeHandoff } from './acesso-login/handoff';
import { preloadSignedInShellWhenSignedIn } from './app/preload-signed-in-shell';
import { whenRemotesRegistered } from './federation/remote-registry';
import { appStore, sessionAtom, whenFirstScreenShown } from '@colabora/shared/session';
import { linkWebManifest } from './app/link-web-manifest';
import { markFirstScreenShownWhenDrawn } from './app/mark-first-screen-shown';
import { captureInstallPrompt } from './features/install/install-prompt';
import { startRealtimeWhenSignedIn } from './features/realtime/start-realtime';
import { restoreSession } from './features/session/session-actions';
import './app/app.css';

captureInstallPrompt();
// Browsers keep audio silent until a user gesture; the first one unlocks the order sounds (the
// sound engine loads then, not with the first screen).
for (const gesture of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(gesture, () => void import('@colabora/shared/sound').then((sound) => sound.unlockAudio()), {
    once: true,
    capture: true,
  });
}
// start-route-early may have restored it already (index.ts loads it beside this module).
if (!appStore.get(sessionAtom)) restoreSession();
preloadSignedInShellWhenSignedIn();
void markFirstScreenShownWhenDrawn(appStore.get(sessionAtom) !== null);
// The hubs (and their sounds) start once the first screen is drawn (issue #25); "shown" already
// waits for an idle moment after that frame.
void whenFirstScreenShown().then(startRealtimeWhenSignedIn);
// index.html leaves the web manifest out of its first requests (link-web-manifest.ts).
void whenFirstScreenShown().then(() => linkWebManifest());
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
    // A transition: React renders the shell in slices and yields between them, so the first render
    // is not one long task that blocks the page (issue #25).
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  }
}

// Production only: a worker in development would serve stale dev bundles.
// It precaches every host chunk: not before the first screen is drawn, and its code (workbox's
// window side) is not part of the first screen's either (issue #25).
if (process.env.NODE_ENV === 'production') {
  void whenFirstScreenShown()
    .then(() =>
      Promise.all([
        import('./features/service-worker/register-service-worker'),
        import('./features/service-worker/update-prompt'),
      ]),
    )
    .then(([{ registerServiceWorkerWhenStable }, { showUpdatePrompt }]) =>
      registerServiceWorkerWhenStable(showUpdatePrompt),
    )
    .catch((error: unknown) => console.warn('[sw] não carregou', error));
}
