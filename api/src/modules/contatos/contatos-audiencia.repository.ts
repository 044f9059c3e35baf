import {
  campoContatoChaveSchema,
  type CamposContato,
  type ConsentimentoOrigem,
  type ContatoAudiencia,
} from '@colabora/shared/contracts';
import * as v from 'valibot';
import type { Queryable } from '../../plugins/database/db';
import { findOrCreateContatoCliente } from './contatos.repository';

/*
 * Contacts as marketing's one audience (DESIGN §5b): tags, owner and LGPD consent. Leads, birthdays
 * and campaigns read and write `contatos` through here, never with their own SQL.
 */

type AudienciaRow = {
  idContato: number;
  nome: string;
  telefone: string;
  email: string | null;
  dataNascimento: string | null;
  tags: string[];
  idResponsavel: number | null;
  responsavelNome: string | null;
  marketing: boolean;
  em: Date | null;
  origem: ConsentimentoOrigem | null;
  campos: Record<string, string>;
};

/** The contact as marketing sees it, or null (another institution's contact is "not found"). */
export async function findContatoAudiencia(
  db: Queryable,
  idInstituicao: number,
  idContato: number,
): Promise<ContatoAudiencia | null> {
  const [row] = await db.query<AudienciaRow>(
    `select c.id as "idContato", c.nome, c.telefone_e164 as telefone, c.email, c.data_nascimento as "dataNascimento",
            c.tags, c.id_responsavel as "idResponsavel", u.nome as "responsavelNome",
            c.consentimento_marketing as marketing, c.consentimento_em as em, c.consentimento_origem as origem,
            c.campos
       from contatos c left join usuario u on u.id = c.id_responsavel
      where c.id = $1 and c.id_instituicao = $2`,
    [idContato, idInstituicao],
  );
  if (!row) return null;
  return {
    idContato: row.idContato,
    nome: row.nome,
    telefone: row.telefone,
    email: row.email,
    dataNascimento: row.dataNascimento,
    tags: row.tags,
    responsavel: row.idResponsavel !== null ? { idUsuario: row.idResponsavel, nome: row.responsavelNome ?? '' } : null,
    consentimento: { marketing: row.marketing, em: row.em?.toISOString() ?? null, origem: row.origem },
    campos: row.campos,
  };
}

/**
 * Writes the contact's custom fields: 'replace' leaves exactly these, 'merge' adds them to the ones
 * it has (a sent name wins). False when there is no such contact.
 */
export async function writeCamposContato(
  db: Queryable,
  idInstituicao: number,
  idContato: number,
  campos: CamposContato,
  mode: 'replace' | 'merge',
): Promise<boolean> {
  const rows = await db.query(
    `update contatos set campos = case when $4 then campos || $3::jsonb else $3::jsonb end, updated_at = now()
      where id = $1 and id_instituicao = $2 returning id`,
    [idContato, idInstituicao, JSON.stringify(campos), mode === 'merge'],
  );
  return rows.length > 0;
}

/**
 * The custom field names the institution's contacts have, sorted (byte order: the same on every
 * engine). Only names a field may have: one written before a rule existed (`toString`) is not
 * offered as a campaign variable.
 */
export async function camposEmUso(db: Queryable, idInstituicao: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ campo: string }>(
    `select distinct jsonb_object_keys(campos) collate "C" as campo from contatos
      where id_instituicao = $1 and campos <> '{}'::jsonb order by campo limit $2`,
    [idInstituicao, limit],
  );
  return rows.map((row) => row.campo).filter((campo) => v.is(campoContatoChaveSchema, campo));
}

/** Whether the contact belongs to the institution. */
export async function contatoExists(db: Queryable, idInstituicao: number, idContato: number): Promise<boolean> {
  const rows = await db.query('select 1 from contatos where id = $1 and id_instituicao = $2', [
    idContato,
    idInstituicao,
  ]);
  return rows.length > 0;
}

/**
 * National digits (DDD + number) of a phone typed with or without a mask or the country code, or
 * null when it cannot be a Brazilian phone `contatos` holds.
 */
export function nationalDigits(telefone: string): string | null {
  let digits = telefone.replace(/\D/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  return /^[1-9]{2}\d{8,9}$/.test(digits) ? digits : null;
}

/**
 * The contact with this phone (created with `nome`, origem 'manual', when there is none), or null
 * for a phone contacts cannot hold. Run it inside the caller's transaction.
 */
export async function findOrCreateContatoByNomeTelefone(
  db: Queryable,
  idInstituicao: number,
  nome: string,
  telefone: string,
): Promise<{ idContato: number; criado: boolean } | null> {
  const digits = nationalDigits(telefone);
  if (!digits) return null;
  return findOrCreateContatoCliente(db, idInstituicao, digits, nome);
}

/** Adds `tag` to these contacts (those that have it stay as they are); the ids that changed. */
export async function addTagToContatos(
  db: Queryable,
  idInstituicao: number,
  idsContatos: readonly number[],
  tag: string,
): Promise<number[]> {
  if (!idsContatos.length) return [];
  const rows = await db.query<{ id: number }>(
    `update contatos set tags = array_append(tags, $3::text), updated_at = now()
      where id_instituicao = $1 and id = any($2::int[]) and not ($3::text = any(tags)) returning id`,
    [idInstituicao, idsContatos, tag],
  );
  return rows.map((row) => row.id);
}

/** The institution's contacts with this tag, by name. */
export function listContatosByTag(
  db: Queryable,
  idInstituicao: number,
  tag: string,
): Promise<{ idContato: number; nome: string }[]> {
  return db.query(
    `select id as "idContato", nome from contatos
      where id_instituicao = $1 and tags @> array[$2::text] order by lower(nome), id`,
    [idInstituicao, tag],
  );
}
