import type { Queryable } from '../../plugins/database/db';
import { findOrCreateContatoByPhone, nationalCandidates } from './contatos.repository';
import { mesclarContatos } from './contatos-mesclagem.commands';

/*
 * One person, one contact, whatever address WhatsApp uses (issue #26, docs/decisions/0035).
 * WhatsApp addresses a person by their phone JID or by a LID (`<digits>@lid`, an opaque id). A
 * contact keeps its phone on `contatos.telefone` and every other address it answers to in
 * `contato_endereco` (its LIDs; the phones of contacts merged into it). A message that names both
 * a LID and a phone teaches the pair; one that names only a LID finds the contact that pair
 * taught, or a contact known by that LID alone until WhatsApp tells its phone — and then the two
 * are joined, never left as two people.
 */

/** The addresses an inbound event names: the phone in E.164 and the LID's digits, either may be missing. */
export type EnderecoWhatsapp = { telefone: string | null; lid: string | null };

/** The contact an address resolved to, and the conversations a join removed (their messages now live in another). */
export type ContatoResolvido = { idContato: number; chatsRemovidos: number[] };

/**
 * Where a contact's messages go, in SQL over `contatos ct`: its phone in E.164, or for a contact
 * known only by its LID the LID's JID (`<digits>@lid`, which Evolution's createJid passes through).
 * The adapters read either (evolution-adapter.ts `numberOf`).
 */
export const DESTINO_CONTATO_SQL = `coalesce(ct.telefone_e164,
  (select e.valor || '@lid' from contato_endereco e where e.id_contato = ct.id and e.tipo = 'lid'
    order by e.id desc limit 1))`;

async function byPhone(db: Queryable, idInstituicao: number, candidates: string[]): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `select id from (
       select id, array_position($2::text[], telefone) as ordem, 0 as fonte from contatos
        where id_instituicao = $1 and telefone = any($2::text[])
       union all
       select id_contato, array_position($2::text[], valor), 1 from contato_endereco
        where id_instituicao = $1 and tipo = 'telefone' and valor = any($2::text[])
     ) t order by fonte, ordem limit 1`,
    [idInstituicao, candidates],
  );
  return row?.id ?? null;
}

async function byLid(db: Queryable, idInstituicao: number, lid: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `select id_contato as id from contato_endereco where id_instituicao = $1 and tipo = 'lid' and valor = $2`,
    [idInstituicao, lid],
  );
  return row?.id ?? null;
}

async function guardarLid(db: Queryable, idInstituicao: number, idContato: number, lid: string): Promise<void> {
  await db.query(
    `insert into contato_endereco (id_instituicao, id_contato, tipo, valor) values ($1, $2, 'lid', $3)
     on conflict (id_instituicao, tipo, valor) do nothing`,
    [idInstituicao, idContato, lid],
  );
}

/** The contact known by its LID alone learns its phone (or, if it has one, keeps this as another). */
async function guardarTelefone(db: Queryable, idInstituicao: number, idContato: number, national: string) {
  const [semTelefone] = await db.query(
    'update contatos set telefone = $3, updated_at = now() where id = $1 and id_instituicao = $2 and telefone is null returning 1',
    [idContato, idInstituicao, national],
  );
  if (!semTelefone)
    await db.query(
      `insert into contato_endereco (id_instituicao, id_contato, tipo, valor) values ($1, $2, 'telefone', $3)
       on conflict (id_instituicao, tipo, valor) do nothing`,
      [idInstituicao, idContato, national],
    );
}

/** A contact known only by its LID: no phone, named as WhatsApp named it. */
async function createByLid(db: Queryable, idInstituicao: number, lid: string, nome: string): Promise<number> {
  const [created] = await db.query<{ id: number }>(
    `insert into contatos (id_instituicao, nome, telefone, origem) values ($1, $2, null, 'whatsapp') returning id`,
    [idInstituicao, nome.trim().slice(0, 120) || 'Contato do WhatsApp'],
  );
  if (!created) throw new Error('contato não criado');
  const [kept] = await db.query(
    `insert into contato_endereco (id_instituicao, id_contato, tipo, valor) values ($1, $2, 'lid', $3)
     on conflict (id_instituicao, tipo, valor) do nothing returning 1`,
    [idInstituicao, created.id, lid],
  );
  if (kept) return created.id;
  // Another delivery created it meanwhile: that one is the contact.
  await db.query('delete from contatos where id = $1', [created.id]);
  const existing = await byLid(db, idInstituicao, lid);
  if (existing === null) throw new Error('contato do LID não encontrado');
  return existing;
}

/**
 * The one contact these addresses name, in the caller's transaction: found by phone (its own or a
 * merged one's) or by LID, taught the address it lacked, joined when the phone and the LID
 * belonged to two contacts (the one with the phone stays). With `criar`, a contact is created when
 * none answers (by phone; by LID alone if no phone is known). Null when nothing fits (no address a
 * contact can hold, or none found without `criar`).
 */
export async function resolveContatoWhatsapp(
  db: Queryable,
  idInstituicao: number,
  { telefone, lid }: EnderecoWhatsapp,
  { nome = '', criar = true }: { nome?: string; criar?: boolean } = {},
): Promise<ContatoResolvido | null> {
  const candidates = telefone ? nationalCandidates(telefone) : null;
  const porTelefone = candidates ? await byPhone(db, idInstituicao, candidates) : null;
  const porLid = lid ? await byLid(db, idInstituicao, lid) : null;

  if (porTelefone !== null && porLid !== null && porTelefone !== porLid) {
    // The LID's contact and the phone's are one person: the phone's stays (it holds what staff typed).
    const mesclagem = await mesclarContatos(db, idInstituicao, porTelefone, porLid, {
      idUsuario: null,
      motivo: 'mesmo_whatsapp',
    });
    return {
      idContato: porTelefone,
      chatsRemovidos: mesclagem?.conversasJuntadas.map(([, removido]) => removido) ?? [],
    };
  }
  if (porTelefone !== null) {
    if (lid) await guardarLid(db, idInstituicao, porTelefone, lid);
    return { idContato: porTelefone, chatsRemovidos: [] };
  }
  if (porLid !== null) {
    if (candidates?.[0]) await guardarTelefone(db, idInstituicao, porLid, candidates[0]);
    return { idContato: porLid, chatsRemovidos: [] };
  }
  if (!criar) return null;
  if (telefone && candidates) {
    const contato = await findOrCreateContatoByPhone(db, idInstituicao, telefone, nome);
    if (!contato) return null;
    if (lid) await guardarLid(db, idInstituicao, contato.idContato, lid);
    return { idContato: contato.idContato, chatsRemovidos: [] };
  }
  if (lid) return { idContato: await createByLid(db, idInstituicao, lid, nome), chatsRemovidos: [] };
  return null;
}
