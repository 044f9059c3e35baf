import { applyCanalFora, applyCanalRecuperado, type ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import type { Chat } from '@colabora/shared/contracts/chat';
import { CHAT_EVENTS } from '@colabora/shared/contracts/realtime-events';
import { onChatEvent } from '@colabora/shared/realtime';
import { Button, showToast } from '@colabora/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@colabora/shared/router';
import { setWaitingCount } from '../../../app/document-title';
import { chatsAguardandoQueryOptions } from '../api/get-chats-aguardando';
import { applyConversa, isChatScreen, noticeText, removeConversa } from '../chat-notice-rules';
import { CanaisForaBanner } from './canais-fora-banner';
import { CanaisRecuperadosNotice } from './canais-recuperados-notice';

export type ChatNoticesProps = { idUsuario: number; idInstituicao: number };

/** Long enough to read a name and reach "Abrir"; the next message of the same contact replaces it. */
const NOTICE_DURATION_MS = 8_000;

/**
 * Notices that follow staff across the app (issue #27, ADR 0028): keeps the conversations waiting
 * for the user live from the chat hub (the side menu's badge and the tab title read them), and on
 * any screen but the chat shows "Nova mensagem de Patrícia — Abrir" with the new-chat sound for a
 * new message of such a conversation; and the WhatsApp channels that are down, as a banner at the
 * top of every screen (issue #26, ADR 0033). Mounted by the side menu after the first screen, for
 * users who may open the chat.
 */
export default function ChatNotices({ idUsuario, idInstituicao }: ChatNoticesProps) {
  const queryClient = useQueryClient();
  const options = chatsAguardandoQueryOptions(idUsuario);
  const { data } = useQuery(options);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onChatScreen = useRef(isChatScreen(pathname));
  onChatScreen.current = isChatScreen(pathname);

  const count = data?.idsChat.length ?? 0;
  useEffect(() => setWaitingCount(count), [count]);
  useEffect(() => () => setWaitingCount(0), []);

  useEffect(() => {
    const { queryKey } = chatsAguardandoQueryOptions(idUsuario);
    // NewChatCreated already rang the new-chat sound (start-realtime.ts): its first message does not ring twice.
    const rang = new Set<number>();
    const update = (change: (aguardando: ChatsAguardando) => ChatsAguardando) => {
      // Before the first answer there is nothing to change: that answer already counts the event.
      const current = queryClient.getQueryData(queryKey);
      if (current) queryClient.setQueryData(queryKey, change(current));
    };
    const handleConversa = (chat: Chat) => {
      const current = queryClient.getQueryData(queryKey);
      if (!current || chat.idInstituicao !== idInstituicao) return;
      const outcome = applyConversa(current, chat, idUsuario);
      queryClient.setQueryData(queryKey, outcome.aguardando);
      const quiet = rang.delete(chat.idChat);
      if (!outcome.notice || onChatScreen.current) return;
      showNotice(chat, () => navigate(`/chat/${chat.idChat}`));
      if (!quiet)
        void import('@colabora/shared/sound').then((sound) =>
          sound.playNovoChatSound(chat.idInstituicao, idInstituicao),
        );
    };
    const unsubscribers = [
      onChatEvent(CHAT_EVENTS.conversaAtualizada, handleConversa),
      onChatEvent(CHAT_EVENTS.chatDeleted, ({ IdChat }) => update((aguardando) => removeConversa(aguardando, IdChat))),
      onChatEvent(CHAT_EVENTS.newChatCreated, ({ idChat }) => rang.add(idChat)),
      // A channel down or back (ADR 0033): the banner on every screen follows it.
      onChatEvent(CHAT_EVENTS.canalAtualizado, (canal) => {
        if (canal.idInstituicao !== idInstituicao) return;
        update((aguardando) => ({
          ...aguardando,
          canaisFora: applyCanalFora(aguardando.canaisFora, canal),
          // Back with messages fetched from while it was away (ADR 0036).
          canaisRecuperados: applyCanalRecuperado(aguardando.canaisRecuperados ?? [], canal),
        }));
      }),
      onChatEvent(CHAT_EVENTS.canalExcluido, ({ idCanal }) =>
        update((aguardando) => ({
          ...aguardando,
          canaisFora: aguardando.canaisFora.filter((fora) => fora.idCanal !== idCanal),
          canaisRecuperados: (aguardando.canaisRecuperados ?? []).filter((item) => item.idCanal !== idCanal),
        })),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, idUsuario, idInstituicao, navigate]);

  return (
    <>
      <CanaisForaBanner canaisFora={data?.canaisFora ?? []} />
      <CanaisRecuperadosNotice recuperados={data?.canaisRecuperados ?? []} />
    </>
  );
}

function showNotice(chat: Chat, open: () => void): void {
  showToast.action(
    (dismiss) => (
      <span className="chat-notice">
        <span className="chat-notice__text">{noticeText(chat)}</span>
        <Button
          size="sm"
          onClick={() => {
            dismiss();
            open();
          }}
        >
          Abrir
        </Button>
      </span>
    ),
    { id: `aviso-chat-${chat.idChat}`, duration: NOTICE_DURATION_MS },
  );
}
