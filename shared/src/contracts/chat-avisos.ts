import * as v from '@colabora/shared/schema';
import type { Canal } from './chat-canais';
import type { Chat } from './chat';

/*
 * Notices that follow staff across the app (issue #27, ADR 0028): which conversations are
 * waiting for the signed-in user. The side menu's Chat badge, the tab title and the toast on other
 * screens all count the same conversations.
 */

const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** GET /api/chats/nao-lidas: the conversations waiting for the caller, once; hub events keep it live. */
export const chatsAguardandoSchema = v.strictObject({
  /** The conversations that count (waitsForUser), newest activity first. */
  idsChat: v.array(idSchema),
  /**
   * The newest message id stored when this was answered: a ConversaAtualizada whose last message is
   * newer is news (a toast); an older one is a conversation changing (assigned, read) and is not.
   */
  ultimoIdMensagem: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /**
   * The institution's WhatsApp channels that were connected and are not now (issue #26, ADR 0033):
   * the banner on every screen. CanalAtualizado and CanalExcluido keep it live.
   */
  canaisFora: v.array(
    v.strictObject({
      idCanal: idSchema,
      nome: v.string(),
      /** When it went down (ISO). */
      desde: v.string(),
    }),
  ),
  /** The caller's queues (ADR 0034): an unassigned conversation in another queue is not theirs to take. */
  idsFila: v.array(idSchema),
  /**
   * The channels whose reconciliation found messages sent while they (or the API) were away, in
   * the last RECUPERACAO_AVISO_HORAS (issue #26, ADR 0036): "N mensagens recebidas enquanto o canal
   * estava desconectado". CanalAtualizado keeps it live. Optional only for an answer cached before it.
   */
  canaisRecuperados: v.optional(
    v.array(
      v.strictObject({
        idCanal: idSchema,
        nome: v.string(),
        novas: v.pipe(v.number(), v.integer(), v.minValue(1)),
        /** When the reconciliation stored them (ISO). */
        em: v.string(),
      }),
    ),
  ),
});
export type ChatsAguardando = v.InferOutput<typeof chatsAguardandoSchema>;

export type CanalFora = ChatsAguardando['canaisFora'][number];

export type CanalRecuperado = NonNullable<ChatsAguardando['canaisRecuperados']>[number];

/** How long the notice of messages fetched after an outage stays (it can be closed before). */
export const RECUPERACAO_AVISO_HORAS = 24;

/**
 * "12 mensagens recebidas enquanto o canal ‘Loja Centro’ estava desconectado" (ADR 0036).
 * @example recuperadasTexto({ idCanal: 1, nome: 'Loja Centro', novas: 1, em: '…' }) // → '1 mensagem recebida enquanto o canal ‘Loja Centro’ estava desconectado'
 */
export function recuperadasTexto(canal: Pick<CanalRecuperado, 'nome' | 'novas'>): string {
  const quantas = canal.novas === 1 ? '1 mensagem recebida' : `${canal.novas} mensagens recebidas`;
  return `${quantas} enquanto o canal ‘${canal.nome}’ estava desconectado`;
}

/**
 * A channel's change applied to the notices of messages fetched after an outage: a newer
 * reconciliation that found messages replaces the channel's notice (or adds it).
 */
export function applyCanalRecuperado(
  recuperados: readonly CanalRecuperado[],
  canal: Pick<Canal, 'idCanal' | 'nome' | 'recuperacao'>,
): CanalRecuperado[] {
  const recuperacao = canal.recuperacao;
  const atual = recuperados.find((item) => item.idCanal === canal.idCanal);
  if (!recuperacao || atual?.em === recuperacao.em) return [...recuperados];
  const item = { idCanal: canal.idCanal, nome: canal.nome, novas: recuperacao.novas, em: recuperacao.em };
  return [...recuperados.filter((other) => other.idCanal !== canal.idCanal), item];
}

/**
 * A channel's change applied to the channels down: one connected again (or never connected) leaves
 * the list, one that went down joins it (or keeps its place, renamed).
 * @example applyCanalFora([], { idCanal: 1, nome: 'Loja', estado: 'desconectado', desconectadoEm: '2026-11-26T14:02:00Z' })
 */
export function applyCanalFora(
  canaisFora: readonly CanalFora[],
  canal: Pick<Canal, 'idCanal' | 'nome' | 'estado' | 'desconectadoEm'>,
): CanalFora[] {
  const others = canaisFora.filter((fora) => fora.idCanal !== canal.idCanal);
  if (canal.estado === 'conectado' || !canal.desconectadoEm) return others;
  const fora = { idCanal: canal.idCanal, nome: canal.nome, desde: canal.desconectadoEm };
  const index = canaisFora.findIndex((item) => item.idCanal === canal.idCanal);
  return index < 0 ? [...others, fora] : canaisFora.map((item) => (item.idCanal === canal.idCanal ? fora : item));
}

/** What the rule reads of a conversation. */
export type ChatAguardandoCampos = Pick<Chat, 'status' | 'naoLidas' | 'responsavel' | 'especialista'> &
  Partial<Pick<Chat, 'fila' | 'aguardandoSaudacao' | 'adiadaAte'>>;

/**
 * The one rule of "waiting for me" on the client (the API's SQL twin is
 * api/src/modules/chat/chat-avisos.queries.ts): a conversation not resolved, with unread messages
 * from the contact, assigned to the user, or assigned to nobody, not answered by an AI specialist,
 * not in the greeting menu, and in no queue or one of the user's queues `idsFila` (ADR 0034).
 *
 * @example waitsForUser({ status: 'aberta', naoLidas: 2, responsavel: null, especialista: null }, 7) // → true
 * @example waitsForUser({ status: 'aberta', naoLidas: 2, responsavel: null, especialista: null, fila: { idFila: 3, nome: 'Financeiro', cor: '#2e7d32' } }, 7, [1]) // → false
 */
export function waitsForUser(chat: ChatAguardandoCampos, idUsuario: number, idsFila: readonly number[] = []): boolean {
  if (chat.status === 'resolvida' || chat.naoLidas <= 0) return false;
  // Snoozed (ADR 0038): it waits for nobody until it wakes.
  if (chat.adiadaAte) return false;
  if (chat.responsavel) return chat.responsavel.idUsuario === idUsuario;
  if (chat.especialista !== null || chat.aguardandoSaudacao) return false;
  return !chat.fila || idsFila.includes(chat.fila.idFila);
}
