import { createHash, randomBytes } from 'node:crypto';
import { QRCODE_LINK_VALIDADE_MINUTOS } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * The `canal_link_qrcode` table: links a gestor shares so whoever holds the phone can read the
 * channel's live QR at `/qrcode/{token}` without signing in. Only the token's SHA-256 is stored:
 * a database dump gives no working link. Times come from the database's clock (one clock for
 * creating, checking and revoking, whatever API instance answers).
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A link just created: the token is seen this once. */
export type NewQrcodeLink = { token: string; expiraEm: string };

/** A valid (unexpired, unrevoked) link: which channel it shows, and until when. */
export type QrcodeLinkRecord = { idInstituicao: number; idCanal: number; expiraEm: string };

/**
 * A new link to the channel, valid for QRCODE_LINK_VALIDADE_MINUTOS. The token is 32 random bytes
 * in base64url (43 characters, 256 bits).
 */
export async function createQrcodeLink(
  db: Queryable,
  link: { idInstituicao: number; idCanal: number; idCriador: number },
): Promise<NewQrcodeLink> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ expiraEm: Date }>(
    `insert into canal_link_qrcode (id_instituicao, id_canal, token_sha256, expira_em, id_criador)
     values ($1, $2, $3, now() + make_interval(mins => $4), $5)
     returning expira_em as "expiraEm"`,
    [link.idInstituicao, link.idCanal, sha256(token), QRCODE_LINK_VALIDADE_MINUTOS, link.idCriador],
  );
  if (!row) throw new Error('link do QR Code não criado');
  return { token, expiraEm: row.expiraEm.toISOString() };
}

/**
 * The link a token names while it is valid; null when unknown, expired or revoked (the caller
 * answers the same for all three, so a token's past tells a stranger nothing).
 */
export async function findValidQrcodeLink(db: Queryable, token: string): Promise<QrcodeLinkRecord | null> {
  const [row] = await db.query<{ idInstituicao: number; idCanal: number; expiraEm: Date }>(
    `select id_instituicao as "idInstituicao", id_canal as "idCanal", expira_em as "expiraEm"
       from canal_link_qrcode
      where token_sha256 = $1 and revogado_em is null and expira_em > now()`,
    [sha256(token)],
  );
  return row ? { ...row, expiraEm: row.expiraEm.toISOString() } : null;
}

/** Revokes every valid link of the channel; answers how many were still valid. */
export async function revokeQrcodeLinks(db: Queryable, idInstituicao: number, idCanal: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update canal_link_qrcode set revogado_em = now()
      where id_instituicao = $1 and id_canal = $2 and revogado_em is null and expira_em > now()
      returning id`,
    [idInstituicao, idCanal],
  );
  return rows.length;
}
