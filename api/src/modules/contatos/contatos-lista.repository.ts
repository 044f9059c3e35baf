import type { ContatoListaItem, ContatosPagina, ConsentimentoOrigem } from '@colabora/shared/contracts';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { containsText, searchPattern } from '../../plugins/database/text-search';
import type { ContatoExportado } from './contatos-csv';

/*
 * The Contacts screen's list (docs/decisions/0029): by name, in keyset pages (the index
 * contatos_lista_nome_idx walks them in order, so page 2,000 costs what page 1 does), filtered by
 * an accent-insensitive search, a tag, the consent, a birthday month, whether it has a
 * conversation, a lead in a funnel stage and a custom field (with a value).
 */

export type ContatosFiltros = {
  q?: string | undefined;
  tag?: string | undefined;
  consentimento?: 'sim' | 'nao' | undefined;
  mesAniversario?: number | undefined;
  conversa?: 'com' | 'sem' | undefined;
  idEtapa?: number | undefined;
  campo?: string | undefined;
  valor?: string | undefined;
};

type Cursor = { nome: string; id: number };

/** The next page's place: the last line's sort key, opaque to the browser. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.nome, cursor.id])).toString('base64url');
}

/** The place a cursor names, or null when it is not one this API wrote. */
export function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || typeof value[0] !== 'string' || !Number.isInteger(value[1])) return null;
    return { nome: value[0], id: value[1] as number };
  } catch {
    return null;
  }
}

/** The where clause of the filters, and its parameters after the institution ($1). */
function whereOf(filtros: ContatosFiltros): { where: string[]; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length + 1}`;
  };
  const where = ['c.id_instituicao = $1'];
  const q = filtros.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const byName = containsText('c.nome', add(searchPattern(q)));
    // A phone fragment (3+ digits, only a mask besides) also matches the number.
    where.push(
      digits.length >= 3 && /^[\d\s()+.-]+$/.test(q) ? `(${byName} or c.telefone like ${add(`%${digits}%`)})` : byName,
    );
  }
  if (filtros.tag) where.push(`c.tags @> array[${add(filtros.tag)}::text]`);
  if (filtros.consentimento) where.push(`c.consentimento_marketing = ${add(filtros.consentimento === 'sim')}`);
  if (filtros.mesAniversario) where.push(`extract(month from c.data_nascimento) = ${add(filtros.mesAniversario)}`);
  if (filtros.conversa) {
    where.push(`${filtros.conversa === 'com' ? '' : 'not '}exists (select 1 from chat ch where ch.id_contato = c.id)`);
  }
  if (filtros.idEtapa) {
    where.push(`exists (select 1 from lead l where l.id_contato = c.id and l.id_etapa = ${add(filtros.idEtapa)})`);
  }
  if (filtros.campo) {
    const campo = add(filtros.campo);
    // A value narrows the field to those containing it, as the search box does (accents ignored).
    where.push(
      filtros.valor
        ? containsText(`(c.campos ->> ${campo})`, add(searchPattern(filtros.valor)))
        : `jsonb_exists(c.campos, ${campo})`,
    );
  }
  return { where, params };
}

/**
 * Where the page's rows come from. A search of three letters or more is answered from the trigram
 * index first (`offset 0` keeps the planner from walking the name index instead: with a common
 * name that sorts late, "patricia" read 70,000 rows to fill a page, 0.5 s); the matches are then
 * sorted, a few thousand at most. Without one, the name index walks the rows in order.
 */
function source(filtros: ContatosFiltros, where: string[]): string {
  const searching = (filtros.q?.replace(/\s/g, '').length ?? 0) >= 3;
  return searching
    ? `(select * from contatos c where ${where.join(' and ')} offset 0) c`
    : `contatos c where ${where.join(' and ')}`;
}

type Row = Omit<ContatoListaItem, 'consentimento'> & {
  chave: string;
  marketing: boolean;
  em: Date | null;
  origem: ConsentimentoOrigem | null;
};

/** One page of the institution's contacts by name, `limite` at most, after `apos`; with the total. */
export async function listContatos(
  db: Queryable,
  idInstituicao: number,
  filtros: ContatosFiltros,
  { apos, limite }: { apos: Cursor | null; limite: number },
): Promise<ContatosPagina> {
  const { where, params } = whereOf(filtros);
  const all: SqlParam[] = [idInstituicao, ...params];
  const page = [...where];
  if (apos) {
    all.push(apos.nome, apos.id);
    page.push(`(lower(c.nome), c.id) > ($${all.length - 1}, $${all.length})`);
  }
  all.push(limite + 1);
  const rows = await db.query<Row>(
    `select c.id as "idContato", c.nome, c.telefone_e164 as telefone, c.email,
            to_char(c.data_nascimento, 'YYYY-MM-DD') as "dataNascimento", c.tags,
            c.consentimento_marketing as marketing, c.consentimento_em as em, c.consentimento_origem as origem,
            (select count(*) from chat ch where ch.id_contato = c.id)::int as conversas,
            lower(c.nome) as chave
       from ${source(filtros, page)}
      order by lower(c.nome), c.id
      limit $${all.length}`,
    all,
  );
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from contatos c where ${where.join(' and ')}`,
    [idInstituicao, ...params],
  );
  const more = rows.length > limite;
  const items = rows.slice(0, limite);
  const last = items.at(-1);
  return {
    items: items.map(({ chave: _chave, marketing, em, origem, ...item }) => ({
      ...item,
      consentimento: { marketing, em: em?.toISOString() ?? null, origem },
    })),
    total: counted?.total ?? 0,
    proximo: more && last ? encodeCursor({ nome: last.chave, id: last.idContato }) : null,
  };
}

/**
 * Every contact the filters select, in the spreadsheet's shape (consent with how and the day it was
 * given): the Contacts screen's "Exportar" sends what the staff member is looking at; with no
 * filter, the whole institution (the Importação screen's export).
 */
export function listContatosParaExportar(
  db: Queryable,
  idInstituicao: number,
  filtros: ContatosFiltros = {},
): Promise<ContatoExportado[]> {
  const { where, params } = whereOf(filtros);
  // A contact known only by its WhatsApp LID has no phone to write (ADR 0035): an empty cell.
  return db.query<ContatoExportado>(
    `select c.nome, coalesce(c.telefone, '') as telefone, c.email, c.data_nascimento as "dataNascimento", c.tags,
            c.consentimento_marketing as "consentimentoMarketing", c.consentimento_origem as "consentimentoOrigem",
            to_char(c.consentimento_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as "consentimentoDia"
       from ${source(filtros, where)}
      order by lower(c.nome), c.id`,
    [idInstituicao, ...params],
  );
}
