import * as v from '@colabora/shared/schema';
import {
  mensagemCitadaSchema,
  mensagemConteudoSchema,
  mensagemEdicaoSchema,
  mensagemReacaoSchema,
} from './chat-conteudo';
import { e164Schema } from './chat-canais';
import { enviarMidiaCamposSchema, MENSAGEM_TIPOS, midiaSchema } from './chat-midia';
import { onlyDigits } from '../format/only-digits';
import { queryIntSchema, requiredMultilineSchema, requiredTextSchema } from './admin/common';
import { cleanText } from './clean-text';
import { CONSENTIMENTO_ORIGENS } from './consentimento';
import { etiquetaSchema } from './chat-agenda';
import { filaRefSchema } from './filas';
import { idRef, idText, MAX_ID } from './route-params';

/*
 * Chat with contacts over WhatsApp channels (screen 'chat', DESIGN §5a): conversations, messages,
 * the cursor pages they are listed in, and what the API accepts. The channels are chat-canais.ts.
 * Phones travel in E.164 ('+5511988887777'); contacts are Brazilian numbers for now (contatos).
 */

export const CHAT_STATUS = ['aberta', 'pendente', 'resolvida'] as const;
export type ChatStatus = (typeof CHAT_STATUS)[number];

export const CHAT_STATUS_LABELS: Readonly<Record<ChatStatus, string>> = {
  aberta: 'Aberta',
  pendente: 'Pendente',
  resolvida: 'Resolvida',
};

/** entrada: from the contact; saida: from staff to the contact; nota: internal, never sent. */
export const MENSAGEM_DIRECOES = ['entrada', 'saida', 'nota'] as const;
export type MensagemDirecao = (typeof MENSAGEM_DIRECOES)[number];

/** Delivery status, in the order a sent message advances (falhou ends it). */
export const MENSAGEM_STATUS = ['pendente', 'enviada', 'entregue', 'lida', 'falhou'] as const;
export type MensagemStatus = (typeof MENSAGEM_STATUS)[number];

/** Longest text message WhatsApp takes (and the API stores). */
export const MENSAGEM_TEXTO_MAX = 4096;
/** Most items one page of chats or messages may ask for. */
export const CHAT_PAGE_LIMIT_MAX = 100;

const intSchema = v.pipe(v.number(), v.integer());
const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const instantSchema = v.string();

/**
 * A Brazilian phone as typed or as a gateway gives it ('(11) 98888-7777', '5511988887777',
 * '+55 11 98888-7777'), output in E.164.
 * @example v.parse(telefoneE164Schema, '(11) 98888-7777') // → '+5511988887777'
 */
export const telefoneE164Schema = v.pipe(
  v.string('Informe o telefone.'),
  v.regex(/^[\d\s()+.-]*$/, 'Telefone inválido: use apenas números.'),
  v.transform((value: string) => {
    const digits = onlyDigits(value);
    return digits.length <= 11 ? `55${digits}` : digits;
  }),
  v.regex(/^55[1-9]{2}\d{8,9}$/, 'Telefone inválido: informe DDD e número (por enquanto, só números do Brasil).'),
  v.transform((digits: string) => `+${digits}`),
);

const usuarioRefSchema = v.strictObject({ idUsuario: intSchema, nome: v.string() });
/** An AI specialist as a conversation or a message names it (especialistas.ts). */
const especialistaRefSchema = v.strictObject({ idEspecialista: intSchema, nome: v.string() });

/**
 * A separator of a conversation's one history (ADR 0035): where a service ended ('encerrado'),
 * began again ('reaberto'), or where another conversation of the same person was joined to this
 * one ('mesclado', `detalhe`: whose). Drawn before or after the message that carries it.
 */
export const MARCO_TIPOS = ['encerrado', 'reaberto', 'mesclado'] as const;
export type MarcoTipo = (typeof MARCO_TIPOS)[number];
export const mensagemMarcoSchema = v.strictObject({
  tipo: v.picklist(MARCO_TIPOS),
  lado: v.picklist(['antes', 'depois']),
  em: instantSchema,
  detalhe: v.optional(v.string()),
});
export type MensagemMarco = v.InferOutput<typeof mensagemMarcoSchema>;

export const mensagemSchema = v.strictObject({
  idMensagem: intSchema,
  idChat: intSchema,
  direcao: v.picklist(MENSAGEM_DIRECOES),
  tipo: v.picklist(MENSAGEM_TIPOS),
  /** The text, or a file's caption ('' when it has none). */
  texto: v.string(),
  /** The file of an image, audio, video or document message (its bytes: GET …/midia); null or absent for text. */
  midia: v.optional(v.nullable(midiaSchema)),
  status: v.picklist(MENSAGEM_STATUS),
  /** The staff member who wrote it (saida, nota); null for the contact's messages and the specialist's. */
  autor: v.nullable(usuarioRefSchema),
  /** The AI specialist that wrote it (its answers and hand-off notes); null or absent otherwise. */
  especialista: v.optional(v.nullable(especialistaRefSchema)),
  criadoEm: instantSchema,
  /** The message it answers (a quoted reply); null or absent otherwise. */
  citada: v.optional(v.nullable(mensagemCitadaSchema)),
  /** Its reactions, one per person; absent or empty when none. */
  reacoes: v.optional(v.array(mensagemReacaoSchema)),
  /** When its text was last edited (the text is the new one); null or absent when never. */
  editadaEm: v.optional(v.nullable(instantSchema)),
  /** The texts it had before each edit, oldest first (staff keep what they were told). */
  edicoes: v.optional(v.array(mensagemEdicaoSchema)),
  /** When the contact deleted it for everyone; the text stays for staff, marked. */
  apagadaEm: v.optional(v.nullable(instantSchema)),
  /** A location, contact cards, a poll, a sticker or a kind not supported yet; `texto` summarises it. */
  conteudo: v.optional(v.nullable(mensagemConteudoSchema)),
  /**
   * The contact's message reached us by reconciliation after the channel (or the API) was away,
   * not by its webhook (ADR 0036): the history says so above a run of them. Absent otherwise.
   */
  recuperada: v.optional(v.literal(true)),
  /** The history's separators drawn beside it (a service ended or reopened, a conversation joined); absent when none. */
  marcos: v.optional(v.array(mensagemMarcoSchema)),
});
export type Mensagem = v.InferOutput<typeof mensagemSchema>;

/** A conversation as the list and the header show it. */
export const chatSchema = v.strictObject({
  idChat: intSchema,
  idInstituicao: intSchema,
  idCanal: intSchema,
  status: v.picklist(CHAT_STATUS),
  /** `telefone` null: a contact WhatsApp has shown only by its LID so far (ADR 0035). */
  contato: v.strictObject({ idContato: intSchema, nome: v.string(), telefone: v.nullable(e164Schema) }),
  responsavel: v.nullable(usuarioRefSchema),
  /** The AI specialist answering it; null when staff hold it. */
  especialista: v.nullable(especialistaRefSchema),
  /** Its queue (ADR 0034); null or absent: none yet (every member of staff sees it). */
  fila: v.optional(v.nullable(filaRefSchema)),
  /** The contact has the greeting menu and has not chosen yet: nobody is waited for. */
  aguardandoSaudacao: v.optional(v.boolean()),
  /** Snoozed until then (ADR 0038): out of the list until it wakes or the contact writes; null or absent: not snoozed. */
  adiadaAte: v.optional(v.nullable(instantSchema)),
  /** Its labels (ADR 0038), by name; absent or empty: none. */
  etiquetas: v.optional(v.array(etiquetaSchema)),
  /** It arrived outside its queue's hours and nobody answered yet: when the hours open (ADR 0037). */
  foraDoHorarioAte: v.optional(v.nullable(instantSchema)),
  naoLidas: countSchema,
  ultimaMensagem: v.nullable(
    v.strictObject({
      idMensagem: intSchema,
      direcao: v.picklist(MENSAGEM_DIRECOES),
      texto: v.string(),
      status: v.picklist(MENSAGEM_STATUS),
      criadoEm: instantSchema,
    }),
  ),
  ultimaMensagemEm: instantSchema,
  criadoEm: instantSchema,
});
export type Chat = v.InferOutput<typeof chatSchema>;

/**
 * One page of a list read by cursor (chats, messages): pass `nextCursor` back as `?cursor=` for the
 * next (older) page; null when there is none. Rows inserted meanwhile never repeat or shift a page.
 */
export type CursorPage<T> = { items: T[]; nextCursor: string | null };

/**
 * The schema of a `CursorPage<T>` of `item`.
 * @example cursorPageSchema(chatSchema) // data of GET /api/chats
 */
export function cursorPageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.strictObject({ items: v.array(item), nextCursor: v.nullable(v.string()) });
}

export const chatsPageSchema = cursorPageSchema(chatSchema);
export const mensagensPageSchema = cursorPageSchema(mensagemSchema);

const cursorSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Cursor inválido.'));

/** GET /api/chats: ?status=aberta,pendente&minhas=true&fila=minhas&q=maria&cursor=...&limit=30 */
export const listarChatsQuerySchema = v.strictObject({
  status: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(CHAT_STATUS, 'Status inválido no filtro.')),
    ),
  ),
  minhas: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'minhas deve ser true ou false.'),
      v.transform((value) => value === 'true'),
    ),
  ),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  /** A queue's id, `minhas` (the caller's queues) or `nenhuma` (no queue yet). */
  fila: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(minhas|nenhuma|[1-9]\d{0,9})$/, 'Fila inválida no filtro.'),
      v.transform((text) => (text === 'minhas' || text === 'nenhuma' ? text : Number(text))),
      v.check((value) => typeof value === 'string' || value <= MAX_ID, 'Fila inválida no filtro.'),
    ),
  ),
  /** The list's other filters (ADR 0038): a label, an assignee (or `nenhum`), a channel. */
  etiqueta: v.optional(idText('etiqueta')),
  responsavel: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(nenhum|[1-9]\d{0,9})$/, 'Responsável inválido no filtro.'),
      v.transform((text) => (text === 'nenhum' ? text : Number(text))),
      v.check((value) => typeof value === 'string' || value <= MAX_ID, 'Responsável inválido no filtro.'),
    ),
  ),
  canal: v.optional(idText('canal')),
  /** Only conversations with unread messages. */
  naoLidas: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'naoLidas deve ser true ou false.'),
      v.transform((value) => value === 'true'),
    ),
  ),
  /** Only conversations whose contact has waited for an answer longer than this many minutes. */
  esperando: v.optional(queryIntSchema('Esperando há (minutos)', 1, 10_080)),
  /** The snoozed conversations (which the list otherwise leaves out, unless searching). */
  adiadas: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'adiadas deve ser true ou false.'),
      v.transform((value) => value === 'true'),
    ),
  ),
  cursor: v.optional(cursorSchema),
  limit: v.optional(queryIntSchema('Limite', 1, CHAT_PAGE_LIMIT_MAX), 30),
});
export type ListarChatsQuery = v.InferOutput<typeof listarChatsQuerySchema>;

/** GET /api/chats/{idChat}/mensagens: ?cursor=...&limit=50 (newest first). */
export const listarMensagensQuerySchema = v.strictObject({
  cursor: v.optional(cursorSchema),
  limit: v.optional(queryIntSchema('Limite', 1, CHAT_PAGE_LIMIT_MAX), 50),
});

export const idChatParamsSchema = v.strictObject({ idChat: idText('idChat') });

const textoSchema = v.pipe(
  requiredMultilineSchema('Mensagem', MENSAGEM_TEXTO_MAX, 'Escreva a mensagem.'),
  v.maxLength(MENSAGEM_TEXTO_MAX, `Mensagem: no máximo ${MENSAGEM_TEXTO_MAX} caracteres.`),
);

/**
 * POST /api/chats/{idChat}/mensagens: a text, answering `idCitada` (a message of the same
 * conversation that reached WhatsApp) when given: a quoted reply.
 */
export const enviarMensagemInputSchema = v.strictObject({
  texto: textoSchema,
  idCitada: v.optional(idRef('Mensagem citada')),
});
export type EnviarMensagemInput = v.InferOutput<typeof enviarMensagemInputSchema>;

/** PUT /api/chats/{idChat}/mensagens/{idMensagem}: the new text of staff's text message (within WhatsApp's window). */
export const editarMensagemInputSchema = v.strictObject({ texto: textoSchema });

/** PUT /api/chats/{idChat}/status */
export const alterarStatusChatInputSchema = v.strictObject({
  status: v.picklist(CHAT_STATUS, 'Status inválido: use aberta, pendente ou resolvida.'),
});

/** PUT /api/chats/{idChat}/responsavel — null leaves the chat without an assignee. */
export const alterarResponsavelInputSchema = v.strictObject({
  idUsuario: v.nullable(idRef('Usuário responsável')),
});

/** POST /api/canais/{idCanal}/simulador/mensagens: the contact's side of a simulated channel. */
export const simuladorMensagemInputSchema = v.pipe(
  v.strictObject({
    telefone: telefoneE164Schema,
    nome: requiredTextSchema('Nome', 120, 'Informe o nome do contato.'),
    /** The text, or the file's caption. */
    texto: v.optional(
      v.pipe(
        v.string('Mensagem inválida.'),
        v.transform(cleanText),
        v.trim(),
        v.maxLength(MENSAGEM_TEXTO_MAX, `Mensagem: no máximo ${MENSAGEM_TEXTO_MAX} caracteres.`),
      ),
      '',
    ),
    /** A file the contact sends (image, audio, video or document), as the chat accepts them. */
    midia: v.optional(v.pick(enviarMidiaCamposSchema, ['arquivo', 'nome'])),
  }),
  v.check((input) => input.texto !== '' || input.midia !== undefined, 'Escreva a mensagem ou anexe um arquivo.'),
);
export type SimuladorMensagemInput = v.InferInput<typeof simuladorMensagemInputSchema>;

/** What the simulated phone answered when the contact wrote. */
export const simuladorEntradaSchema = v.strictObject({ idGateway: v.string(), idChat: v.nullable(intSchema) });

/** A message the simulated gateway was asked to send. */
export const simuladorEnviadaSchema = v.strictObject({
  idGateway: v.string(),
  telefone: e164Schema,
  /** The text, or a file's caption. */
  texto: v.string(),
  /** The file sent, as the contact's phone shows it (no bytes); absent for text. */
  midia: v.optional(midiaSchema),
  /** The file arrived as a voice message (WhatsApp's `ptt`), not as an audio file. */
  voz: v.optional(v.boolean()),
  /** A location or contact cards (the text is their summary). */
  conteudo: v.optional(mensagemConteudoSchema),
  /** The message it answers (a quoted reply): its gateway id and the line the phone shows. */
  citada: v.optional(v.strictObject({ idGateway: v.string(), previa: v.string() })),
  /** A reaction, not a message: the message it reacts to and the emoji ('' took it back). */
  reacao: v.optional(v.strictObject({ alvo: v.string(), emoji: v.string() })),
  /** Staff edited it (the text is the new one) or deleted it for everyone (the phone shows "Mensagem apagada"). */
  editada: v.optional(v.boolean()),
  apagada: v.optional(v.boolean()),
  enviadaEm: instantSchema,
});
export type SimuladorEnviada = v.InferOutput<typeof simuladorEnviadaSchema>;

/** POST /api/chats/{idChat}/mensagens/{idMensagem}/reenviar: a message that failed, sent again. */
export const idMensagemParamsSchema = v.strictObject({ idChat: idText('idChat'), idMensagem: idText('idMensagem') });

/** POST /api/chats/{idChat}/notas: an internal note, seen by staff only (never sent to the contact). */
export const criarNotaInputSchema = v.strictObject({ texto: textoSchema });

/** A colleague a conversation can be assigned or transferred to (GET /api/chats/responsaveis). */
export const responsavelSchema = usuarioRefSchema;
export type Responsavel = v.InferOutput<typeof responsavelSchema>;

/** GET /api/chats/{idChat}/contato: the contact panel (tags and LGPD consent arrive with marketing). */
export const chatContatoSchema = v.strictObject({
  idContato: intSchema,
  nome: v.string(),
  /** Null: known only by its WhatsApp LID so far (ADR 0035). */
  telefone: v.nullable(e164Schema),
  email: v.nullable(v.string()),
  /** yyyy-mm-dd, when known. */
  dataNascimento: v.nullable(v.string()),
  origem: v.picklist(['manual', 'importacao', 'whatsapp']),
  criadoEm: instantSchema,
  /**
   * The LGPD marketing consent now (the contact's page has its history). Optional only so that an
   * answer cached by an older client still reads; the API always sends it.
   */
  consentimento: v.optional(
    v.strictObject({
      marketing: v.boolean(),
      em: v.nullable(instantSchema),
      origem: v.nullable(v.picklist(CONSENTIMENTO_ORIGENS)),
    }),
  ),
});
export type ChatContato = v.InferOutput<typeof chatContatoSchema>;

/** A quick reply: staff type `/atalho` in the composer and pick it (managed per institution). */
export const respostaRapidaSchema = v.strictObject({
  idRespostaRapida: intSchema,
  /** Lowercase letters, digits and hyphens, without the slash: 'horario', 'pix'. */
  atalho: v.string(),
  texto: v.string(),
});
export type RespostaRapida = v.InferOutput<typeof respostaRapidaSchema>;

/** POST /api/respostas-rapidas and PUT /api/respostas-rapidas/{idRespostaRapida}. */
export const respostaRapidaInputSchema = v.strictObject({
  atalho: v.pipe(
    v.string('Informe o atalho.'),
    v.trim(),
    v.transform((text: string) => text.replace(/^\//, '').toLowerCase()),
    v.regex(/^[a-z0-9-]{1,30}$/, 'Atalho: de 1 a 30 letras minúsculas, números ou hífens, sem espaços.'),
  ),
  texto: textoSchema,
});
export type RespostaRapidaInput = v.InferInput<typeof respostaRapidaInputSchema>;

export const idRespostaRapidaParamsSchema = v.strictObject({ idRespostaRapida: idText('idRespostaRapida') });
