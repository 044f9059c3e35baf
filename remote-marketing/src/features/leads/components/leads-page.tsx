import {
  LEAD_ORIGEM_LABELS,
  LEAD_ORIGENS,
  type Lead,
  type LeadOrigem,
  type MenuItem,
} from '@colabora/shared/contracts';
import { formatCentavos, isoDateToBr } from '@colabora/shared/format';
import { useCanOpen } from '@colabora/shared/query';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  EmptyState,
  FiltersDisclosure,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  SelectField,
  TextField,
  useDebouncedValue,
} from '@colabora/shared/ui';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from '@colabora/shared/router';
import { useEtapas } from '../../../lib/api/get-etapas';
import { useLeadEvents } from '../../../lib/use-lead-events';
import { useLeads, type LeadsFiltros, type LeadsOrdem } from '../api/get-leads';
import { useResponsaveis } from '../api/get-responsaveis';
import { BulkActions } from './bulk-actions';
import { ImportarEtiquetaDialog } from './importar-etiqueta-dialog';

export type LeadsPageProps = { title: string; menuItem: MenuItem | null };

const PAGE_SIZE = 25;

const ORDENS: { value: LeadsOrdem; label: string }[] = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'valor', label: 'Maior valor' },
  { value: 'fechamento', label: 'Fechamento mais próximo' },
  { value: 'nome', label: 'Nome (A–Z)' },
];

/**
 * The institution's leads: filters (stage, owner, origin, period, text), sorting and pages; rows
 * selected for bulk actions; changes made elsewhere arrive through the chat hub.
 */
export function LeadsPage({ title, menuItem }: LeadsPageProps) {
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const canOpenFunil = useCanOpen('/funil');

  const [busca, setBusca] = useState('');
  const q = useDebouncedValue(busca.trim(), 300);
  // The funnel's "ver todos" links here with the stage: /leads?etapa=3.
  const [searchParams] = useSearchParams();
  const [idEtapa, setIdEtapa] = useState(() => /^\d+$/.exec(searchParams.get('etapa') ?? '')?.[0] ?? '');
  const [idResponsavel, setIdResponsavel] = useState('');
  const [origem, setOrigem] = useState<LeadOrigem | ''>('');
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const [ordem, setOrdem] = useState<LeadsOrdem>('recentes');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [importing, setImporting] = useState(false);

  const filtros = useMemo<LeadsFiltros>(
    () => ({
      idEtapa: idEtapa ? Number(idEtapa) : undefined,
      idResponsavel: idResponsavel ? Number(idResponsavel) : undefined,
      origem: origem || undefined,
      de: de || undefined,
      ate: ate || undefined,
      q: q || undefined,
      ordem,
      page,
      pageSize: PAGE_SIZE,
    }),
    [idEtapa, idResponsavel, origem, de, ate, q, ordem, page],
  );

  const leads = useLeads(filtros);
  const etapas = useEtapas();
  const responsaveis = useResponsaveis();
  useLeadEvents();

  /** A filter changed: back to the first page, with nothing selected. */
  function refilter<T>(set: (value: T) => void): (value: T) => void {
    return (value) => {
      set(value);
      setPage(1);
      setSelected(new Set());
    };
  }

  const nomeDaEtapa = (id: number) => etapas.data?.find((etapa) => etapa.idEtapa === id)?.nome ?? '—';
  const items = leads.data?.items ?? [];
  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Search stays in sight; the rest fold behind "Filtros (n)" (issue #28 item 11: seven fields before the first lead on a phone).
  const filtrosAtivos = [idEtapa, idResponsavel, origem, de, ate, ordem === 'recentes' ? '' : ordem].filter(
    Boolean,
  ).length;
  const filtered = Boolean(q || idEtapa || idResponsavel || origem || de || ate);
  const allSelected = items.length > 0 && items.every((lead) => selected.has(lead.idLead));

  function toggle(lead: Lead): void {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(lead.idLead)) next.delete(lead.idLead);
      else next.add(lead.idLead);
      return next;
    });
  }

  function toggleAll(): void {
    setSelected(allSelected ? new Set() : new Set(items.map((lead) => lead.idLead)));
  }

  return (
    <div className="leads-page">
      <PageHeader
        title={title}
        description={leads.data ? `${total} ${total === 1 ? 'lead' : 'leads'}` : null}
        actions={
          <>
            {canOpenFunil ? (
              <Link to="/funil" className="cb-button cb-button--ghost">
                Ver funil
              </Link>
            ) : null}
            {canCreate ? (
              <>
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  Importar de uma etiqueta
                </Button>
                <Link to="novo" className="cb-button cb-button--primary">
                  Novo lead
                </Link>
              </>
            ) : null}
          </>
        }
      />

      {canCreate || canUpdate ? null : <ReadOnlyNotice subject="os leads" />}

      <form className="leads-filters" role="search" aria-label="Filtrar leads" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Buscar"
          type="search"
          placeholder="Nome ou telefone"
          value={busca}
          onChange={(event) => {
            setBusca(event.target.value);
            setPage(1);
          }}
        />
        <FiltersDisclosure active={filtrosAtivos}>
          <SelectField
            label="Etapa"
            value={idEtapa}
            onChange={(event) => refilter(setIdEtapa)(event.target.value)}
            options={[
              { value: '', label: 'Todas' },
              ...(etapas.data ?? []).map((etapa) => ({ value: String(etapa.idEtapa), label: etapa.nome })),
            ]}
          />
          <SelectField
            label="Responsável"
            value={idResponsavel}
            onChange={(event) => refilter(setIdResponsavel)(event.target.value)}
            options={[
              { value: '', label: 'Todos' },
              ...(responsaveis.data ?? []).map((usuario) => ({
                value: String(usuario.idUsuario),
                label: usuario.nome,
              })),
            ]}
          />
          <SelectField
            label="Origem"
            value={origem}
            onChange={(event) => refilter(setOrigem)(event.target.value as LeadOrigem | '')}
            options={[
              { value: '', label: 'Todas' },
              ...LEAD_ORIGENS.map((value) => ({ value, label: LEAD_ORIGEM_LABELS[value] })),
            ]}
          />
          <TextField
            label="Criados de"
            type="date"
            value={de}
            onChange={(event) => refilter(setDe)(event.target.value)}
          />
          <TextField label="até" type="date" value={ate} onChange={(event) => refilter(setAte)(event.target.value)} />
          <SelectField
            label="Ordenar por"
            value={ordem}
            onChange={(event) => refilter(setOrdem)(event.target.value as LeadsOrdem)}
            options={ORDENS}
          />
        </FiltersDisclosure>
      </form>

      {canUpdate && selected.size > 0 ? (
        <BulkActions
          idsLeads={[...selected]}
          etapas={etapas.data ?? []}
          responsaveis={responsaveis.data ?? []}
          onDone={() => setSelected(new Set())}
        />
      ) : null}

      <QueryState
        query={leads}
        loadingLabel="Carregando leads…"
        errorMessage="Não foi possível carregar os leads."
        isEmpty={(pagina) => pagina.items.length === 0}
        empty={
          <EmptyState
            icon="person_search"
            title={filtered ? 'Nenhum lead encontrado' : 'Nenhum lead ainda'}
            description={
              filtered
                ? 'Tente outra busca ou limpe os filtros.'
                : 'Cadastre um lead a partir de um contato ou importe os contatos de uma etiqueta.'
            }
            action={
              canCreate && !filtered ? (
                <Link to="novo" className="cb-button cb-button--primary">
                  Novo lead
                </Link>
              ) : null
            }
          />
        }
      >
        {() => (
          <>
            <div className="leads-table-frame">
              <table className="leads-table">
                <caption className="cb-visually-hidden">Leads</caption>
                <thead>
                  <tr>
                    {canUpdate ? (
                      <th scope="col" className="leads-table__select">
                        <input
                          type="checkbox"
                          aria-label="Selecionar todos os leads da página"
                          checked={allSelected}
                          onChange={toggleAll}
                        />
                      </th>
                    ) : null}
                    <th scope="col">Contato</th>
                    <th scope="col">Etapa</th>
                    <th scope="col">Valor</th>
                    <th scope="col">Responsável</th>
                    <th scope="col">Origem</th>
                    <th scope="col">Previsão</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((lead) => (
                    <tr key={lead.idLead}>
                      {canUpdate ? (
                        <td className="leads-table__select">
                          <input
                            type="checkbox"
                            aria-label={`Selecionar ${lead.contato.nome}`}
                            checked={selected.has(lead.idLead)}
                            onChange={() => toggle(lead)}
                          />
                        </td>
                      ) : null}
                      <td className="leads-table__contato">
                        <Link to={String(lead.idLead)}>{lead.contato.nome}</Link>
                        {lead.contato.tags.length ? (
                          <span className="leads-tags cb-muted">
                            {' '}
                            {lead.contato.tags.map((tag) => `#${tag}`).join(' ')}
                          </span>
                        ) : null}
                      </td>
                      <td data-label="Etapa">{nomeDaEtapa(lead.idEtapa)}</td>
                      <td data-label="Valor" className="cb-nowrap">
                        {formatCentavos(lead.valorCentavos)}
                      </td>
                      <td data-label="Responsável">{lead.responsavel?.nome ?? '—'}</td>
                      <td data-label="Origem">{LEAD_ORIGEM_LABELS[lead.origem]}</td>
                      <td data-label="Previsão" className="cb-nowrap">
                        {isoDateToBr(lead.previsaoFechamento) ?? '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="leads-pager" aria-label="Páginas">
              <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Anterior
              </Button>
              <span aria-live="polite">
                Página {page} de {pages}
              </span>
              <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Próxima
              </Button>
            </nav>
          </>
        )}
      </QueryState>

      <ImportarEtiquetaDialog open={importing} etapas={etapas.data ?? []} onClose={() => setImporting(false)} />
    </div>
  );
}
