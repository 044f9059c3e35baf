import * as v from '@colabora/shared/schema';

/*
 * What a WhatsApp message carries beyond a text or a file (issue #26, docs/decisions/0025): the
 * message it answers, the reactions it got, its edits, a delete for everyone, and the kinds that
 * are neither text nor file (a location, contact cards, a poll, a sticker, a kind not known yet).
 * Every field is optional on the message contract: a client that ignores them still shows the
 * message's `texto`, which the API fills with a readable summary of the kind.
 */

const instantSchema = v.string();
const MENSAGEM_DIRECOES_CITADA = ['entrada', 'saida', 'nota'] as const;

/** Longest preview of a quoted message the API sends (the bubble shows one or two lines). */
export const CITACAO_PREVIA_MAX = 160;

/**
 * The message a message answers (WhatsApp's `contextInfo.stanzaId`). `idMensagem` and `direcao`
 * are null when the original is not in this conversation (sent before the channel was connected):
 * the preview is then the one the contact's phone sent with the reply.
 */
export const mensagemCitadaSchema = v.strictObject({
  idMensagem: v.nullable(v.number()),
  direcao: v.nullable(v.picklist(MENSAGEM_DIRECOES_CITADA)),
  /** A short text: the quoted text, or its kind ('Imagem', 'Localização…') when it has none. */
  previa: v.string(),
});
export type MensagemCitada = v.InferOutput<typeof mensagemCitadaSchema>;

/** Who reacted: the contact, or the institution's number (one reaction per WhatsApp account). */
export const REACAO_AUTORES = ['contato', 'equipe'] as const;
export type ReacaoAutor = (typeof REACAO_AUTORES)[number];

/** A reaction shown under the message; a changed one replaces it, a removed one is gone. */
export const mensagemReacaoSchema = v.strictObject({
  emoji: v.string(),
  de: v.picklist(REACAO_AUTORES),
  reagidaEm: instantSchema,
});
export type MensagemReacao = v.InferOutput<typeof mensagemReacaoSchema>;

/** A text the message had before an edit (staff keep what they were told), oldest first. */
export const mensagemEdicaoSchema = v.strictObject({ texto: v.string(), substituidaEm: instantSchema });
export type MensagemEdicao = v.InferOutput<typeof mensagemEdicaoSchema>;

/** One card of a contact message (vCard): a name and its phones, as written on the card. */
export const contatoCartaoSchema = v.strictObject({ nome: v.string(), telefones: v.array(v.string()) });
export type ContatoCartao = v.InferOutput<typeof contatoCartaoSchema>;

/**
 * The kinds that are neither a text nor a file, and the sticker (a file shown as a small image).
 * `nao_suportado` names WhatsApp's own type, so nothing a contact sent is ever silent.
 */
export const mensagemConteudoSchema = v.variant('tipo', [
  v.strictObject({
    tipo: v.literal('localizacao'),
    latitude: v.number(),
    longitude: v.number(),
    nome: v.nullable(v.string()),
    endereco: v.nullable(v.string()),
  }),
  v.strictObject({ tipo: v.literal('contatos'), contatos: v.array(contatoCartaoSchema) }),
  v.strictObject({
    tipo: v.literal('enquete'),
    pergunta: v.string(),
    opcoes: v.array(v.string()),
    /** How many options a voter may pick (0: any number, as WhatsApp counts it). */
    escolhas: v.number(),
  }),
  v.strictObject({ tipo: v.literal('figurinha') }),
  v.strictObject({ tipo: v.literal('nao_suportado'), tipoOriginal: v.string() }),
]);
export type MensagemConteudo = v.InferOutput<typeof mensagemConteudoSchema>;

/** What a message of a kind the product does not show yet reads as (with WhatsApp's type). */
export const naoSuportadoTexto = (tipoOriginal: string) => `Tipo de mensagem não suportado (${tipoOriginal})`;

/** What a message the contact deleted for everyone reads as (staff still see what it said). */
export const MENSAGEM_APAGADA_TEXTO = 'Mensagem apagada pelo contato';

/** What a message staff deleted for everyone reads as to staff (the contact sees "Mensagem apagada"). */
export const MENSAGEM_APAGADA_EQUIPE_TEXTO = 'Mensagem apagada para todos pela equipe';

/** How long after sending WhatsApp lets staff edit a text. */
export const EDICAO_JANELA_MINUTOS = 15;

/**
 * The map link of a location: a plain link, opened by the user's choice, so no map tiles (and no
 * request to a map provider) load with the conversation.
 * @example mapaUrl(-23.55, -46.63) // → 'https://www.google.com/maps?q=-23.55,-46.63'
 */
export const mapaUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps?q=${latitude},${longitude}`;

/** The reactions staff choose from (a short set, as WhatsApp offers first). */
export const REACOES_EQUIPE = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export type ReacaoEquipe = (typeof REACOES_EQUIPE)[number];

/**
 * PUT /api/chats/{idChat}/mensagens/{idMensagem}/reacao: the institution's reaction to a message
 * on WhatsApp ('' takes it back). Not a message: it replaces the institution's earlier one.
 */
export const reagirInputSchema = v.strictObject({
  emoji: v.picklist([...REACOES_EQUIPE, ''], `Reação inválida: use ${REACOES_EQUIPE.join(' ')} ou vazio para tirar.`),
});
export type ReagirInput = v.InferOutput<typeof reagirInputSchema>;
