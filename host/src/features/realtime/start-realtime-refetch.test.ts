import { HubConnectionState } from '@microsoft/signalr';
import { QueryObserver } from '@tanstack/react-query';
import { configureRealtime } from '@colabora/shared/realtime';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { FakeHub } from '@colabora/shared/testing';
import { queryClient } from '../../app/query-client';
import { FIRST_CONNECTION_REFETCH_WINDOW_MS, startRealtimeWhenSignedIn } from './start-realtime';

const usuario = {
  idUsuario: 4,
  nome: 'Fábia',
  idInstituicao: 1,
  instituicaoRazaoSocial: 'Demo',
  instituicaoCodigo: 'DEMO',
  perfilNome: 'Funil',
  temFoto: false,
  gestor: false,
};
const item = (rota: string) => ({ idMenu: 1, icone: 'x', titulo: rota, rota, descricaoMenu: '', crud: 'R' });
const menuKey = ['menu', 'me', usuario.idUsuario];
/** Lets the on-demand imports and the hubs' starts run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the hubs’ first connections, given a signed-in user', () => {
  const hubs: FakeHub[] = [];
  beforeAll(() => {
    configureRealtime({
      connectionFactory: (spec) => {
        const hub = new FakeHub(spec);
        hubs.push(hub);
        return hub.asHub();
      },
    });
  });

  it('loads what a screen fetched before the hubs listened once again, once for both hubs', async () => {
    appStore.set(sessionAtom, { token: 'tok', usuario, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    queryClient.setQueryData(menuKey, [item('pedidos'), item('funil')]);
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['pedidos', 'quadro'],
      queryFn: () => ++fetches,
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    await settle();
    expect(fetches).toBe(1);

    startRealtimeWhenSignedIn();
    await settle();
    // Both hubs connected: one refetch after the window, not one per hub.
    expect(hubs.filter((hub) => hub.state === HubConnectionState.Connected).length).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_REFETCH_WINDOW_MS + 50));
    await settle();
    expect(fetches).toBe(2);
    stop();
    appStore.set(sessionAtom, null);
    await settle();
  });
});
