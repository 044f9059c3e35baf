/*
 * Times as a chat shows them, in the institution's zone (America/Sao_Paulo): the hour for today,
 * "Ontem", the weekday within a week, the date before that.
 */

const ZONE = 'America/Sao_Paulo';
const hour = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, weekday: 'short' });
const date = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: '2-digit' });
const longDay = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

const DAY_MS = 86_400_000;

/** yyyy-mm-dd of the instant in São Paulo. */
export const chatDayKey = (iso: string): string => dayKey.format(new Date(iso));

/**
 * @example formatListTime('2026-11-22T13:05:00Z', now) // '10:05' today, 'Ontem', 'sex.', '14/11/26'
 */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const today = dayKey.format(now);
  const day = dayKey.format(at);
  if (day === today) return hour.format(at);
  if (day === dayKey.format(new Date(now.getTime() - DAY_MS))) return 'Ontem';
  if (now.getTime() - at.getTime() < 6 * DAY_MS) return weekday.format(at);
  return date.format(at);
}

/** The hour of a message, e.g. '10:05'. */
export const formatMessageTime = (iso: string): string => hour.format(new Date(iso));

/** The separator between days in a history: 'Hoje', 'Ontem' or '22 de novembro de 2026'. */
export function formatDaySeparator(iso: string, now: Date = new Date()): string {
  const day = chatDayKey(iso);
  if (day === dayKey.format(now)) return 'Hoje';
  if (day === dayKey.format(new Date(now.getTime() - DAY_MS))) return 'Ontem';
  return longDay.format(new Date(iso));
}

/** '+5511988887777' → '(11) 98888-7777' (Brazilian numbers; anything else as given). */
export function formatTelefone(e164: string): string {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** Up to two initials of a name, for the avatar. */
export function initials(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
