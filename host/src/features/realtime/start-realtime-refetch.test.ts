import { HubConnectionState } from '@microsoft/signalr';
import { QueryObserver } from '@tanstack/react-query';
import { appStore, sessionAtom } from '@colabora/shared/session';
import type { FakeHub } from '@colabora/shared/testing';
import { queryClient } from '../../app/query-client';
import { FIRST_CONNECTION_REFETCH_WINDOW_MS, startRealtimeWhenSignedIn } from './start-realtime';
import { fakeHubs, item, menuKey, settle, signIn } from './realtime.test-support';

describe('the hubs’ first connections, given a signed-in user', () => {
  let hubs: FakeHub[] = [];
  beforeAll(() => {
    hubs = fakeHubs();
  });

  it('loads what a screen fetched before the hubs listened once again, once for both hubs', async () => {
    signIn();
    queryClient.setQueryData(menuKey, [item('pedidos'), item('funil')]);
    let fetches = 0;
    let leadFetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['pedidos', 'quadro'],
      queryFn: () => ++fetches,
      staleTime: Infinity,
    });
    const leads = new QueryObserver(queryClient, {
      queryKey: ['leads', 'funil'],
      queryFn: () => ++leadFetches,
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    const stopLeads = leads.subscribe(() => undefined);
    await settle();
    expect([fetches, leadFetches]).toEqual([1, 1]);

    startRealtimeWhenSignedIn();
    await settle();
    // Both hubs connected: one refetch after the window, not one per hub.
    expect(hubs.filter((hub) => hub.state === HubConnectionState.Connected).length).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_REFETCH_WINDOW_MS + 50));
    await settle();
    // Each screen query once more, each in a task of its own.
    expect([fetches, leadFetches]).toEqual([2, 2]);
    stop();
    stopLeads();
    appStore.set(sessionAtom, null);
    await settle();
  });
});
