const integer = new Intl.NumberFormat('pt-BR');

/** 1.234 */
export const formatInteger = (value: number) => integer.format(value);

/** '2026-03-14' → '14/03' (a chart axis) or '14/03/2026'. */
export function formatIsoDay(iso: string, withYear = false): string {
  const [y, m, d] = iso.split('-');
  return withYear ? `${d}/${m}/${y}` : `${d}/${m}`;
}
