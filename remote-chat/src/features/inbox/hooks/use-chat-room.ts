import { CHAT_EVENTS, CHAT_METHODS } from '@colabora/shared/contracts';
import { invokeChat, onChatEvent } from '@colabora/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { replaceMensagemInCache, writeMensagemToCache } from '../api/chats-cache';

/** Someone else's "typing" fades after this long without news (a lost `false` never sticks). */
const TYPING_SHOWN_MS = 6_000;
/** While typing, the notice is repeated at most this often (the hub rate-limits it too). */
const TYPING_REPEAT_MS = 3_000;
/** Stopping for this long counts as having stopped typing. */
const TYPING_IDLE_MS = 4_000;

/**
 * The open conversation's room on the chat hub: joined while shown (rejoined by the hub client
 * after a reconnect), its NewMessage events written into the history (MensagemAtualizada replaces a
 * message in place), the colleagues' typing
 * (UserTyping) exposed, and `typing()` to tell them ours (SendTyping), throttled.
 */
export function useChatRoom(idChat: number, idInstituicao: number, userName: string) {
  const queryClient = useQueryClient();
  const [typingNames, setTypingNames] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const names = timers.current;
    void invokeChat(CHAT_METHODS.joinRoom, idChat, idInstituicao).catch(() => undefined);
    const unsubscribe = [
      onChatEvent(CHAT_EVENTS.newMessage, (mensagem) => {
        if (mensagem.idChat === idChat) writeMensagemToCache(queryClient, mensagem);
      }),
      // A reaction, an edit or a delete for everyone: the message changes in place, nothing is new.
      onChatEvent(CHAT_EVENTS.mensagemAtualizada, (mensagem) => {
        if (mensagem.idChat === idChat) replaceMensagemInCache(queryClient, mensagem);
      }),
      onChatEvent(CHAT_EVENTS.userTyping, (name, isTyping) => {
        clearTimeout(names.get(name));
        names.delete(name);
        if (isTyping)
          names.set(
            name,
            setTimeout(() => forget(name), TYPING_SHOWN_MS),
          );
        setTypingNames([...names.keys()]);
      }),
    ];
    function forget(name: string) {
      names.delete(name);
      setTypingNames([...names.keys()]);
    }
    return () => {
      unsubscribe.forEach((off) => off());
      names.forEach((timer) => clearTimeout(timer));
      names.clear();
      setTypingNames([]);
      void invokeChat(CHAT_METHODS.leaveRoom, idChat, idInstituicao).catch(() => undefined);
    };
  }, [queryClient, idChat, idInstituicao]);

  const send = useCallback(
    (isTyping: boolean) => {
      lastSent.current = isTyping ? Date.now() : 0;
      void invokeChat(CHAT_METHODS.sendTyping, idChat, userName, isTyping).catch(() => undefined);
    },
    [idChat, userName],
  );

  /** Call on every keystroke; `false` once the text is sent or cleared. */
  const typing = useCallback(
    (isTyping: boolean) => {
      if (idleTimer.current) clearTimeout(idleTimer.current);
      if (!isTyping) {
        if (lastSent.current) send(false);
        return;
      }
      if (Date.now() - lastSent.current > TYPING_REPEAT_MS) send(true);
      idleTimer.current = setTimeout(() => send(false), TYPING_IDLE_MS);
    },
    [send],
  );

  useEffect(
    () => () => {
      if (idleTimer.current) clearTimeout(idleTimer.current);
    },
    [idChat],
  );

  return { typingNames, typing };
}
