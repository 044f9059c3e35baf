import { CHAT_EVENTS, PEDIDOS_EVENTS } from '@colabora/shared/contracts/realtime-events';
import { appStore, sessionAtom } from '@colabora/shared/session';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { Atom } from 'jotai';
import { nextTask } from '../../app/next-task';
import { chatNoticesReadyAtom } from '../chat-notices/chat-notices-ready-atom';

let started: Promise<void> | null = null;

/**
 * Starts the app's live parts the first time someone is signed in. Loaded on demand, so the
 * SignalR client is not part of what /acesso downloads. From then on the orders hub follows the
 * session by itself (connects after login, disconnects at logout), the chat hub follows the menu
 * (open while it holds a screen whose events travel on it: chat, leads, funil, campanhas,
 * envio-massa, whatsapp-qrcode), the sounds of SPEC §3 play on hub events, and a reconnect
 * refetches what is on screen.
 */
export function startRealtimeWhenSignedIn(): void {
  const maybeStart = () => {
    if (started || !appStore.get(sessionAtom)) return;
    started = (async () => {
      const [realtime, sound, { queryClient }, { menuQueryOptions }] = await Promise.all([
        import('@colabora/shared/realtime'),
        import('@colabora/shared/sound'),
        import('../../app/query-client'),
        import('../menu/api/get-menu'),
      ]);
      realtime.bindPedidosHubToSession();
      const chatHubFollowsMenu = realtime.bindChatHubToMenu(() => {
        const idUsuario = appStore.get(sessionAtom)?.usuario.idUsuario;
        return idUsuario === undefined ? undefined : queryClient.getQueryData(menuQueryOptions(idUsuario).queryKey);
      });
      queryClient.getQueryCache().subscribe(({ query }) => {
        if (query.queryKey[0] === 'menu') chatHubFollowsMenu.sync();
      });
      realtime.invalidateQueriesOnReconnect(queryClient);
      // The hubs start after the first screen (bootstrap): what a screen fetched before its hub was
      // connected is fetched again once it is, so an event sent in between is not missed.
      refetchWhenFirstConnected([realtime.pedidosHubConnectedAtom, realtime.chatHubConnectedAtom], queryClient);
      // The chat notices (side menu count, tab title, toasts) start once the chat hub delivers.
      const startNotices = () =>
        appStore.get(realtime.chatHubConnectedAtom) && appStore.set(chatNoticesReadyAtom, true);
      startNotices();
      appStore.sub(realtime.chatHubConnectedAtom, startNotices);
      realtime.onPedidosEvent(PEDIDOS_EVENTS.novoPedido, () => sound.playNovoPedidoSound());
      realtime.onPedidosEvent(PEDIDOS_EVENTS.statusPedidoAtualizado, () => sound.playStatusUpdateSound());
      // Only chats of the user's own institution ring (SPEC §6).
      realtime.onChatEvent(CHAT_EVENTS.newChatCreated, (chat) =>
        sound.playNovoChatSound(chat.idInstituicao, appStore.get(sessionAtom)?.usuario.idInstituicao ?? null),
      );
    })().catch((error: unknown) => console.error('[realtime] não iniciou', error));
  };
  maybeStart();
  appStore.sub(sessionAtom, maybeStart);
}

/** How long a hub's first connection waits for the other's before the screens' queries load again. */
export const FIRST_CONNECTION_REFETCH_WINDOW_MS = 300;

/**
 * Once a hub first connects, the screens' queries answered before that moment load again (not the
 * menu: no hub event changes it), so an event sent before the hub listened is not missed. Both
 * hubs usually connect within a few milliseconds of each other: one refetch covers both (issue
 * #25: the board's 200 orders were fetched, validated and merged three times on a first visit).
 * A hub that connects after that refetch gets one of its own. Each query is asked again in a task
 * of its own: the inbox's half-dozen, sent in one go, were a long task on a phone right after its first
 * screen (fetch calls, then their answers parsed together).
 */
function refetchWhenFirstConnected(
  hubs: readonly Atom<boolean>[],
  queryClient: QueryClient,
  windowMs = FIRST_CONNECTION_REFETCH_WINDOW_MS,
): void {
  let pending: ReturnType<typeof setTimeout> | null = null;
  let connectedAt = 0;
  for (const connected of hubs) {
    const unsubscribe = appStore.sub(connected, () => {
      if (!appStore.get(connected)) return;
      unsubscribe();
      connectedAt = Date.now();
      pending ??= setTimeout(() => {
        pending = null;
        const answeredBefore = connectedAt;
        const stale = queryClient.getQueryCache().findAll({
          predicate: (query) =>
            query.queryKey[0] !== 'menu' && query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < answeredBefore,
        });
        void invalidateOneByOne(queryClient, stale);
      }, windowMs);
    });
  }
}

/** Marks each query stale and refetches it if shown, one per task (one removed meanwhile is skipped). */
async function invalidateOneByOne(queryClient: QueryClient, queries: readonly Query[]): Promise<void> {
  for (const query of queries) {
    await nextTask();
    if (queryClient.getQueryCache().get(query.queryHash) !== query) continue;
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
}
