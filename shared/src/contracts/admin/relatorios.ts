import * as v from 'valibot';
import { queryIntSchema } from './common';

/*
 * The Relatórios screen (remote-admin) and the president's panel read the same measures
 * (api/src/modules/relatorios, ADR 0030). Durations in milliseconds of wall time; null when there
 * is nothing to measure yet (no answered service), never 0.
 */

/** GET /api/relatorios/{atendimento|campanhas|ia}?dias=30: the last N São Paulo days, today included. */
export const relatorioQuerySchema = v.strictObject({
  dias: v.optional(queryIntSchema('Período (dias)', 7, 365), 30),
});
export type RelatorioQuery = v.InferInput<typeof relatorioQuerySchema>;

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

export const atendimentoDiaSchema = v.strictObject({ data: v.string(), abertos: countSchema, resolvidos: countSchema });

/** GET /api/relatorios/atendimento */
export const relatorioAtendimentoSchema = v.strictObject({
  periodo: relatorioPeriodoSchema,
  resumo: resumoAtendimentoSchema,
  porAtendente: v.array(atendenteLinhaSchema),
  /** Every day of the period, in order (São Paulo days). */
  porDia: v.array(atendimentoDiaSchema),
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
});
export type FunilCampanha = v.InferOutput<typeof funilCampanhaSchema>;

export const campanhaLinhaSchema = v.strictObject({
  idCampanha: countSchema,
  nome: v.string(),
  total: funilCampanhaSchema,
  /** One line per run (a recurring campaign runs again), in order. */
  rodadas: v.array(v.strictObject({ rodada: countSchema, funil: funilCampanhaSchema })),
});
export type CampanhaLinha = v.InferOutput<typeof campanhaLinhaSchema>;

/** GET /api/relatorios/campanhas: campaigns with a send in the period. */
export const relatorioCampanhasSchema = v.strictObject({
  periodo: relatorioPeriodoSchema,
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
  especialistas: v.array(especialistaLinhaSchema),
});
export type RelatorioIa = v.InferOutput<typeof relatorioIaSchema>;
