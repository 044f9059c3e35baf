import { CHAT_EVENTS, PEDIDOS_EVENTS } from '@colabora/shared/contracts/realtime-events';
import { appStore, sessionAtom } from '@colabora/shared/session';

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
