import type { Lead, LeadHistorico, LeadOrigem, MotivoPerda, Page } from '@colabora/shared/contracts';
import { pageOf, type PageWindow } from '../../http/pagination';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { likePattern } from '../../plugins/database/like-pattern';
import { containsText, searchPattern } from '../../plugins/database/text-search';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';

/*
 * Reads of the leads' tables (lead, lead_historico) with the contact each points at. Writes are in
 * leads.commands.ts; the funnel's figures in funil.queries.ts.
 */

type LeadRow = {
  idLead: number;
  idContato: number;
  contatoNome: string;
  contatoTelefone: string;
  tags: string[];
  campos: Record<string, string>;
  idEtapa: number;
  valorCentavos: number;
  idResponsavel: number | null;
  responsavelNome: string | null;
  previsaoFechamento: string | null;
  origem: LeadOrigem;
  observacoes: string | null;
  motivo: string | null;
  motivoPerda: MotivoPerda | null;
  etapaDesde: Date;
  criadoEm: Date;
  atualizadoEm: Date;
};

export const SELECT_LEAD = `select l.id as "idLead", c.id as "idContato", c.nome as "contatoNome",
    c.telefone_e164 as "contatoTelefone", c.tags, c.campos, l.id_etapa as "idEtapa", l.valor_centavos as "valorCentavos",
    l.id_responsavel as "idResponsavel", u.nome as "responsavelNome", l.previsao_fechamento as "previsaoFechamento",
    l.origem, l.observacoes, l.motivo, l.motivo_perda as "motivoPerda", l.etapa_desde as "etapaDesde",
    l.created_at as "criadoEm", l.updated_at as "atualizadoEm"
  from lead l join contatos c on c.id = l.id_contato left join usuario u on u.id = l.id_responsavel`;

export function toLead(row: LeadRow): Lead {
  return {
    idLead: row.idLead,
    contato: {
      idContato: row.idContato,
      nome: row.contatoNome,
      telefone: row.contatoTelefone,
      tags: row.tags,
      campos: row.campos,
    },
    idEtapa: row.idEtapa,
    valorCentavos: row.valorCentavos,
    responsavel: row.idResponsavel !== null ? { idUsuario: row.idResponsavel, nome: row.responsavelNome ?? '' } : null,
    previsaoFechamento: row.previsaoFechamento,
    origem: row.origem,
    observacoes: row.observacoes,
    motivo: row.motivo,
    motivoPerda: row.motivoPerda,
    etapaDesde: row.etapaDesde.toISOString(),
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}

export async function findLead(db: Queryable, idInstituicao: number, idLead: number): Promise<Lead | null> {
  const [row] = await db.query<LeadRow>(`${SELECT_LEAD} where l.id = $1 and l.id_instituicao = $2`, [
    idLead,
    idInstituicao,
  ]);
  return row ? toLead(row) : null;
}

/** These leads of the institution (others' ids are left out), in id order. */
export async function findLeads(db: Queryable, idInstituicao: number, idsLeads: readonly number[]): Promise<Lead[]> {
  if (!idsLeads.length) return [];
  const rows = await db.query<LeadRow>(
    `${SELECT_LEAD} where l.id = any($1::int[]) and l.id_instituicao = $2 order by l.id`,
    [idsLeads, idInstituicao],
  );
  return rows.map(toLead);
}

/** The open lead (in a stage of type 'aberta') of the contact, if any: the newest. */
export async function findLeadAbertoDoContato(
  db: Queryable,
  idInstituicao: number,
  idContato: number,
): Promise<Lead | null> {
  const [row] = await db.query<LeadRow>(
    `${SELECT_LEAD} join funil_etapa e on e.id = l.id_etapa
      where l.id_contato = $1 and l.id_instituicao = $2 and e.tipo = 'aberta' order by l.id desc limit 1`,
    [idContato, idInstituicao],
  );
  return row ? toLead(row) : null;
}

export type LeadFilters = {
  idEtapa?: number;
  idResponsavel?: number;
  origem?: LeadOrigem;
  de?: string;
  ate?: string;
  q?: string;
  ordem: 'recentes' | 'valor' | 'fechamento' | 'nome';
};

const ORDER_BY: Record<LeadFilters['ordem'], string> = {
  recentes: 'l.created_at desc, l.id desc',
  valor: 'l.valor_centavos desc, l.id desc',
  fechamento: 'l.previsao_fechamento asc nulls last, l.id desc',
  nome: 'lower(c.nome), l.id',
};

function whereOf(idInstituicao: number, filters: LeadFilters): { sql: string; params: SqlParam[] } {
  const where = ['l.id_instituicao = $1'];
  const params: SqlParam[] = [idInstituicao];
  const add = (value: SqlParam, clause: (ref: string) => string) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.idEtapa) add(filters.idEtapa, (ref) => `l.id_etapa = ${ref}`);
  if (filters.idResponsavel) add(filters.idResponsavel, (ref) => `l.id_responsavel = ${ref}`);
  if (filters.origem) add(filters.origem, (ref) => `l.origem = ${ref}`);
  if (filters.de)
    add(filters.de, (ref) => `l.created_at >= (${ref}::date)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'`);
  if (filters.ate)
    add(filters.ate, (ref) => `l.created_at < (${ref}::date + 1)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'`);
  const q = filters.q?.trim();
  if (q) {
    const clauses: string[] = [];
    params.push(searchPattern(q));
    const ref = `$${params.length}`;
    clauses.push(containsText('c.nome', ref), containsText('l.observacoes', ref));
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 3) {
      params.push(likePattern(digits));
      clauses.push(`c.telefone_e164 like $${params.length}`);
    }
    where.push(`(${clauses.join(' or ')})`);
  }
  return { sql: where.join(' and '), params };
}

/** A page of the institution's leads matching the filters. */
export async function listLeads(
  db: Queryable,
  idInstituicao: number,
  filters: LeadFilters,
  window: PageWindow,
): Promise<Page<Lead>> {
  const { sql, params } = whereOf(idInstituicao, filters);
  const rows = await db.query<LeadRow>(
    `${SELECT_LEAD} where ${sql} order by ${ORDER_BY[filters.ordem]}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from lead l join contatos c on c.id = l.id_contato where ${sql}`,
    params,
  );
  return pageOf(rows.map(toLead), count?.total ?? 0, window);
}

/** The lead's history, oldest first; null when the institution has no such lead. */
export async function listHistorico(
  db: Queryable,
  idInstituicao: number,
  idLead: number,
): Promise<LeadHistorico[] | null> {
  const exists = await db.query('select 1 from lead where id = $1 and id_instituicao = $2', [idLead, idInstituicao]);
  if (!exists.length) return null;
  const rows = await db.query<Omit<LeadHistorico, 'criadoEm'> & { criadoEm: Date }>(
    `select h.id as "idHistorico", h.tipo, h.descricao, u.nome as autor, h.created_at as "criadoEm"
       from lead_historico h left join usuario u on u.id = h.id_autor
      where h.id_lead = $1 and h.id_instituicao = $2 order by h.created_at, h.id`,
    [idLead, idInstituicao],
  );
  return rows.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }));
}

/** How many leads the institution created on the local day `dia` (yyyy-mm-dd, São Paulo). */
export async function countLeadsCriadosNoDia(db: Queryable, idInstituicao: number, dia: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from lead
      where id_instituicao = $1
        and created_at >= ($2::date)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'
        and created_at < ($2::date + 1)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'`,
    [idInstituicao, dia],
  );
  return row?.n ?? 0;
}

/** How many leads sit in each stage of the institution, in board order (the president's dashboard). */
export function countLeadsPorEtapa(
  db: Queryable,
  idInstituicao: number,
): Promise<{ etapa: string; quantidade: number }[]> {
  return db.query(
    `select e.nome as etapa, count(l.id)::int as quantidade
       from funil_etapa e left join lead l on l.id_etapa = e.id and l.id_instituicao = e.id_instituicao
      where e.id_instituicao = $1 group by e.id, e.nome, e.ordem order by e.ordem, e.id`,
    [idInstituicao],
  );
}
