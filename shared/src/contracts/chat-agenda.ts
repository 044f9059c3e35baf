import * as v from '@colabora/shared/schema';
import { requiredMultilineSchema, requiredTextSchema } from './admin/common';
import { FILA_CORES } from './filas';
import { idRef, idText, MAX_ID } from './route-params';

/*
 * The inbox's agenda (issue #27, ADR 0038): snoozing a conversation until a time, messages
 * scheduled for later, labels (etiquetas) on conversations, conversations pinned per user and the
 * user's saved views of the list ("Minhas visões"). Instants travel in ISO 8601 (UTC); the screens
 * choose and show them on São Paulo's clock.
 */

const intSchema = v.pipe(v.number(), v.integer());
const instantSchema = v.string();

/** Furthest ahead a conversation may be snoozed or a message scheduled. */
export const AGENDA_MAX_DIAS = 366;
/** Scheduled messages waiting in one conversation at a time. */
export const AGENDADAS_POR_CHAT_MAX = 20;
/** Labels per institution, per conversation; views per user; pins per user. */
export const ETIQUETAS_MAX = 100;
export const ETIQUETAS_POR_CHAT_MAX = 10;
export const VISOES_MAX = 20;
export const FIXADAS_MAX = 20;

/** The colours offered for a label (the queues' eight: white text stays readable on each). */
export const ETIQUETA_CORES = FILA_CORES;

/** A label as a conversation carries it. */
export const etiquetaSchema = v.strictObject({ idEtiqueta: intSchema, nome: v.string(), cor: v.string() });
export type Etiqueta = v.InferOutput<typeof etiquetaSchema>;

/** POST /api/chats/etiquetas: a new label of the institution. */
export const criarEtiquetaInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome da etiqueta', 30, 'Informe o nome da etiqueta.'),
  cor: v.picklist(ETIQUETA_CORES, 'Cor inválida: escolha uma das cores oferecidas.'),
});
export type CriarEtiquetaInput = v.InferInput<typeof criarEtiquetaInputSchema>;

/** PUT /api/chats/{idChat}/etiquetas: the conversation's labels, all of them. */
export const alterarEtiquetasChatInputSchema = v.strictObject({
  idsEtiqueta: v.pipe(
    v.array(idRef('Etiqueta')),
    v.maxLength(ETIQUETAS_POR_CHAT_MAX, `No máximo ${ETIQUETAS_POR_CHAT_MAX} etiquetas por conversa.`),
  ),
});

/** An instant from the screen: ISO 8601 with its offset or Z. */
const instanteSchema = (label: string) =>
  v.pipe(
    v.string(`${label}: informe a data e a hora.`),
    v.check(
      (text) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) &&
        !Number.isNaN(Date.parse(text)),
      `${label}: data e hora inválidas.`,
    ),
    v.transform((text) => new Date(text).toISOString()),
  );

/** PUT /api/chats/{idChat}/adiamento: snooze until `ate` (the API refuses a past instant). */
export const adiarChatInputSchema = v.strictObject({ ate: instanteSchema('Adiar até') });

/** Where a scheduled message is. */
export const AGENDADA_STATUS = ['agendada', 'enviando', 'enviada', 'falhou', 'cancelada'] as const;
export type AgendadaStatus = (typeof AGENDADA_STATUS)[number];

export const mensagemAgendadaSchema = v.strictObject({
  idAgendada: intSchema,
  idChat: intSchema,
  texto: v.string(),
  enviarEm: instantSchema,
  status: v.picklist(AGENDADA_STATUS),
  /** Why it failed (pt-BR), while `falhou`. */
  erro: v.nullable(v.string()),
  autor: v.nullable(v.strictObject({ idUsuario: intSchema, nome: v.string() })),
  /** The message it became in the history, once sent (or tried). */
  idMensagem: v.nullable(intSchema),
});
export type MensagemAgendada = v.InferOutput<typeof mensagemAgendadaSchema>;

/** POST /api/chats/{idChat}/agendadas: a text to send at `enviarEm`. */
export const agendarMensagemInputSchema = v.strictObject({
  texto: v.pipe(requiredMultilineSchema('Mensagem', 4096, 'Escreva a mensagem.'), v.maxLength(4096)),
  enviarEm: instanteSchema('Enviar em'),
});
export type AgendarMensagemInput = v.InferInput<typeof agendarMensagemInputSchema>;

export const idAgendadaParamsSchema = v.strictObject({ idChat: idText('idChat'), idAgendada: idText('idAgendada') });

/** GET /api/chats/fixadas: the caller's pinned conversations (ids, most recently pinned first). */
export const chatsFixadosSchema = v.strictObject({ idsChat: v.array(intSchema) });
export type ChatsFixados = v.InferOutput<typeof chatsFixadosSchema>;

const idFiltro = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/**
 * The list's filters as a view keeps them (the screen's own state, ADR 0038): each as the list's
 * query takes it, '' or false when unused.
 */
export const visaoFiltrosSchema = v.strictObject({
  status: v.pipe(v.array(v.picklist(['aberta', 'pendente', 'resolvida'])), v.maxLength(3)),
  minhas: v.boolean(),
  fila: v.pipe(v.string(), v.regex(/^(|minhas|nenhuma|[1-9]\d{0,9})$/)),
  etiqueta: v.nullable(idFiltro),
  responsavel: v.pipe(v.string(), v.regex(/^(|nenhum|[1-9]\d{0,9})$/)),
  canal: v.nullable(idFiltro),
  naoLidas: v.boolean(),
  /** Waiting for an answer longer than this many minutes (null: any). */
  esperandoMinutos: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_080))),
  adiadas: v.boolean(),
});
export type VisaoFiltros = v.InferOutput<typeof visaoFiltrosSchema>;

export const visaoSchema = v.strictObject({ idVisao: intSchema, nome: v.string(), filtros: visaoFiltrosSchema });
export type Visao = v.InferOutput<typeof visaoSchema>;

/** POST /api/chats/visoes: save the list's filters under a name. */
export const criarVisaoInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome da visão', 40, 'Dê um nome à visão.'),
  filtros: visaoFiltrosSchema,
});
export type CriarVisaoInput = v.InferInput<typeof criarVisaoInputSchema>;

export const idVisaoParamsSchema = v.strictObject({ idVisao: idText('idVisao') });
export const idEtiquetaParamsSchema = v.strictObject({ idEtiqueta: idText('idEtiqueta') });
