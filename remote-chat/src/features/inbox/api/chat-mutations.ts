import {
  chatSchema,
  mensagemSchema,
  type ApiResponse,
  type Chat,
  type ChatStatus,
  type EnviarConteudoInput,
  type EnviarMidiaInput,
  type Mensagem,
} from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  mensagensQueryKey,
  removeChatFromCache,
  replaceMensagemInCache,
  writeChatToCache,
  writeMensagemToCache,
} from './chats-cache';

/*
 * What staff do to a conversation. Each answer is written into the cache at once (the hub event
 * that follows writes the same copy again, harmlessly), so the screen never waits for a refetch.
 */

type Envelope<T> = ApiResponse<T>;

/**
 * What staff send to a conversation and its status or assignee reach the API one after another, in
 * the order staff did them (TanStack Query runs mutations of one scope serially). A reply typed and
 * a "Resolvida" chosen at once would otherwise race: the contact could get the satisfaction question
 * before the reply, and a survey asked before the reply was stored credits nobody (ADR 0039).
 */
const conversationScope = (idChat: number) => ({ id: `conversa-${idChat}` });

/** A text to the contact, answering `idCitada` (a quoted reply) when given. */
export const sendMensagem = (idChat: number, texto: string, idCitada?: number) =>
  getEnvelope(http.post(`/api/chats/${idChat}/mensagens`, { json: { texto, idCitada } }), mensagemSchema);

export const sendNota = (idChat: number, texto: string) =>
  getEnvelope(http.post(`/api/chats/${idChat}/notas`, { json: { texto } }), mensagemSchema);

/** POST /api/chats/{idChat}/midias: a file as a data URL, its name and caption. */
export const sendMidia = (idChat: number, input: EnviarMidiaInput) =>
  getEnvelope(http.post(`/api/chats/${idChat}/midias`, { json: input }), mensagemSchema);

/** POST /api/chats/{idChat}/conteudos: a location or a contact card (ADR 0033). */
export const sendConteudo = (idChat: number, input: EnviarConteudoInput) =>
  getEnvelope(http.post(`/api/chats/${idChat}/conteudos`, { json: input }), mensagemSchema);

export const resendMensagem = (idChat: number, idMensagem: number) =>
  getEnvelope(http.post(`/api/chats/${idChat}/mensagens/${idMensagem}/reenviar`), mensagemSchema);

/** PUT …/reacao: the institution's reaction on WhatsApp ('' takes it back); not a new message. */
export const reagir = (idChat: number, idMensagem: number, emoji: string) =>
  getEnvelope(http.put(`/api/chats/${idChat}/mensagens/${idMensagem}/reacao`, { json: { emoji } }), mensagemSchema);

/** PUT …/mensagens/{id}: the new text of staff's text message (within WhatsApp's 15 minutes). */
export const editarMensagem = (idChat: number, idMensagem: number, texto: string) =>
  getEnvelope(http.put(`/api/chats/${idChat}/mensagens/${idMensagem}`, { json: { texto } }), mensagemSchema);

/** DELETE …/mensagens/{id}: staff's message deleted for everyone (the contact sees "Mensagem apagada"). */
export const apagarParaTodos = (idChat: number, idMensagem: number) =>
  getEnvelope(http.delete(`/api/chats/${idChat}/mensagens/${idMensagem}`), mensagemSchema);

export const changeChatStatus = (idChat: number, status: ChatStatus) =>
  getEnvelope(http.put(`/api/chats/${idChat}/status`, { json: { status } }), chatSchema);

export const assignChat = (idChat: number, idUsuario: number | null) =>
  getEnvelope(http.put(`/api/chats/${idChat}/responsavel`, { json: { idUsuario } }), chatSchema);

export const markChatRead = (idChat: number) => getEnvelope(http.put(`/api/chats/${idChat}/lida`), chatSchema);

export const deleteChat = (idChat: number) => getEnvelope(http.delete(`/api/chats/${idChat}`));

/**
 * Text to the contact (quoting `idCitada` when given), or an internal note (`nota`); the message
 * lands in the history at once.
 */
export function useSendMensagem(idChat: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: conversationScope(idChat),
    mutationFn: ({ texto, nota, idCitada }: { texto: string; nota: boolean; idCitada?: number }) =>
      nota ? sendNota(idChat, texto) : sendMensagem(idChat, texto, idCitada),
    onSuccess: (body: Envelope<Mensagem>) => {
      if (body.data) writeMensagemToCache(queryClient, body.data);
    },
  });
}

/** A file to the contact; the message lands in the history at once, like a text. */
export function useSendMidia(idChat: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: conversationScope(idChat),
    mutationFn: (input: EnviarMidiaInput) => sendMidia(idChat, input),
    onSuccess: (body: Envelope<Mensagem>) => {
      if (body.data) writeMensagemToCache(queryClient, body.data);
    },
  });
}

export function useSendConteudo(idChat: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: conversationScope(idChat),
    mutationFn: (input: EnviarConteudoInput) => sendConteudo(idChat, input),
    onSuccess: (body: Envelope<Mensagem>) => {
      if (body.data) writeMensagemToCache(queryClient, body.data);
    },
  });
}

export function useResendMensagem(idChat: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: conversationScope(idChat),
    mutationFn: (idMensagem: number) => resendMensagem(idChat, idMensagem),
    onSuccess: (body: Envelope<Mensagem>) => {
      if (body.data) writeMensagemToCache(queryClient, body.data);
    },
  });
}

/** A reaction changes the message where it is (never adds one). */
export function useReagir(idChat: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idMensagem, emoji }: { idMensagem: number; emoji: string }) => reagir(idChat, idMensagem, emoji),
    onSuccess: (body: Envelope<Mensagem>) => {
      if (body.data) replaceMensagemInCache(queryClient, body.data);
    },
  });
}

/** Staff's own message edited or deleted for everyone: changed where it is. */
export function useAlterarMensagem(idChat: number) {
  const queryClient = useQueryClient();
  const write = (body: Envelope<Mensagem>) => {
    if (body.data) replaceMensagemInCache(queryClient, body.data);
  };
  return {
    editar: useMutation({
      mutationFn: ({ idMensagem, texto }: { idMensagem: number; texto: string }) =>
        editarMensagem(idChat, idMensagem, texto),
      onSuccess: write,
    }),
    apagar: useMutation({ mutationFn: (idMensagem: number) => apagarParaTodos(idChat, idMensagem), onSuccess: write }),
  };
}

/** Status, assignee and "read" change the conversation: every list and the header get the new copy. */
export function useUpdateChat(idChat: number) {
  const queryClient = useQueryClient();
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  const write = (body: Envelope<Chat>) => {
    if (body.data) writeChatToCache(queryClient, body.data, idUsuario);
  };
  return {
    status: useMutation({
      scope: conversationScope(idChat),
      mutationFn: (status: ChatStatus) => changeChatStatus(idChat, status),
      onSuccess: (body) => {
        write(body);
        // Resolving or reopening draws a separator in the history (ADR 0035): read it again.
        void queryClient.invalidateQueries({ queryKey: mensagensQueryKey(idChat) });
      },
    }),
    assign: useMutation({
      scope: conversationScope(idChat),
      mutationFn: (id: number | null) => assignChat(idChat, id),
      onSuccess: write,
    }),
    markRead: useMutation({ mutationFn: () => markChatRead(idChat), onSuccess: write }),
    remove: useMutation({
      mutationFn: () => deleteChat(idChat),
      onSuccess: () => removeChatFromCache(queryClient, idChat),
    }),
  };
}
