import type { CampanhaRitmo } from '@colabora/shared/contracts';

/*
 * A campaign's send window in America/Sao_Paulo: whether an instant falls inside it, and when it
 * next opens. Pure (the clock is an argument), so the tests fix it.
 */

export const TIME_ZONE = 'America/Sao_Paulo';

export type LocalDay = { year: number; month: number; day: number };

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local date, weekday (0 = domingo) and 'HH:MM' of an instant in São Paulo. */
export function local(now: Date) {
  const p = Object.fromEntries(parts.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    day: { year: Number(p.year), month: Number(p.month), day: Number(p.day) } as LocalDay,
    weekday: WEEKDAYS.indexOf(p.weekday ?? 'Sun'),
    hora: `${p.hour}:${p.minute}`,
  };
}

/** São Paulo's offset from UTC at `at`, in minutes (−180 since 2019, when summer time ended). */
function offsetMinutes(at: Date): number {
  const name = parts.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant of a local date and 'HH:MM' in São Paulo. */
export function instantOf(day: LocalDay, hora: string): Date {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, h, m);
  return new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
}

function addDays(day: LocalDay, count: number): LocalDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + count));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

type Janela = Pick<CampanhaRitmo, 'janelaInicio' | 'janelaFim' | 'dias'>;

/** Whether `now` is inside the window: a listed weekday, from janelaInicio (inclusive) to janelaFim (exclusive). */
export function dentroDaJanela(janela: Janela, now: Date): boolean {
  const { weekday, hora } = local(now);
  return janela.dias.includes(weekday) && hora >= janela.janelaInicio && hora < janela.janelaFim;
}

/**
 * When the window next opens after `now` (null when `now` is inside it).
 * @example proximaAbertura({ janelaInicio: '08:00', janelaFim: '20:00', dias: [1] }, new Date('2026-11-23T23:30:00Z')) // → 2026-11-30T11:00:00Z (next Monday 08:00)
 */
export function proximaAbertura(janela: Janela, now: Date): Date | null {
  if (dentroDaJanela(janela, now)) return null;
  const today = local(now).day;
  for (let k = 0; k <= 7; k++) {
    const day = addDays(today, k);
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    if (!janela.dias.includes(weekday)) continue;
    const start = instantOf(day, janela.janelaInicio);
    if (start > now) return start;
  }
  return null;
}

/** Midnight that starts `now`'s local day, and the next one: the daily cap counts between them. */
export function diaLocal(now: Date): { inicio: Date; fim: Date } {
  const today = local(now).day;
  return { inicio: instantOf(today, '00:00'), fim: instantOf(addDays(today, 1), '00:00') };
}

/** The local day of an instant in São Paulo, as 'YYYY-MM-DD'. */
export function diaLocalIso(at: Date): string {
  const { year, month, day } = local(at).day;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
