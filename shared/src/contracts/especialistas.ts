import * as v from '@colabora/shared/schema';
import { diasDaSemanaSchema, queryIntSchema, requiredMultilineSchema, requiredTextSchema } from './admin/common';
import { cleanLabel, cleanText } from './clean-text';
import { idRef, idText } from './route-params';

/*
 * AI specialists (screens 'especialistas', 'contexto-editor', 'especialista-ia'; DESIGN §5a): an
 * assistant an institution configures to answer its contacts on WhatsApp with its own knowledge,
 * handing the conversation to a person when it should. The model is the operator's
 * (AI_BASE_URL, AI_API_KEY, AI_MODELS): a tenant picks among the models offered, never a URL.
 */

const intSchema = v.pipe(v.number(), v.integer());
const instantSchema = v.string();

/** The tones a specialist can take with contacts. */
export const ESPECIALISTA_TONS = ['cordial', 'formal', 'descontraido', 'objetivo'] as const;
export type EspecialistaTom = (typeof ESPECIALISTA_TONS)[number];
export const ESPECIALISTA_TOM_LABELS: Readonly<Record<EspecialistaTom, string>> = {
  cordial: 'Cordial',
  formal: 'Formal',
  descontraido: 'Descontraído',
  objetivo: 'Objetivo',
};

/** The sections of a specialist's knowledge (contexto-editor), in the order the prompt uses. */
export const CONTEXTO_SECOES = ['sobre', 'produtos', 'horarios', 'faq', 'regras'] as const;
export type ContextoSecaoTipo = (typeof CONTEXTO_SECOES)[number];
export const CONTEXTO_SECAO_LABELS: Readonly<Record<ContextoSecaoTipo, string>> = {
  sobre: 'Sobre a instituição',
  produtos: 'Produtos e preços',
  horarios: 'Horários',
  faq: 'Perguntas frequentes',
  regras: 'Regras que deve seguir',
};

/** Limits the API enforces (and the forms show). */
export const ESPECIALISTA_LIMITES = {
  temperaturaMax: 1.5,
  historicoMin: 1,
  historicoMax: 50,
  palavrasMax: 20,
  secaoMaxCaracteres: 20_000,
} as const;

/** Keywords that hand a conversation to a person unless the gestor sets others. */
export const PALAVRAS_TRANSFERENCIA_PADRAO = ['atendente', 'humano', 'pessoa'] as const;

/** The name of the tool the model calls to hand the conversation to staff. */
export const TOOL_TRANSFERIR = 'transferir_para_atendente';

/** 'HH:MM', 24 h, in America/Sao_Paulo. */
const horaSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida: use HH:MM.'));

/** When it answers; outside it hands off. `dias`: 0 = domingo … 6 = sábado. Null: always. */
export const horarioAtendimentoSchema = v.strictObject({
  dias: diasDaSemanaSchema('Escolha ao menos um dia.'),
  inicio: horaSchema,
  fim: horaSchema,
});
export type HorarioAtendimento = v.InferOutput<typeof horarioAtendimentoSchema>;

export const especialistaSchema = v.strictObject({
  idEspecialista: intSchema,
  nome: v.string(),
  /** Its role, in the institution's words ("Atende pedidos de lanches pelo WhatsApp"). */
  descricao: v.string(),
  tom: v.picklist(ESPECIALISTA_TONS),
  modelo: v.string(),
  temperatura: v.number(),
  /** How many recent messages of the conversation it sees. */
  historicoMensagens: intSchema,
  palavrasTransferencia: v.array(v.string()),
  /** The model may decide to hand off through the `transferir_para_atendente` tool. */
  transferenciaPelaIa: v.boolean(),
  horario: v.nullable(horarioAtendimentoSchema),
  ativo: v.boolean(),
  /** Channels whose new conversations it answers. */
  idsCanais: v.array(intSchema),
  criadoEm: instantSchema,
  atualizadoEm: instantSchema,
});
export type Especialista = v.InferOutput<typeof especialistaSchema>;

/** POST /api/especialistas and PUT /api/especialistas/{idEspecialista}. */
export const especialistaInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome', 80, 'Informe o nome do especialista.'),
  descricao: requiredMultilineSchema('Descrição', 500, 'Descreva o papel do especialista.'),
  tom: v.picklist(ESPECIALISTA_TONS, 'Tom inválido.'),
  modelo: requiredTextSchema('Modelo', 100, 'Escolha o modelo.'),
  temperatura: v.pipe(
    v.number('Temperatura: informe um número.'),
    v.minValue(0, 'Temperatura: no mínimo 0.'),
    v.maxValue(ESPECIALISTA_LIMITES.temperaturaMax, `Temperatura: no máximo ${ESPECIALISTA_LIMITES.temperaturaMax}.`),
  ),
  historicoMensagens: v.pipe(
    v.number('Histórico: informe um número.'),
    v.integer('Histórico: informe um número inteiro.'),
    v.minValue(ESPECIALISTA_LIMITES.historicoMin, `Histórico: no mínimo ${ESPECIALISTA_LIMITES.historicoMin}.`),
    v.maxValue(ESPECIALISTA_LIMITES.historicoMax, `Histórico: no máximo ${ESPECIALISTA_LIMITES.historicoMax}.`),
  ),
  palavrasTransferencia: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.transform(cleanLabel),
        v.minLength(2, 'Palavra curta demais.'),
        v.maxLength(40, 'Palavra: no máximo 40 caracteres.'),
      ),
    ),
    v.maxLength(ESPECIALISTA_LIMITES.palavrasMax, `No máximo ${ESPECIALISTA_LIMITES.palavrasMax} palavras.`),
  ),
  transferenciaPelaIa: v.boolean(),
  horario: v.nullable(horarioAtendimentoSchema),
  ativo: v.boolean(),
  idsCanais: v.pipe(v.array(idRef('Canal')), v.maxLength(100, 'No máximo 100 canais.')),
});
export type EspecialistaInput = v.InferInput<typeof especialistaInputSchema>;

/**
 * GET /api/especialistas/canais: the channels a specialist can answer, for its form. Only name and
 * state: the QR that GET /api/canais carries while pairing is for the WhatsApp screen alone.
 */
export const especialistaCanalSchema = v.strictObject({
  idCanal: intSchema,
  nome: v.string(),
  conectado: v.boolean(),
});
export type EspecialistaCanal = v.InferOutput<typeof especialistaCanalSchema>;

export const idEspecialistaParamsSchema = v.strictObject({ idEspecialista: idText('idEspecialista') });

/** One section of the knowledge. `usarCatalogo` (produtos only): the live catalogue is appended. */
export const contextoSecaoSchema = v.strictObject({
  tipo: v.picklist(CONTEXTO_SECOES),
  conteudo: v.string(),
  usarCatalogo: v.boolean(),
});
export type ContextoSecao = v.InferOutput<typeof contextoSecaoSchema>;

/** GET /api/especialistas/{id}/contexto: every section, the final prompt and its size. */
export const contextoSchema = v.strictObject({
  secoes: v.array(contextoSecaoSchema),
  /** The system prompt exactly as the model receives it (catalogue included). */
  promptFinal: v.string(),
  /** An estimate (≈ 4 characters per token), to show against `orcamentoTokens`. */
  tokensEstimados: intSchema,
  /** Past it, only the sections most relevant to the question go in (full-text search). */
  orcamentoTokens: intSchema,
  versaoAtual: v.nullable(intSchema),
});
export type Contexto = v.InferOutput<typeof contextoSchema>;

/** PUT /api/especialistas/{id}/contexto: saving makes a new version. */
export const contextoInputSchema = v.strictObject({
  secoes: v.pipe(
    v.array(
      v.strictObject({
        tipo: v.picklist(CONTEXTO_SECOES, 'Seção inválida.'),
        conteudo: v.pipe(
          v.string(),
          v.transform(cleanText),
          v.maxLength(
            ESPECIALISTA_LIMITES.secaoMaxCaracteres,
            `Seção: no máximo ${ESPECIALISTA_LIMITES.secaoMaxCaracteres} caracteres.`,
          ),
        ),
        usarCatalogo: v.boolean(),
      }),
    ),
    v.maxLength(CONTEXTO_SECOES.length),
  ),
});
export type ContextoInput = v.InferInput<typeof contextoInputSchema>;

/** GET /api/especialistas/{id}/contexto/versoes: the history, newest first. */
export const contextoVersaoSchema = v.strictObject({
  idVersao: intSchema,
  autor: v.nullable(v.string()),
  criadoEm: instantSchema,
  caracteres: intSchema,
});
export type ContextoVersao = v.InferOutput<typeof contextoVersaoSchema>;
export const idVersaoParamsSchema = v.strictObject({
  idEspecialista: idText('idEspecialista'),
  idVersao: idText('idVersao'),
});

/** GET /api/especialistas/ia: what the operator configured (never the key). */
export const iaConfiguracaoSchema = v.strictObject({
  configurada: v.boolean(),
  /** The models a specialist may use; the first is the default. */
  modelos: v.array(v.string()),
  /** pt-BR, for the gestor, when `configurada` is false. */
  aviso: v.nullable(v.string()),
});
export type IaConfiguracao = v.InferOutput<typeof iaConfiguracaoSchema>;

/**
 * What staff read when the installation has no model (issue #28: they are not its operators; the
 * variables to set are in the README and in the API's log at start-up, especialistas.module.ts).
 */
export const IA_NAO_CONFIGURADA =
  'A IA não está configurada nesta instalação. Peça ao responsável técnico para configurá-la; até lá, os especialistas podem ser cadastrados, mas não respondem.';

/**
 * POST /api/especialistas/{id}/playground: a conversation with the specialist before it answers
 * contacts. Answered as a stream of server-sent events (text/event-stream), each `data:` one
 * `PlaygroundEvento` as JSON.
 */
export const playgroundInputSchema = v.strictObject({
  mensagens: v.pipe(
    v.array(
      v.strictObject({
        papel: v.picklist(['contato', 'especialista']),
        texto: requiredMultilineSchema('Mensagem', 4096, 'Escreva a mensagem.'),
      }),
    ),
    v.minLength(1, 'Escreva a mensagem.'),
    v.maxLength(50, 'Conversa longa demais para o playground.'),
  ),
});
export type PlaygroundInput = v.InferInput<typeof playgroundInputSchema>;

export type PlaygroundEvento =
  /** Which sections went into the prompt (all, or the most relevant when over budget). */
  | { tipo: 'contexto'; secoes: ContextoSecaoTipo[] }
  | { tipo: 'texto'; delta: string }
  /** The model (or a keyword) handed off: in a real chat it would go to staff. */
  | { tipo: 'transferencia'; motivo: string }
  | { tipo: 'fim'; tokensPrompt: number; tokensResposta: number }
  | { tipo: 'erro'; mensagem: string };

/** GET /api/especialistas/{id}/uso?dias=30: per day, in America/Sao_Paulo. */
export const usoDiaSchema = v.strictObject({
  dia: v.string(),
  conversas: intSchema,
  respostas: intSchema,
  transferencias: intSchema,
  tokensPrompt: intSchema,
  tokensResposta: intSchema,
});
export type UsoDia = v.InferOutput<typeof usoDiaSchema>;
export const usoQuerySchema = v.strictObject({ dias: v.optional(queryIntSchema('Dias', 1, 90), 30) });

/** PUT /api/chats/{idChat}/especialista: give the conversation to a specialist (null: to staff). */
export const atribuirEspecialistaInputSchema = v.strictObject({
  idEspecialista: v.nullable(idRef('Especialista')),
});

/** A short reason stored on a hand-off note, e.g. for tests and the usage screen. */
export const TRANSFERENCIA_MOTIVOS = {
  palavra: 'O contato pediu para falar com uma pessoa.',
  ferramenta: 'O especialista decidiu transferir para a equipe.',
  falha: 'O modelo de IA não respondeu.',
  horario: 'Fora do horário de atendimento do especialista.',
  modelo: 'O modelo de IA do especialista não é mais oferecido pelo servidor.',
} as const;
