const hora = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
const dataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The hour of an instant in the institution's zone (São Paulo).
 * @example formatHora('2026-11-22T13:05:00Z') // '10:05'
 */
export const formatHora = (iso: string): string => hora.format(new Date(iso));

/** @example formatDataHora('2026-11-22T13:05:00Z') // '22/11, 10:05' */
export const formatDataHora = (iso: string): string => dataHora.format(new Date(iso));
