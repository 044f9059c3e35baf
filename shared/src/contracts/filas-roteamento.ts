import * as v from '@colabora/shared/schema';
import { optionalMultilineSchema } from './admin/common';
import { idRef } from './route-params';

/*
 * A queue's routing (issue #27, ADR 0037): automatic assignment (round robin among the members
 * online, each holding at most `capacidade` open conversations of the queue), business hours in
 * São Paulo time with holidays and an away message, and an AI specialist answering first.
 */

/** Most open conversations of one queue a member holds at once, as the screen offers it. */
export const FILA_CAPACIDADE_MAX = 50;
export const FILA_CAPACIDADE_PADRAO = 5;
export const MENSAGEM_AUSENCIA_MAX = 1000;

/** What a contact writing outside hours receives when the queue has no message of its own. */
export const MENSAGEM_AUSENCIA_PADRAO =
  'Olá! Recebemos sua mensagem, mas estamos fora do horário de atendimento. Responderemos assim que o atendimento abrir.';

export const DIAS_DA_SEMANA_CURTOS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

const DIA = 'Dia da semana inválido: use 0 (domingo) a 6 (sábado).';
/** 'HH:MM' in São Paulo; '24:00' ends a day (an interval up to midnight). */
const horaSchema = v.pipe(
  v.string('Hora inválida: use HH:MM.'),
  v.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Hora inválida: use HH:MM.'),
);

/** One opening of a weekday: [inicio, fim) in São Paulo time; a night across midnight is two intervals. */
export const horarioIntervaloSchema = v.pipe(
  v.strictObject({
    dia: v.pipe(v.number(DIA), v.integer(DIA), v.minValue(0, DIA), v.maxValue(6, DIA)),
    inicio: horaSchema,
    fim: horaSchema,
  }),
  v.check((intervalo) => intervalo.inicio < intervalo.fim, 'O fim de cada intervalo deve ser depois do início.'),
);
export type HorarioIntervalo = v.InferOutput<typeof horarioIntervaloSchema>;

/** A queue's business hours: the weekly intervals and the holidays (closed all day, São Paulo dates). */
export const horarioFilaSchema = v.strictObject({
  intervalos: v.pipe(
    v.array(horarioIntervaloSchema),
    v.minLength(1, 'Informe ao menos um intervalo de atendimento.'),
    v.maxLength(42, 'Intervalos demais: no máximo 42.'),
  ),
  feriados: v.pipe(
    v.array(v.pipe(v.string(), v.isoDate('Feriado inválido: use AAAA-MM-DD.'))),
    v.maxLength(100, 'Feriados demais: no máximo 100.'),
    v.check((dias: string[]) => new Set(dias).size === dias.length, 'Cada feriado aparece uma só vez.'),
  ),
});
export type HorarioFila = v.InferOutput<typeof horarioFilaSchema>;

const capacidadeSchema = v.pipe(
  v.number('Capacidade inválida.'),
  v.integer('Capacidade inválida.'),
  v.minValue(1, `Capacidade: de 1 a ${FILA_CAPACIDADE_MAX} conversas.`),
  v.maxValue(FILA_CAPACIDADE_MAX, `Capacidade: de 1 a ${FILA_CAPACIDADE_MAX} conversas.`),
);

/** A queue's routing as the API answers it (inside each queue of GET /api/filas). */
export const filaRoteamentoSchema = v.strictObject({
  atribuicaoAutomatica: v.boolean(),
  capacidade: v.pipe(v.number(), v.integer()),
  horario: v.nullable(horarioFilaSchema),
  /** The queue's own away message; null: MENSAGEM_AUSENCIA_PADRAO. */
  mensagemAusencia: v.nullable(v.string()),
  /** The AI specialist answering first; null: the people. */
  idEspecialista: v.nullable(v.pipe(v.number(), v.integer())),
});
export type FilaRoteamento = v.InferOutput<typeof filaRoteamentoSchema>;

/** PUT /api/filas/{idFila}/roteamento. */
export const salvarFilaRoteamentoInputSchema = v.strictObject({
  atribuicaoAutomatica: v.boolean('Informe se a atribuição automática está ligada.'),
  capacidade: capacidadeSchema,
  horario: v.nullable(horarioFilaSchema),
  mensagemAusencia: optionalMultilineSchema('Mensagem de ausência', MENSAGEM_AUSENCIA_MAX),
  idEspecialista: v.nullable(idRef('Especialista')),
});
export type SalvarFilaRoteamentoInput = v.InferInput<typeof salvarFilaRoteamentoInputSchema>;
