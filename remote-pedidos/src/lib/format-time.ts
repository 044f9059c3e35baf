const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** '14:05' today, '21/11 14:05' on other days (São Paulo time, like the API's day filters). */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameDay =
    date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }) ===
    now.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return (sameDay ? time : dateTime).format(date).replace(',', '');
}

const full = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** '21/11/2026 14:05' (São Paulo time). */
export function formatDateTime(iso: string): string {
  return full.format(new Date(iso)).replace(',', '');
}
