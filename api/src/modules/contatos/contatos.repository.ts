import type { ContatoCsvLinha } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { containsText, prefixPattern, searchPattern } from '../../plugins/database/text-search';
import { setConsentimentoAutoria, type ConsentimentoAutoria } from './contatos-consentimento.repository';

/** Which of these phones already belong to a contact of the institution. */
/** A contact's marketing consent as an import compares it: yes/no and the São Paulo day of its last change. */
export type ConsentimentoExistente = { marketing: boolean; dia: string | null };

/** The institution's contacts among these phones, each with its consent now (the import's preview and rule). */
export async function existingContatos(
  db: Queryable,
  idInstituicao: number,
  telefones: string[],
): Promise<Map<string, ConsentimentoExistente>> {
  if (!telefones.length) return new Map();
  const rows = await db.query<{ telefone: string } & ConsentimentoExistente>(
    `select telefone, consentimento_marketing as marketing,
            to_char(consentimento_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia
       from contatos where id_instituicao = $1 and telefone = any($2::text[])`,
    [idInstituicao, telefones],
  );
  return new Map(rows.map(({ telefone, marketing, dia }) => [telefone, { marketing, dia }]));
}

/**
 * Whether a line's consent cell is left out by the rule of APLICA_CONSENTIMENTO below: the cell
 * differs from the contact's, and its day is not after the day of the contact's latest change.
 * The preview says so on the line, so nobody believes an old file revived a revoked consent.
 */
export function consentimentoIgnorado(
  linha: Pick<ContatoCsvLinha, 'consentimentoMarketing' | 'consentimentoEm'>,
  atual: ConsentimentoExistente | undefined,
): boolean {
  if (!atual || linha.consentimentoMarketing === null || linha.consentimentoMarketing === atual.marketing) return false;
  if (!atual.dia || !linha.consentimentoEm) return false;
  return linha.consentimentoEm <= atual.dia;
}

/**
 * Inserts new contacts and updates those whose phone exists, in one statement (run it inside the
 * import's transaction). Returns how many of each.
 *
 * Consent (LGPD): a blank cell keeps what the contact has, so an import never turns a "não" into a
 * "sim" without a column saying so; a "sim" or "não" dated (consentimento_em) no later than the
 * contact's latest change is not applied (an old export read back never revives a consent revoked
 * since). What changes is recorded now with origem 'importacao', by `autoria`, in the history.
 */
export async function upsertContatos(
  db: Queryable,
  idInstituicao: number,
  contatos: ContatoCsvLinha[],
  autoria: ConsentimentoAutoria,
): Promise<{ inseridos: number; atualizados: number }> {
  if (!contatos.length) return { inseridos: 0, atualizados: 0 };
  await setConsentimentoAutoria(db, autoria);
  const rows = await db.query<{ inserido: boolean }>(
    `insert into contatos as c (id_instituicao, nome, telefone, email, data_nascimento, origem, tags,
                                consentimento_marketing, consentimento_em, consentimento_origem)
     select $1, g.nome, g.telefone, g.email, g.data_nascimento::date, 'importacao',
            coalesce(string_to_array(g.tags, ';'), '{}'), coalesce(g.consentimento::boolean, false),
            case when g.consentimento is not null then now() end,
            case when g.consentimento is not null then 'importacao' end
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
              as g(nome, telefone, email, data_nascimento, tags, consentimento)
     on conflict (id_instituicao, telefone) do update
       set nome = excluded.nome, email = excluded.email, data_nascimento = excluded.data_nascimento,
           tags = case when $8::text[] @> array[excluded.telefone] then excluded.tags else c.tags end,
           consentimento_marketing = case when ${APLICA_CONSENTIMENTO} then excluded.consentimento_marketing
                                          else c.consentimento_marketing end,
           consentimento_em = case when ${APLICA_CONSENTIMENTO} then now() else c.consentimento_em end,
           consentimento_origem = case when ${APLICA_CONSENTIMENTO} then 'importacao' else c.consentimento_origem end,
           updated_at = now()
     returning (xmax = 0) as inserido`,
    [
      idInstituicao,
      contatos.map((c) => c.nome),
      contatos.map((c) => c.telefone),
      contatos.map((c) => c.email) as string[],
      contatos.map((c) => c.dataNascimento) as string[],
      contatos.map((c) => (c.tags ? c.tags.join(';') : null)) as string[],
      contatos.map((c) => (c.consentimentoMarketing === null ? null : String(c.consentimentoMarketing))) as string[],
      contatos.filter((c) => c.tags !== null).map((c) => c.telefone),
      contatos.filter((c) => c.consentimentoMarketing !== null).map((c) => c.telefone),
      contatos.filter((c) => c.consentimentoMarketing !== null).map((c) => c.consentimentoEm) as string[],
    ],
  );
  const inseridos = rows.filter((row) => row.inserido).length;
  return { inseridos, atualizados: rows.length - inseridos };
}

/**
 * Whether a line's consent cell changes an existing contact: it has one ($9), it differs from the
 * contact's, and its day ($10, same position; null when the file has none) is after the day of
 * the contact's latest change in São Paulo.
 */
const APLICA_CONSENTIMENTO = `(
  $9::text[] @> array[excluded.telefone]
  and excluded.consentimento_marketing is distinct from c.consentimento_marketing
  and (c.consentimento_em is null
       or ($10::text[])[array_position($9::text[], excluded.telefone)] is null
       or ($10::text[])[array_position($9::text[], excluded.telefone)]::date
          > (c.consentimento_em at time zone 'America/Sao_Paulo')::date))`;

/** How many contacts the institution has, and how many arrived since the local day `desde`. */
export async function countContatos(
  db: Queryable,
  idInstituicao: number,
  { desde, timeZone }: { desde: string; timeZone: string },
): Promise<{ total: number; novosNoPeriodo: number }> {
  const [row] = await db.query<{ total: number; novos: number }>(
    `select count(*)::int as total,
            count(*) filter (where (created_at at time zone $3)::date >= $2::date)::int as novos
       from contatos where id_instituicao = $1`,
    [idInstituicao, desde, timeZone],
  );
  return { total: row?.total ?? 0, novosNoPeriodo: row?.novos ?? 0 };
}

/**
 * National digits of a Brazilian E.164 phone as `contatos.telefone` stores them, with the other
 * form of a mobile number WhatsApp may use (with or without the 9th digit) as a second candidate.
 * Null for a number outside Brazil (contacts hold Brazilian numbers for now).
 */
export function nationalCandidates(telefoneE164: string): string[] | null {
  const match = /^\+55([1-9]{2})(\d{8,9})$/.exec(telefoneE164);
  if (!match) return null;
  const [, ddd, numero = ''] = match;
  if (numero.length === 9 && numero.startsWith('9')) return [`${ddd}${numero}`, `${ddd}${numero.slice(1)}`];
  if (numero.length === 8 && /^[6-9]/.test(numero)) return [`${ddd}9${numero}`, `${ddd}${numero}`];
  return [`${ddd}${numero}`];
}

/**
 * The contact with this phone (E.164) in the institution, created with `nome` (origem 'whatsapp')
 * when there is none; null for a phone contacts cannot hold. Safe under concurrent calls.
 */
export async function findOrCreateContatoByPhone(
  db: Queryable,
  idInstituicao: number,
  telefoneE164: string,
  nome: string,
): Promise<{ idContato: number; criado: boolean } | null> {
  const candidates = nationalCandidates(telefoneE164);
  if (!candidates) return null;
  const find = async () => {
    const [row] = await db.query<{ id: number }>(
      `select id from contatos where id_instituicao = $1 and telefone = any($2::text[])
        order by array_position($2::text[], telefone) limit 1`,
      [idInstituicao, candidates],
    );
    return row?.id ?? null;
  };
  const existing = await find();
  if (existing !== null) return { idContato: existing, criado: false };
  const [inserted] = await db.query<{ id: number }>(
    `insert into contatos (id_instituicao, nome, telefone, origem) values ($1, $2, $3, 'whatsapp')
     on conflict (id_instituicao, telefone) do nothing returning id`,
    [idInstituicao, nome.trim().slice(0, 120) || candidates[0] || 'Contato', candidates[0] ?? ''],
  );
  if (inserted) return { idContato: inserted.id, criado: true };
  const raced = await find();
  return raced === null ? null : { idContato: raced, criado: false };
}

/**
 * Contacts of the institution whose name contains `q` (case and accents ignored; names starting
 * with it first) or, when `q` looks like a phone (3+ digits, only mask characters besides), whose
 * phone contains its digits. At most `limit`.
 */
export function searchContatos(
  db: Queryable,
  idInstituicao: number,
  q: string,
  limit: number,
): Promise<{ idContato: number; nome: string; telefone: string }[]> {
  const digits = q.replace(/\D/g, '');
  const byPhone = digits.length >= 3 && /^[\d\s()+.-]+$/.test(q) ? `%${digits}%` : null;
  return db.query(
    `select id as "idContato", nome, coalesce(telefone, '') as telefone -- '': known only by its LID (ADR 0035)
       from contatos
      where id_instituicao = $1
        and (${containsText('nome', '$2')} or ($3::text is not null and telefone like $3::text))
      order by ${containsText('nome', '$4')} desc, lower(nome), id
      limit $5`,
    [idInstituicao, searchPattern(q), byPhone, prefixPattern(q), limit],
  );
}

/**
 * The contact with this phone (digits, DDD + number), created with `nome` (origem 'manual') when
 * there is none. An existing contact keeps its name unless it has none (a name made of the phone
 * itself, as contacts first seen on WhatsApp get). Safe under concurrent calls; run it inside the
 * caller's transaction.
 */
export async function findOrCreateContatoCliente(
  db: Queryable,
  idInstituicao: number,
  telefone: string,
  nome: string,
): Promise<{ idContato: number; criado: boolean }> {
  const [row] = await db.query<{ idContato: number; criado: boolean }>(
    `insert into contatos (id_instituicao, nome, telefone, origem) values ($1, $2, $3, 'manual')
     on conflict (id_instituicao, telefone) do update
       set nome = case when btrim(contatos.nome) ~ '^[0-9()+. -]*$' then excluded.nome else contatos.nome end,
           updated_at = case when btrim(contatos.nome) ~ '^[0-9()+. -]*$' then now() else contatos.updated_at end
     returning id as "idContato", (xmax = 0) as criado`,
    [idInstituicao, nome.trim().slice(0, 120), telefone],
  );
  if (!row) throw new Error('contato do cliente não retornado');
  return row;
}
