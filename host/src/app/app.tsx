import { appStore } from '@colabora/shared/session';
import { Toaster } from '@colabora/shared/ui';
import { Provider } from 'jotai';
import { BrowserRouter } from '@colabora/shared/router';
import { AppShell } from './app-shell';

export function App() {
  return (
    <Provider store={appStore}>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
      <Toaster />
    </Provider>
  );
}
