import type { Chat, VisaoFiltros } from '@colabora/shared/contracts';

/*
 * The list's filters of ADR 0038 (label, assignee, channel, unread, waiting longer than N minutes,
 * snoozed) on the client: as GET /api/chats's query, and whether a conversation a hub event
 * brought belongs to a cached list with them (the twin of api/.../chat-filtros.ts's SQL).
 */

/** The agenda's part of the list's filters; absent fields are unused. */
export type AgendaFiltros = Partial<Omit<VisaoFiltros, 'status' | 'minhas' | 'fila'>>;

/** GET /api/chats's query for these filters. */
export function agendaSearchParams(filtros: AgendaFiltros): Record<string, string> {
  const params: Record<string, string> = {};
  if (filtros.etiqueta) params.etiqueta = String(filtros.etiqueta);
  if (filtros.responsavel) params.responsavel = filtros.responsavel;
  if (filtros.canal) params.canal = String(filtros.canal);
  if (filtros.naoLidas) params.naoLidas = 'true';
  if (filtros.esperandoMinutos) params.esperando = String(filtros.esperandoMinutos);
  if (filtros.adiadas) params.adiadas = 'true';
  return params;
}

/**
 * Whether a list with these filters shows the conversation. `searching`: a text search lists the
 * snoozed ones too. "Waiting" is judged from the last message the list knows (a note keeps what
 * the server said).
 */
export function belongsToAgenda(
  chat: Chat,
  filtros: AgendaFiltros,
  searching: boolean,
  now: number = Date.now(),
): boolean {
  const adiada = Boolean(chat.adiadaAte);
  if (filtros.adiadas ? !adiada : adiada && !searching) return false;
  if (filtros.etiqueta && !chat.etiquetas?.some((etiqueta) => etiqueta.idEtiqueta === filtros.etiqueta)) return false;
  if (filtros.responsavel === 'nenhum' && chat.responsavel) return false;
  if (
    filtros.responsavel &&
    filtros.responsavel !== 'nenhum' &&
    chat.responsavel?.idUsuario !== Number(filtros.responsavel)
  )
    return false;
  if (filtros.canal && chat.idCanal !== filtros.canal) return false;
  if (filtros.naoLidas && chat.naoLidas === 0) return false;
  if (filtros.esperandoMinutos) {
    const last = chat.ultimaMensagem;
    if (chat.status === 'resolvida' || !last || last.direcao === 'saida') return false;
    if (last.direcao === 'entrada' && now - Date.parse(last.criadoEm) < filtros.esperandoMinutos * 60_000) return false;
  }
  return true;
}

/** How many of the agenda's filters are on (the "Filtros" button's count). */
export function agendaFiltrosAtivos(filtros: AgendaFiltros): number {
  return [
    filtros.etiqueta,
    filtros.responsavel,
    filtros.canal,
    filtros.naoLidas,
    filtros.esperandoMinutos,
    filtros.adiadas,
  ].filter(Boolean).length;
}
