import { appStore } from '@colabora/shared/session';
import { Toaster } from '@colabora/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './app-shell';
import { queryClient } from './query-client';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>
        <BrowserRouter>
          <AppShell />
        </BrowserRouter>
        <Toaster />
      </Provider>
    </QueryClientProvider>
  );
}
