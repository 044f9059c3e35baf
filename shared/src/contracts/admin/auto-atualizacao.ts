import * as v from '@colabora/shared/schema';
import { queryIntSchema } from './common';

/** How the installed app applies a new version: by itself, or after asking the user. */
export const MODOS_ATUALIZACAO = ['automatico', 'perguntar'] as const;
export type ModoAtualizacao = (typeof MODOS_ATUALIZACAO)[number];

export const INTERVALO_MINUTOS_MIN = 5;
export const INTERVALO_MINUTOS_MAX = 1440;

/** GET /api/auto-atualizacao: what the host's service worker follows. */
export const politicaAtualizacaoSchema = v.strictObject({
  /** How often the app checks for a new version. */
  intervaloMinutos: v.pipe(v.number(), v.integer()),
  modo: v.picklist(MODOS_ATUALIZACAO),
  /** True when the institution never saved one (or nobody is signed in): the defaults apply. */
  padrao: v.boolean(),
});
export type PoliticaAtualizacao = v.InferOutput<typeof politicaAtualizacaoSchema>;

export const POLITICA_ATUALIZACAO_PADRAO: PoliticaAtualizacao = {
  intervaloMinutos: 60,
  modo: 'perguntar',
  padrao: true,
};

/**
 * PUT /api/auto-atualizacao and its form (the interval field gives a string).
 *
 * @example
 * v.parse(politicaAtualizacaoInputSchema, { intervaloMinutos: '30', modo: 'automatico' })
 * // → { intervaloMinutos: 30, modo: 'automatico' }
 */
export const politicaAtualizacaoInputSchema = v.strictObject({
  intervaloMinutos: queryIntSchema('Intervalo (minutos)', INTERVALO_MINUTOS_MIN, INTERVALO_MINUTOS_MAX),
  modo: v.picklist(MODOS_ATUALIZACAO, 'Escolha como aplicar as atualizações.'),
});
export type PoliticaAtualizacaoForm = v.InferInput<typeof politicaAtualizacaoInputSchema>;
export type PoliticaAtualizacaoInput = v.InferOutput<typeof politicaAtualizacaoInputSchema>;
