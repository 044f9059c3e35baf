import type { LoginData, MenuItem } from '@colabora/shared/contracts';
import { sessionAtom } from '@colabora/shared/session';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** A menu item as the server sends it, with the given letters. */
export function menuItem(rota: string, crud: string, titulo = rota): MenuItem {
  return { idMenu: 1, icone: 'group', titulo, rota, descricaoMenu: `Descrição de ${titulo}`, crud };
}

export function session({ gestor = true, idUsuario = 1 } = {}): LoginData {
  return {
    token: 't',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    usuario: {
      idUsuario,
      nome: 'Ana Souza',
      idInstituicao: 1,
      instituicaoRazaoSocial: 'Instituição Demonstração',
      instituicaoCodigo: 'DEMO',
      perfilNome: 'Gestor',
      temFoto: false,
      gestor,
    },
  };
}

/**
 * Renders a page at `url` inside a router (`path` is its route pattern, e.g. '/usuarios/:id') with
 * a signed-in session; other paths render their pathname, so navigation can be asserted.
 */
export function renderPage(
  element: ReactElement,
  { url, path = url, login = session() }: { url: string; path?: string; login?: LoginData | null },
) {
  const store = createStore();
  store.set(sessionAtom, login);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Navigated />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

function Navigated() {
  return <p>Página: {useLocation().pathname}</p>;
}
