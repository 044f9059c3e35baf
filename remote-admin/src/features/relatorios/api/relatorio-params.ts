/** What a report tab asks for: the last `dias` São Paulo days, and the filters chosen (absent: all). */
export type RelatorioParams = {
  dias: number;
  fila?: number;
  canal?: number;
  atendente?: number;
  /** A conversation label (ADR 0038). */
  etiqueta?: number;
  /** Campaigns: the days after a send in which a conversation or a lead counts. */
  janela?: number;
};

/** The query string of a tab: only the filters chosen. */
export function searchParamsOf(params: RelatorioParams): Record<string, number> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    number
  >;
}
