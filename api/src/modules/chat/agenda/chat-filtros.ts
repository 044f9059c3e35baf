import type { SqlParam } from '../../../plugins/database/db';

/*
 * The list's filters of ADR 0038 (label, assignee, channel, unread, waiting longer than N minutes,
 * snoozed), as `where` clauses over `chat c` for chat.queries.ts's listChats. Kept here so the
 * list's query names them in one line and its own filters (status, queue, search) stay as they were.
 */

export type AgendaFiltros = {
  idEtiqueta?: number;
  /** A user's id, or `nenhum` (nobody holds it). */
  responsavel?: number | 'nenhum';
  idCanal?: number;
  naoLidas?: boolean;
  /** The contact's last message (notes aside) is theirs and older than this many minutes. */
  esperandoMinutos?: number;
  /** true: only snoozed ones; false: snoozed ones left out; undefined (a search): both. */
  adiadas?: boolean;
};

/**
 * The clauses of `filtros`, each with its parameters added through `add`.
 * @example where.push(...agendaWhere(filters.agenda ?? {}, add));
 */
export function agendaWhere(filtros: AgendaFiltros, add: (value: SqlParam) => string): string[] {
  const where: string[] = [];
  if (filtros.idEtiqueta !== undefined)
    where.push(
      `exists (select 1 from chat_etiqueta ce where ce.id_chat = c.id and ce.id_etiqueta = ${add(filtros.idEtiqueta)})`,
    );
  if (filtros.responsavel === 'nenhum') where.push('c.id_responsavel is null');
  else if (filtros.responsavel !== undefined) where.push(`c.id_responsavel = ${add(filtros.responsavel)}`);
  if (filtros.idCanal !== undefined) where.push(`c.id_canal = ${add(filtros.idCanal)}`);
  if (filtros.naoLidas) where.push('c.nao_lidas > 0');
  if (filtros.esperandoMinutos !== undefined)
    where.push(`c.status <> 'resolvida' and exists (
      select 1 from (select m.direcao, m.created_at from mensagem m
                      where m.id_chat = c.id and m.direcao <> 'nota' order by m.id desc limit 1) ultima
       where ultima.direcao = 'entrada'
         and ultima.created_at < now() - make_interval(mins => ${add(filtros.esperandoMinutos)}::int))`);
  if (filtros.adiadas === true) where.push('c.adiada_ate is not null');
  else if (filtros.adiadas === false) where.push('c.adiada_ate is null');
  return where;
}
