import * as v from '@colabora/shared/schema';
import { optionalMultilineSchema, requiredTextSchema } from './admin/common';
import { filaRoteamentoSchema } from './filas-roteamento';
import { idRef, idText } from './route-params';

/*
 * Queues (filas) of a service team (issue #27, ADR 0034): Pedidos, Financeiro, Suporte. Each has
 * members (users), a colour and, optionally, a digit in the greeting menu a new contact receives
 * ("Olá! Digite 1 para Pedidos, 2 para Financeiro."). A channel has a default queue; a conversation
 * carries its queue; a transfer moves it to a person or a queue with a note only staff see.
 */

/** The colours offered for a queue's badge (readable as white text's background, AA). */
export const FILA_CORES = [
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#4e342e',
] as const;

/** The digits a greeting menu offers (one per queue). */
export const FILA_OPCAO_MAX = 9;

/** How many invalid answers to the greeting menu are asked again before the default queue. */
export const SAUDACAO_REPETICOES_MAX = 2;

const intSchema = v.pipe(v.number(), v.integer());

/** A queue as a conversation names it (the list's badge, the header). */
export const filaRefSchema = v.strictObject({ idFila: intSchema, nome: v.string(), cor: v.string() });
export type FilaRef = v.InferOutput<typeof filaRefSchema>;

export const filaSchema = v.strictObject({
  idFila: intSchema,
  nome: v.string(),
  cor: v.string(),
  /** Its digit in the greeting menu; null: not offered there. */
  opcaoSaudacao: v.nullable(intSchema),
  membros: v.array(v.strictObject({ idUsuario: intSchema, nome: v.string() })),
  /** The channels whose default queue it is. */
  canaisPadrao: v.array(v.strictObject({ idCanal: intSchema, nome: v.string() })),
  /** Automatic assignment, business hours, away message and first responder (ADR 0037). */
  roteamento: filaRoteamentoSchema,
  /** Whether a resolved conversation of this queue asks the contact for a grade (CSAT, ADR 0039). */
  avaliacao: v.optional(v.boolean()),
});
export type Fila = v.InferOutput<typeof filaSchema>;

/** GET /api/filas: the queues, the channels (with their default queue) and the greeting as sent. */
export const filasPainelSchema = v.strictObject({
  filas: v.array(filaSchema),
  canais: v.array(
    v.strictObject({
      idCanal: intSchema,
      nome: v.string(),
      idFilaPadrao: v.nullable(intSchema),
      /** Whether a new contact on this number receives the greeting menu. */
      saudacao: v.boolean(),
    }),
  ),
  /** The institution's active users: who can be a member. */
  usuarios: v.array(v.strictObject({ idUsuario: intSchema, nome: v.string() })),
  /** The institution's active AI specialists: who can answer a queue first (ADR 0037). */
  especialistas: v.optional(v.array(v.strictObject({ idEspecialista: intSchema, nome: v.string() }))),
  /** The menu a new contact receives, generated from the queues with a digit; null when none has. */
  saudacao: v.nullable(v.string()),
});
export type FilasPainel = v.InferOutput<typeof filasPainelSchema>;

/** POST /api/filas and PUT /api/filas/{idFila}. */
export const salvarFilaInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome', 40, 'Informe o nome da fila.'),
  cor: v.picklist(FILA_CORES, 'Cor inválida: escolha uma das cores oferecidas.'),
  opcaoSaudacao: v.nullable(
    v.pipe(
      v.number('Opção do menu inválida.'),
      v.integer('Opção do menu inválida.'),
      v.minValue(1, `Opção do menu: de 1 a ${FILA_OPCAO_MAX}.`),
      v.maxValue(FILA_OPCAO_MAX, `Opção do menu: de 1 a ${FILA_OPCAO_MAX}.`),
    ),
  ),
  idsMembros: v.pipe(v.array(idRef('Membro')), v.maxLength(500, 'Membros demais.')),
  /** Ask for a grade when a conversation is resolved; left out: unchanged (off for a new queue). */
  avaliacao: v.optional(v.boolean('Informe se a fila pede a avaliação do atendimento.')),
});
export type SalvarFilaInput = v.InferInput<typeof salvarFilaInputSchema>;

export const idFilaParamsSchema = v.strictObject({ idFila: idText('idFila') });

/** PUT /api/filas/canais/{idCanal}: the channel's default queue (null: none) and whether it sends the greeting. */
export const filaPadraoInputSchema = v.strictObject({
  idFilaPadrao: v.nullable(idRef('Fila padrão')),
  saudacao: v.boolean('Informe se o canal envia o menu de saudação.'),
});

/** GET /api/chats/filas (Chat screen): the queues to filter and transfer to, and which are the caller's. */
export const filasDoChatSchema = v.array(v.strictObject({ ...filaRefSchema.entries, minha: v.boolean() }));
export type FilaDoChat = v.InferOutput<typeof filasDoChatSchema>[number];

/** POST /api/chats/{idChat}/transferencia: to a person or to a queue, with a note only staff see. */
export const transferirChatInputSchema = v.pipe(
  v.strictObject({
    idUsuario: v.optional(v.nullable(idRef('Usuário'))),
    idFila: v.optional(v.nullable(idRef('Fila'))),
    nota: optionalMultilineSchema('Nota', 1000),
  }),
  v.check(
    (input) => (input.idUsuario != null) !== (input.idFila != null),
    'Escolha para quem transferir: uma pessoa ou uma fila.',
  ),
);
export type TransferirChatInput = v.InferInput<typeof transferirChatInputSchema>;

/**
 * The greeting menu's text, from the queues with a digit (in the digit's order).
 * @example saudacaoTexto([{ opcaoSaudacao: 1, nome: 'Pedidos' }, { opcaoSaudacao: 2, nome: 'Financeiro' }]) // → 'Olá! Digite 1 para Pedidos, 2 para Financeiro.'
 */
export function saudacaoTexto(filas: readonly { opcaoSaudacao: number | null; nome: string }[]): string | null {
  const opcoes = filas
    .filter((fila): fila is { opcaoSaudacao: number; nome: string } => fila.opcaoSaudacao !== null)
    .sort((a, b) => a.opcaoSaudacao - b.opcaoSaudacao)
    .map((fila) => `${fila.opcaoSaudacao} para ${fila.nome}`);
  return opcoes.length ? `Olá! Digite ${opcoes.join(', ')}.` : null;
}
