import type { ConsentimentoOrigem, ConsentimentoRegistro } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * The LGPD consent record (migration 0025, docs/decisions/0029): `contatos.consentimento_*` holds
 * the current value; a trigger appends each change to `contato_consentimento`, never rewritten.
 * Who changed it and why travel to that trigger as two transaction-local settings.
 */

/** Who records the next consent changes of this transaction, and why (both null: the system). */
export type ConsentimentoAutoria = { idUsuario: number | null; nota: string | null };

/**
 * Names the author and note of the consent changes the rest of this transaction makes. Call it
 * inside a transaction: outside one the settings end with this very statement.
 */
export async function setConsentimentoAutoria(db: Queryable, { idUsuario, nota }: ConsentimentoAutoria): Promise<void> {
  await db.query(
    `select set_config('colabora.consentimento_por', $1, true), set_config('colabora.consentimento_nota', $2, true)`,
    [idUsuario === null ? '' : String(idUsuario), nota ?? ''],
  );
}

export type ConsentimentoMudanca = { marketing: boolean; origem: ConsentimentoOrigem } & ConsentimentoAutoria;

/**
 * Gives or revokes the contact's marketing consent now, with its history row (the trigger's).
 * Run it inside a transaction. False when the institution has no such contact.
 */
export async function recordConsentimento(
  db: Queryable,
  idInstituicao: number,
  idContato: number,
  { marketing, origem, ...autoria }: ConsentimentoMudanca,
): Promise<boolean> {
  await setConsentimentoAutoria(db, autoria);
  const rows = await db.query(
    `update contatos set consentimento_marketing = $3, consentimento_em = clock_timestamp(), consentimento_origem = $4,
            updated_at = now()
      where id = $1 and id_instituicao = $2 returning id`,
    [idContato, idInstituicao, marketing, origem],
  );
  return rows.length > 0;
}

/** The contact's consent history, newest first, with who recorded each change. */
export async function listConsentimentoHistorico(
  db: Queryable,
  idInstituicao: number,
  idContato: number,
): Promise<ConsentimentoRegistro[]> {
  const rows = await db.query<Omit<ConsentimentoRegistro, 'em'> & { em: Date }>(
    `select h.id::int as "idRegistro", h.marketing, h.origem, h.em, u.nome as autor, h.nota
       from contato_consentimento h left join usuario u on u.id = h.id_usuario
      where h.id_contato = $1 and h.id_instituicao = $2
      order by h.em desc, h.id desc`,
    [idContato, idInstituicao],
  );
  return rows.map((row) => ({ ...row, em: row.em.toISOString() }));
}
