import { appStore } from '@colabora/shared/session';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { AppShell } from './app-shell';

/** SPEC §9: toasts last 3 s. */
export const TOAST_DURATION_MS = 3_000;

export function App() {
  return (
    <Provider store={appStore}>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
      <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Provider>
  );
}
