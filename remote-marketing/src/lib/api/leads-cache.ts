import type { Funil, Lead } from '@colabora/shared/contracts/marketing';
import type { Page } from '@colabora/shared/contracts/page';
import type { QueryClient } from '@tanstack/react-query';

/*
 * Where leads sit in the query cache (the funnel board, the lists, a lead's detail and history),
 * and how a newer copy of one (a hub event, a mutation's answer) is written into every place that
 * shows it, without a request. One key tree under 'leads', so one invalidation reaches them all.
 */

export const leadsQueryKey = ['leads'] as const;

/** GET /api/funil: the columns with their figures and every open lead. */
export const funilQueryKey = [...leadsQueryKey, 'funil'] as const;

/** GET /api/leads/etapas: the stages in order (filters and the lead form). */
export const etapasQueryKey = [...leadsQueryKey, 'etapas'] as const;

/** The list's pages; one per set of filters. */
export const leadsListQueryKey = (filtros?: object) =>
  filtros ? ([...leadsQueryKey, 'lista', filtros] as const) : ([...leadsQueryKey, 'lista'] as const);

export const leadQueryKey = (idLead: number) => [...leadsQueryKey, 'detalhe', idLead] as const;

export const leadHistoricoQueryKey = (idLead: number) => [...leadsQueryKey, 'historico', idLead] as const;

/** True when `incoming` is an older copy than `held` (an event arriving late changes nothing). */
export function isOlderCopy(incoming: Lead, held: Lead): boolean {
  return Date.parse(incoming.atualizadoEm) < Date.parse(held.atualizadoEm);
}

/**
 * The board with `lead` as it is now: the card in its stage, and the count and total of the
 * columns it left and entered adjusted (the rest of the figures are the server's).
 * @example applyLeadToFunil(funil, { ...lead, idEtapa: 3 }) // the card moves to stage 3
 */
export function applyLeadToFunil(funil: Funil, lead: Lead): Funil {
  const held = funil.leads.find((item) => item.idLead === lead.idLead);
  if (held && isOlderCopy(lead, held)) return funil;
  const colunas = funil.colunas.map((coluna) => {
    let { quantidade, totalCentavos } = coluna;
    if (held && held.idEtapa === coluna.etapa.idEtapa) {
      quantidade -= 1;
      totalCentavos -= held.valorCentavos;
    }
    if (lead.idEtapa === coluna.etapa.idEtapa) {
      quantidade += 1;
      totalCentavos += lead.valorCentavos;
    }
    return quantidade === coluna.quantidade && totalCentavos === coluna.totalCentavos
      ? coluna
      : { ...coluna, quantidade, totalCentavos };
  });
  const leads = held ? funil.leads.map((item) => (item.idLead === lead.idLead ? lead : item)) : [lead, ...funil.leads];
  return { colunas, leads };
}

/** The board without the lead (deleted), its column's figures adjusted. */
export function removeLeadFromFunil(funil: Funil, idLead: number): Funil {
  const held = funil.leads.find((item) => item.idLead === idLead);
  if (!held) return funil;
  return {
    colunas: funil.colunas.map((coluna) =>
      coluna.etapa.idEtapa === held.idEtapa
        ? {
            ...coluna,
            quantidade: coluna.quantidade - 1,
            totalCentavos: coluna.totalCentavos - held.valorCentavos,
          }
        : coluna,
    ),
    leads: funil.leads.filter((item) => item.idLead !== idLead),
  };
}

/** Writes only the board: the optimistic move and its rollback. */
export function writeLeadToFunil(queryClient: QueryClient, lead: Lead): void {
  queryClient.setQueryData<Funil>(funilQueryKey, (funil) => (funil ? applyLeadToFunil(funil, lead) : funil));
}

/**
 * Writes the lead as it is now into the board, every cached list page that shows it and its
 * detail; its history is marked stale. A lead new to a list makes the lists load again, since
 * whether it matches their filters and where it sorts is the server's to say.
 * @example onChatEvent(CHAT_EVENTS.leadAtualizado, (lead) => writeLeadToCache(queryClient, lead))
 */
export function writeLeadToCache(queryClient: QueryClient, lead: Lead): void {
  writeLeadToFunil(queryClient, lead);
  let missing = false;
  for (const [queryKey, page] of queryClient.getQueriesData<Page<Lead>>({ queryKey: leadsListQueryKey() })) {
    if (!page) continue;
    const held = page.items.find((item) => item.idLead === lead.idLead);
    if (!held) {
      missing = true;
      continue;
    }
    if (isOlderCopy(lead, held)) continue;
    queryClient.setQueryData<Page<Lead>>(queryKey, {
      ...page,
      items: page.items.map((item) => (item.idLead === lead.idLead ? lead : item)),
    });
  }
  if (missing) void queryClient.invalidateQueries({ queryKey: leadsListQueryKey() });
  queryClient.setQueryData<Lead>(leadQueryKey(lead.idLead), (current) =>
    current && isOlderCopy(lead, current) ? current : lead,
  );
  void queryClient.invalidateQueries({ queryKey: leadHistoricoQueryKey(lead.idLead) });
}

/** Drops a deleted lead from the board and the lists (their totals load again). */
export function removeLeadFromCache(queryClient: QueryClient, idLead: number): void {
  queryClient.setQueryData<Funil>(funilQueryKey, (funil) => (funil ? removeLeadFromFunil(funil, idLead) : funil));
  for (const [queryKey, page] of queryClient.getQueriesData<Page<Lead>>({ queryKey: leadsListQueryKey() })) {
    if (!page?.items.some((item) => item.idLead === idLead)) continue;
    queryClient.setQueryData<Page<Lead>>(queryKey, {
      ...page,
      items: page.items.filter((item) => item.idLead !== idLead),
      total: Math.max(0, page.total - 1),
    });
  }
  queryClient.removeQueries({ queryKey: leadQueryKey(idLead) });
}
