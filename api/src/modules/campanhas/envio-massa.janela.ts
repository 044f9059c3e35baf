import type { CampanhaRitmo } from '@colabora/shared/contracts';
import { addDays, instantInSaoPaulo, saoPauloParts } from '../../time/sao-paulo';

/*
 * A campaign's send window in America/Sao_Paulo (time/sao-paulo.ts): whether an instant falls
 * inside it, and when it next opens. Pure (the clock is an argument), so the tests fix it.
 */

type Janela = Pick<CampanhaRitmo, 'janelaInicio' | 'janelaFim' | 'dias'>;

/** Whether `now` is inside the window: a listed weekday, from janelaInicio (inclusive) to janelaFim (exclusive). */
export function dentroDaJanela(janela: Janela, now: Date): boolean {
  const { weekday, hora } = saoPauloParts(now);
  return janela.dias.includes(weekday) && hora >= janela.janelaInicio && hora < janela.janelaFim;
}

/**
 * When the window next opens after `now` (null when `now` is inside it).
 * @example proximaAbertura({ janelaInicio: '08:00', janelaFim: '20:00', dias: [1] }, new Date('2026-11-23T23:30:00Z')) // → 2026-11-30T11:00:00Z (next Monday 08:00)
 */
export function proximaAbertura(janela: Janela, now: Date): Date | null {
  if (dentroDaJanela(janela, now)) return null;
  const today = saoPauloParts(now).day;
  for (let k = 0; k <= 7; k++) {
    const day = addDays(today, k);
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    if (!janela.dias.includes(weekday)) continue;
    const start = instantInSaoPaulo(day, janela.janelaInicio);
    if (start > now) return start;
  }
  return null;
}

/** Midnight that starts `now`'s local day, and the next one: the daily cap counts between them. */
export function diaLocal(now: Date): { inicio: Date; fim: Date } {
  const today = saoPauloParts(now).day;
  return { inicio: instantInSaoPaulo(today, '00:00'), fim: instantInSaoPaulo(addDays(today, 1), '00:00') };
}
