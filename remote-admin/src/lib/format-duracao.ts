/**
 * A duration as staff read it: '45 s', '12 min', '2 h 05 min', '3 d 4 h'; '—' when there is
 * nothing to measure (no answered service yet), never '0 s'.
 * @example formatDuracao(125_000) // → '2 min'
 */
export function formatDuracao(ms: number | null): string {
  if (ms === null) return '—';
  const segundos = Math.round(ms / 1000);
  if (segundos < 60) return `${segundos} s`;
  const minutos = Math.floor(segundos / 60);
  if (minutos < 60) return `${minutos} min`;
  const horas = Math.floor(minutos / 60);
  if (horas < 24) return `${horas} h ${String(minutos % 60).padStart(2, '0')} min`;
  return `${Math.floor(horas / 24)} d ${horas % 24} h`;
}
