import type { HorarioAtendimento } from '@colabora/shared/contracts';
import { saoPauloParts } from '../../time/sao-paulo';

/*
 * The hand-off rules that need no model: the gestor's keywords and the working hours. Pure, so
 * the answering service and the playground apply them alike.
 */

/** Lower case, without accents: "Atendênte" and "atendente" are one word to a contact. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/**
 * The first keyword the message contains as a whole word (or phrase), ignoring case and accents;
 * null when none. "atendente" matches "quero um atendente!" but "pessoa" does not match "pessoal".
 * @example matchKeyword('Quero falar com um ATENDENTE', ['atendente', 'humano']) // → 'atendente'
 */
export function matchKeyword(texto: string, palavras: readonly string[]): string | null {
  const folded = fold(texto);
  for (const palavra of palavras) {
    const needle = fold(palavra.trim());
    if (!needle) continue;
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(folded)) return palavra;
  }
  return null;
}

/** The weekday (0 = domingo) and 'HH:MM' of an instant in America/Sao_Paulo. */
export function saoPauloClock(now: Date): { dia: number; hora: string } {
  const { weekday, hora } = saoPauloParts(now);
  return { dia: weekday, hora };
}

/**
 * Whether `now` falls in the working hours (always, when there are none). `fim` before `inicio`
 * spans midnight: 22:00–06:00 on a listed day covers that night until 06:00 of the next day.
 * @example withinHours({ dias: [1, 2, 3, 4, 5], inicio: '08:00', fim: '18:00' }, new Date('2025-03-03T12:00:00-03:00')) // → true
 */
export function withinHours(horario: HorarioAtendimento | null, now: Date): boolean {
  if (!horario) return true;
  const { dia, hora } = saoPauloClock(now);
  const { dias, inicio, fim } = horario;
  if (inicio === fim) return dias.includes(dia);
  if (inicio < fim) return dias.includes(dia) && hora >= inicio && hora < fim;
  const ontem = (dia + 6) % 7;
  return (dias.includes(dia) && hora >= inicio) || (dias.includes(ontem) && hora < fim);
}
