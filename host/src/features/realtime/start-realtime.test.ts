import { HubConnectionState } from '@microsoft/signalr';
import { configureRealtime } from '@colabora/shared/realtime';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { FakeHub } from '@colabora/shared/testing';
import { queryClient } from '../../app/query-client';
import { chatNoticesReadyAtom } from '../chat-notices/chat-notices-ready-atom';
import { startRealtimeWhenSignedIn } from './start-realtime';

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

describe('the host’s live parts, given a signed-in user', () => {
  const hubs: FakeHub[] = [];
  const chatHubs = () => hubs.filter((hub) => hub.spec.url.endsWith('/chathub'));
  beforeAll(() => {
    configureRealtime({
      connectionFactory: (spec) => {
        const hub = new FakeHub(spec);
        hubs.push(hub);
        return hub.asHub();
      },
    });
  });

  it('opens /chathub only while the menu holds a screen whose events travel on it (Funil alone will do)', async () => {
    appStore.set(sessionAtom, { token: 'tok', usuario, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    queryClient.setQueryData(menuKey, [item('pedidos'), item('usuarios')]);
    startRealtimeWhenSignedIn();
    await settle();
    expect(hubs.filter((hub) => hub.spec.url.endsWith('/pedidoshub'))).toHaveLength(1);
    expect(chatHubs()).toHaveLength(0);
    expect(appStore.get(chatNoticesReadyAtom)).toBe(false);

    queryClient.setQueryData(menuKey, [item('pedidos'), item('funil')]);
    await settle();
    expect(chatHubs()).toHaveLength(1);
    expect(chatHubs()[0]!.state).toBe(HubConnectionState.Connected);
    // The chat notices start once the chat hub delivers, not before.
    expect(appStore.get(chatNoticesReadyAtom)).toBe(true);

    queryClient.setQueryData(menuKey, [item('pedidos')]);
    await settle();
    expect(chatHubs()[0]!.state).toBe(HubConnectionState.Disconnected);

    queryClient.setQueryData(menuKey, [item('campanhas')]);
    await settle();
    expect(chatHubs().at(-1)!.state).toBe(HubConnectionState.Connected);
    appStore.set(sessionAtom, null);
    await settle();
    expect(chatHubs().every((hub) => hub.state === HubConnectionState.Disconnected)).toBe(true);
  });
});
