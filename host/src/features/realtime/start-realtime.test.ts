import { HubConnectionState } from '@microsoft/signalr';
import { appStore, sessionAtom } from '@colabora/shared/session';
import type { FakeHub } from '@colabora/shared/testing';
import { queryClient } from '../../app/query-client';
import { chatNoticesReadyAtom } from '../chat-notices/chat-notices-ready-atom';
import { startRealtimeWhenSignedIn } from './start-realtime';
import { fakeHubs, item, menuKey, settle, signIn } from './realtime.test-support';

describe('the host’s live parts, given a signed-in user', () => {
  let hubs: FakeHub[] = [];
  const chatHubs = () => hubs.filter((hub) => hub.spec.url.endsWith('/chathub'));
  beforeAll(() => {
    hubs = fakeHubs();
  });

  it('opens /chathub only while the menu holds a screen whose events travel on it (Funil alone will do)', async () => {
    signIn();
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
