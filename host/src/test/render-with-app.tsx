import type { LoginData, MenuItem } from '@colabora/shared/contracts';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { menuAtom } from '../features/menu/menu-atom';

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

/** Renders inside the app's store and a memory router, with the given session and menu. */
export function renderWithApp(ui: ReactElement, { path = '/', session = null, menu = [] }: Options = {}) {
  appStore.set(sessionAtom, session);
  appStore.set(menuAtom, menu === 'loading' ? { status: 'loading', items: [] } : { status: 'ready', items: menu });
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
}
