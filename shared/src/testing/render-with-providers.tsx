import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@colabora/shared/router';
import type { LoginData, MenuItem } from '../contracts';
import { menuQueryOptions } from '../query/menu-query';
import { invalidateQueriesOnReconnect } from '../realtime/invalidate-on-reconnect';
import { appStore } from '../session/app-store';
import { sessionAtom } from '../session/session-atom';

// Reconnect subscriptions of the screens rendered by a test end with it (Testing Library's own
// cleanup unmounts them; this stops what renderWithProviders wired around them).
const stopAfterTest = new Set<() => void>();
afterEach(() => {
  for (const stop of stopAfterTest) stop();
  stopAfterTest.clear();
});

/** A QueryClient for one test: no retries (a failure shows at once), nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
}

/** A signed-in session as the API's login returns it; `gestor` by default. */
export function testSession(overrides: Partial<LoginData['usuario']> = {}): LoginData {
  return {
    token: 'token-de-teste',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    usuario: {
      idUsuario: 1,
      nome: 'Ana Souza',
      idInstituicao: 1,
      instituicaoRazaoSocial: 'Instituição Demonstração',
      instituicaoCodigo: 'DEMO',
      perfilNome: 'Gestor',
      temFoto: false,
      gestor: true,
      ...overrides,
    },
  };
}

/** A menu item as the server sends it, with the given CRUD letters. */
export function testMenuItem(rota: string, crud = 'CRUD', titulo = rota): MenuItem {
  return { idMenu: rota.length, icone: 'circle', titulo, rota, descricaoMenu: `Descrição de ${titulo}`, crud };
}

/** Every screen of the menu: what the demo gestor's profile opens. */
export const ALL_SCREENS = [
  'dashboard',
  'pedidos',
  'produto-servico',
  'chat',
  'whatsapp-qrcode',
  'especialistas',
  'contexto-editor',
  'especialista-ia',
  'leads',
  'contatos',
  'funil',
  'campanhas',
  'envio-massa',
  'json-campanha',
  'aniversariantes',
  'usuarios',
  'perfis',
  'instituicao',
  'dashboard-presidente',
  'relatorios',
  'filas',
  'enviar-dados',
  'auto-atualizacao-config',
  'menuportaria',
] as const;

export type RenderWithProvidersOptions = {
  /** Where the router starts, e.g. '/pedidos/7'. */
  url?: string;
  /** The route pattern the page is mounted at, e.g. '/pedidos/:id' (default: `url`). */
  path?: string;
  /** The signed-in user (null: signed out). */
  session?: LoginData | null;
  queryClient?: QueryClient;
  /**
   * The screens the user's menu holds (the host loads it before any screen): links to others are
   * hidden (useCanOpen). Every screen by default.
   */
  menu?: readonly string[];
};

function Navigated() {
  return <p>Página: {useLocation().pathname}</p>;
}

/**
 * Renders a screen as the host runs it: the app's store with a session, the QueryClient and a
 * router. Any other path renders "Página: /path", so a test can assert where a screen navigated.
 * @example const { queryClient } = renderWithProviders(<BoardPage … />, { url: '/pedidos' })
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { url = '/', path = url, session = testSession(), queryClient = createTestQueryClient() } = options;
  appStore.set(sessionAtom, session);
  if (session) {
    const { queryKey } = menuQueryOptions(session.usuario.idUsuario);
    queryClient.setQueryData(
      queryKey,
      (options.menu ?? ALL_SCREENS).map((rota) => testMenuItem(rota)),
    );
  }
  // As in the host: a hub reconnect refetches what is on screen.
  const stopInvalidating = invalidateQueriesOnReconnect(queryClient);
  stopAfterTest.add(stopInvalidating);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>
        <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<Navigated />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  const unmount = () => {
    stopInvalidating();
    result.unmount();
  };
  return { ...result, unmount, queryClient };
}
