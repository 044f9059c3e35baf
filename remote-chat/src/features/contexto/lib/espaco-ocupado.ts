/**
 * Share of the model's context budget, as staff read it ("12%"): tokens are the model's unit, not
 * theirs (issue #28 item 10); past the budget the figure goes above 100%.
 * @example espacoOcupado(300, 6000) // '5%'
 */
export function espacoOcupado(tokens: number, orcamento: number): string {
  if (orcamento <= 0) return '—';
  const percent = (tokens / orcamento) * 100;
  if (tokens > 0 && percent < 1) return 'menos de 1%';
  return `${Math.round(percent).toLocaleString('pt-BR')}%`;
}
