import * as v from '@colabora/shared/schema';
import { queryIntSchema } from './common';

/*
 * The Relatórios screen (remote-admin) and the president's panel read the same measures
 * (api/src/modules/relatorios, ADR 0030). Durations in milliseconds of wall time; null when there
 * is nothing to measure yet (no answered service), never 0.
 */

/**
 * GET /api/relatorios/{atendimento|equipe|satisfacao|campanhas|ia}?dias=30: the last N São Paulo
 * days, today included; optionally one queue, channel or attendant (the tabs of services and
 * satisfaction), and the days after a send in which a conversation or a lead counts for a campaign.
 */
export const relatorioQuerySchema = v.strictObject({
  dias: v.optional(queryIntSchema('Período (dias)', 7, 365), 30),
  fila: v.optional(queryIntSchema('Fila', 1, 2147483647)),
  canal: v.optional(queryIntSchema('Canal', 1, 2147483647)),
  atendente: v.optional(queryIntSchema('Atendente', 1, 2147483647)),
  /** A conversation label (ADR 0038): the services of conversations that carry it now. */
  etiqueta: v.optional(queryIntSchema('Etiqueta', 1, 2147483647)),
  janela: v.optional(queryIntSchema('Janela (dias)', 1, 90), 7),
});
export type RelatorioQuery = v.InferInput<typeof relatorioQuerySchema>;
/** The filters of the tabs of services and satisfaction. */
export type Filtros = Pick<v.InferOutput<typeof relatorioQuerySchema>, 'fila' | 'canal' | 'atendente' | 'etiqueta'>;

const countSchema = v.pipe(v.number(), v.integer());
const msSchema = v.nullable(v.pipe(v.number(), v.integer()));

export const relatorioPeriodoSchema = v.strictObject({ inicio: v.string(), fim: v.string(), dias: countSchema });

/** Median and 90th percentile (nearest rank: a value that happened). */
export const distribuicaoSchema = v.strictObject({ medianaMs: msSchema, p90Ms: msSchema });
export type DistribuicaoTempo = v.InferOutput<typeof distribuicaoSchema>;

export const resumoAtendimentoSchema = v.strictObject({
  /** Services begun in the period (a conversation reopened counts again). */
  atendimentos: countSchema,
  respondidos: countSchema,
  semResposta: countSchema,
  resolvidos: countSchema,
  reabertos: countSchema,
  primeiraResposta: distribuicaoSchema,
  /** Tempo de espera em horário de atendimento: from the opening of hours when it arrived outside them (ADR 0037). */
  primeiraRespostaEmHorario: v.optional(distribuicaoSchema),
  resolucao: distribuicaoSchema,
  mensagensRecebidas: countSchema,
  mensagensEnviadas: countSchema,
  respondidosPelaIa: countSchema,
  iaSozinha: countSchema,
  iaTransferiu: countSchema,
  transferencias: countSchema,
});
export type ResumoAtendimento = v.InferOutput<typeof resumoAtendimentoSchema>;

export const atendenteLinhaSchema = v.strictObject({
  idUsuario: countSchema,
  nome: v.string(),
  atendimentos: countSchema,
  respondidos: countSchema,
  resolvidos: countSchema,
  primeiraResposta: distribuicaoSchema,
  resolucao: distribuicaoSchema,
});
export type AtendenteLinha = v.InferOutput<typeof atendenteLinhaSchema>;

const notaMediaSchema = v.nullable(v.number());

/** GET /api/relatorios/equipe: every member of staff a service counted for, by volume. */
export const relatorioEquipeSchema = v.strictObject({
  periodo: relatorioPeriodoSchema,
  atualizadoEm: v.string(),
  atendentes: v.array(
    v.strictObject({
      ...atendenteLinhaSchema.entries,
      transferencias: countSchema,
      mensagensEnviadas: countSchema,
      avaliacoes: countSchema,
      /** Mean grade (1–5) of the surveys answered for them; null: none. */
      notaMedia: notaMediaSchema,
    }),
  ),
});
export type RelatorioEquipe = v.InferOutput<typeof relatorioEquipeSchema>;

/** GET /api/relatorios/satisfacao: the surveys asked in the period (CSAT, ADR 0039). */
export const relatorioSatisfacaoSchema = v.strictObject({
  periodo: relatorioPeriodoSchema,
  resumo: v.strictObject({
    perguntas: countSchema,
    respostas: countSchema,
    comentarios: countSchema,
    notaMedia: notaMediaSchema,
    /** Answers with 4 or 5. */
    satisfeitos: countSchema,
    /** Grades 1 to 5, every grade present. */
    distribuicao: v.array(v.strictObject({ nota: countSchema, quantidade: countSchema })),
  }),
  porAtendente: v.array(
    v.strictObject({
      idUsuario: v.nullable(countSchema),
      nome: v.string(),
      respostas: countSchema,
      notaMedia: notaMediaSchema,
      satisfeitos: countSchema,
    }),
  ),
  /** Every day of the period, in order (the day the survey was asked). */
  porDia: v.array(v.strictObject({ data: v.string(), respostas: countSchema, notaMedia: notaMediaSchema })),
  /** The latest comments (at most 50), newest first. */
  comentarios: v.array(
    v.strictObject({ em: v.string(), nota: countSchema, comentario: v.string(), atendente: v.nullable(v.string()) }),
  ),
});
export type RelatorioSatisfacao = v.InferOutput<typeof relatorioSatisfacaoSchema>;

export const atendimentoDiaSchema = v.strictObject({
  data: v.string(),
  abertos: countSchema,
  resolvidos: countSchema,
  primeiraRespostaMedianaMs: msSchema,
  resolucaoMedianaMs: msSchema,
});

/** Services of one queue or channel (id null: none). */
export const atendimentoGrupoSchema = v.strictObject({
  id: v.nullable(countSchema),
  nome: v.string(),
  atendimentos: countSchema,
  primeiraResposta: distribuicaoSchema,
  resolucao: distribuicaoSchema,
});
export type AtendimentoGrupo = v.InferOutput<typeof atendimentoGrupoSchema>;

/** Services begun at this hour of this weekday (0 Sunday … 6 Saturday, São Paulo time); empty cells left out. */
export const mapaDeCalorCelulaSchema = v.strictObject({
  diaSemana: countSchema,
  hora: countSchema,
  atendimentos: countSchema,
});
export type MapaDeCalorCelula = v.InferOutput<typeof mapaDeCalorCelulaSchema>;

/** GET /api/relatorios/atendimento */
export const relatorioAtendimentoSchema = v.strictObject({
  periodo: relatorioPeriodoSchema,
  /** When the measures were last brought up to date (ISO instant). */
  atualizadoEm: v.string(),
  resumo: resumoAtendimentoSchema,
  /** Every day of the period, in order (São Paulo days). */
  porDia: v.array(atendimentoDiaSchema),
  porFila: v.array(atendimentoGrupoSchema),
  porCanal: v.array(atendimentoGrupoSchema),
  mapaDeCalor: v.array(mapaDeCalorCelulaSchema),
});
export type RelatorioAtendimento = v.InferOutput<typeof relatorioAtendimentoSchema>;

/** A campaign's funnel: each stage counts who reached at least it ('respondeu' was also delivered and read). */
export const funilCampanhaSchema = v.strictObject({
  enviadas: countSchema,
  entregues: countSchema,
  lidas: countSchema,
  responderam: countSchema,
  /** Answered "SAIR" (or PARAR, STOP) and had the consent revoked. */
  sairam: countSchema,
  falharam: countSchema,
  /** Left out of the send: no marketing consent. */
  ignoradas: countSchema,
  /** Recipients who started a conversation (a service opened) within the window after the send. */
  conversas: countSchema,
  /** Recipients with a lead created or moved to another stage within the window after the send. */
  leads: countSchema,
});
export type FunilCampanha = v.InferOutput<typeof funilCampanhaSchema>;

export const campanhaLinhaSchema = v.strictObject({
  idCampanha: countSchema,
  nome: v.string(),
  total: funilCampanhaSchema,
  /** One line per run (a recurring campaign runs again), in order. */
  rodadas: v.array(v.strictObject({ rodada: countSchema, funil: funilCampanhaSchema })),
  /** One line per text the recipients got (0-based; null: sends older than the record of it). */
  variantes: v.array(
    v.strictObject({ variante: v.nullable(countSchema), texto: v.string(), funil: funilCampanhaSchema }),
  ),
});
export type CampanhaLinha = v.InferOutput<typeof campanhaLinhaSchema>;

/** GET /api/relatorios/campanhas: campaigns with a send in the period. */
export const relatorioCampanhasSchema = v.strictObject({
  periodo: relatorioPeriodoSchema,
  /** Days after a send in which a conversation or a lead counts for the campaign. */
  janelaDias: countSchema,
  /** When these figures were calculated (kept for a minute at most: receipts change them). */
  atualizadoEm: v.string(),
  campanhas: v.array(campanhaLinhaSchema),
});
export type RelatorioCampanhas = v.InferOutput<typeof relatorioCampanhasSchema>;

export const especialistaLinhaSchema = v.strictObject({
  idEspecialista: countSchema,
  nome: v.string(),
  /** Services the specialist answered (or handed off). */
  atendimentos: countSchema,
  /** Answered without a hand-off and without a human writing to the contact. */
  semTransferencia: countSchema,
  transferidos: countSchema,
  tokensPrompt: countSchema,
  tokensResposta: countSchema,
});
export type EspecialistaLinha = v.InferOutput<typeof especialistaLinhaSchema>;

/** GET /api/relatorios/ia */
export const relatorioIaSchema = v.strictObject({
  periodo: relatorioPeriodoSchema,
  atualizadoEm: v.string(),
  especialistas: v.array(especialistaLinhaSchema),
  /** Calls per model with the estimated cost from AI_PRECOS (R$ per million tokens); null: no price set. */
  porModelo: v.array(
    v.strictObject({
      modelo: v.string(),
      chamadas: countSchema,
      tokensPrompt: countSchema,
      tokensResposta: countSchema,
      custoCentavos: v.nullable(countSchema),
    }),
  ),
});
export type RelatorioIa = v.InferOutput<typeof relatorioIaSchema>;

const opcaoSchema = v.strictObject({ id: countSchema, nome: v.string() });

/** GET /api/relatorios/filtros: what the filters offer (the institution's queues, channels, staff and labels). */
export const relatorioFiltrosSchema = v.strictObject({
  filas: v.array(opcaoSchema),
  canais: v.array(opcaoSchema),
  atendentes: v.array(opcaoSchema),
  etiquetas: v.array(opcaoSchema),
});
export type RelatorioFiltros = v.InferOutput<typeof relatorioFiltrosSchema>;
