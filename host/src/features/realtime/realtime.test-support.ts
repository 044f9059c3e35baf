import { configureRealtime } from '@colabora/shared/realtime';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { FakeHub } from '@colabora/shared/testing';

/* What the tests of start-realtime.ts share: a signed-in user, their menu, and fake hubs. */

export const usuario = {
  idUsuario: 4,
  nome: 'Fábia',
  idInstituicao: 1,
  instituicaoRazaoSocial: 'Demo',
  instituicaoCodigo: 'DEMO',
  perfilNome: 'Funil',
  temFoto: false,
  gestor: false,
};

/** A menu item for `rota`, as GET /api/Menu/me lists it. */
export const item = (rota: string) => ({ idMenu: 1, icone: 'x', titulo: rota, rota, descricaoMenu: '', crud: 'R' });

/** The menu's query key for `usuario`. */
export const menuKey = ['menu', 'me', usuario.idUsuario];

/** Lets the on-demand imports and the hubs' starts run. */
export const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Signs `usuario` in for a minute. */
export const signIn = () =>
  appStore.set(sessionAtom, { token: 'tok', usuario, expiresAt: new Date(Date.now() + 60_000).toISOString() });

/** Every hub the realtime layer builds from now on is a FakeHub, collected in the returned list. */
export function fakeHubs(): FakeHub[] {
  const hubs: FakeHub[] = [];
  configureRealtime({
    connectionFactory: (spec) => {
      const hub = new FakeHub(spec);
      hubs.push(hub);
      return hub.asHub();
    },
  });
  return hubs;
}
