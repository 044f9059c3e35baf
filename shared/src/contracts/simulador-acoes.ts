import * as v from '@colabora/shared/schema';
import { requiredMultilineSchema, requiredTextSchema } from './admin/common';
import { MENSAGEM_TEXTO_MAX, telefoneE164Schema } from './chat';

/*
 * POST /api/canais/{idCanal}/simulador/acoes: the simulated contact does what a WhatsApp user does
 * besides writing a text or sending a file (issue #26) — answers a message, reacts, edits or
 * deletes what they sent, shares a location, a contact or a poll, sends a sticker, a view-once or
 * disappearing message, or a kind the product does not show yet. Each enters exactly as Evolution
 * API v2 posts it (api/src/modules/canais/evolution-payloads.ts).
 */

const idGatewaySchema = v.pipe(v.string('Informe a mensagem.'), v.regex(/^[\w-]{1,128}$/, 'Mensagem inválida.'));
const textoSchema = requiredMultilineSchema('Mensagem', MENSAGEM_TEXTO_MAX, 'Escreva a mensagem.');
const rotuloSchema = (label: string) => v.optional(requiredTextSchema(label, 200));

export const simuladorAcaoSchema = v.variant('tipo', [
  v.strictObject({
    tipo: v.literal('texto'),
    texto: textoSchema,
    /** The message it answers: its gateway id and the text the phone quotes. */
    citando: v.optional(v.strictObject({ idGateway: idGatewaySchema, texto: v.pipe(v.string(), v.maxLength(4096)) })),
  }),
  v.strictObject({
    tipo: v.literal('reacao'),
    alvo: idGatewaySchema,
    /** '' removes the contact's reaction. */
    emoji: v.pipe(v.string(), v.maxLength(32, 'Reação inválida.')),
  }),
  v.strictObject({ tipo: v.literal('edicao'), alvo: idGatewaySchema, texto: textoSchema }),
  v.strictObject({ tipo: v.literal('apagar'), alvo: idGatewaySchema }),
  v.strictObject({
    tipo: v.literal('localizacao'),
    latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    nome: rotuloSchema('Nome do lugar'),
    endereco: rotuloSchema('Endereço'),
  }),
  v.strictObject({ tipo: v.literal('contato'), nome: requiredTextSchema('Nome', 120), telefone: telefoneE164Schema }),
  v.strictObject({
    tipo: v.literal('enquete'),
    pergunta: requiredTextSchema('Pergunta', 255),
    opcoes: v.pipe(v.array(requiredTextSchema('Opção', 100)), v.minLength(2), v.maxLength(12)),
  }),
  v.strictObject({ tipo: v.literal('figurinha') }),
  v.strictObject({ tipo: v.literal('visualizacao_unica'), legenda: v.pipe(v.string(), v.maxLength(1024)) }),
  v.strictObject({ tipo: v.literal('temporaria'), texto: textoSchema }),
  v.strictObject({
    tipo: v.literal('desconhecido'),
    tipoOriginal: v.pipe(v.string(), v.regex(/^[A-Za-z]\w{0,59}$/, 'Tipo inválido.')),
  }),
]);
export type SimuladorAcao = v.InferOutput<typeof simuladorAcaoSchema>;

export const simuladorAcaoInputSchema = v.strictObject({
  telefone: telefoneE164Schema,
  nome: requiredTextSchema('Nome', 120, 'Informe o nome do contato.'),
  acao: simuladorAcaoSchema,
});
export type SimuladorAcaoInput = v.InferInput<typeof simuladorAcaoInputSchema>;
