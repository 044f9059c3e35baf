import type { LoginData } from '@colabora/shared/contracts/auth';
import type { MenuItem } from '@colabora/shared/contracts/menu';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createTestQueryClient } from '@colabora/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { menuQueryOptions } from '../features/menu/api/get-menu';

export const GESTOR_SESSION: LoginData = {
  token: 'token-de-teste',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  usuario: {
    idUsuario: 1,
    nome: 'Ana Maria Souza',
    idInstituicao: 1,
    instituicaoRazaoSocial: 'Instituição Demonstração',
    instituicaoCodigo: 'DEMO',
    perfilNome: 'Gestor',
    temFoto: false,
    gestor: true,
  },
};

export const menuItem = (rota: string, titulo: string, crud = 'CRUD'): MenuItem => ({
  idMenu: rota.length,
  icone: 'circle',
  titulo,
  rota,
  descricaoMenu: `Tela ${titulo}`,
  crud,
});

type Options = { path?: string; session?: LoginData | null; menu?: MenuItem[] | 'loading' };

/**
 * Renders inside the app's store, a QueryClient and a memory router, with the given session and
 * menu ('loading': the menu's answer never comes).
 */
export function renderWithApp(ui: ReactElement, { path = '/', session = null, menu = [] }: Options = {}) {
  appStore.set(sessionAtom, session);
  const queryClient = createTestQueryClient();
  if (menu === 'loading')
    queryClient.setQueryDefaults(['menu'], { queryFn: () => new Promise<never>(() => undefined) });
  else if (session) {
    // The given menu is the server's answer for the whole test: never refetched.
    queryClient.setQueryDefaults(['menu'], { staleTime: Infinity });
    queryClient.setQueryData(menuQueryOptions(session.usuario.idUsuario).queryKey, menu);
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>
        <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          {ui}
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
