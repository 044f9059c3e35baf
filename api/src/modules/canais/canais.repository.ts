import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Canal, CanalEstado, CanalProvider } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * The `canal` table: an institution's WhatsApp numbers. Other modules read channels only through
 * these functions.
 */

type CanalRow = {
  idCanal: number;
  idInstituicao: number;
  nome: string;
  provider: CanalProvider;
  estado: CanalEstado;
  telefone: string | null;
  criadoEm: Date;
};

/** A channel with its institution (what the server needs; `Canal` is what clients see). */
export type CanalRecord = Omit<Canal, 'criadoEm'> & { idInstituicao: number; criadoEm: string };

const SELECT_CANAL = `select id as "idCanal", id_instituicao as "idInstituicao", nome, provider, estado,
    telefone_e164 as telefone, created_at as "criadoEm" from canal`;

const toRecord = (row: CanalRow): CanalRecord => ({ ...row, criadoEm: row.criadoEm.toISOString() });

/** The record as the API answers it. */
export const toCanal = ({ idInstituicao: _idInstituicao, ...canal }: CanalRecord): Canal => canal;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export async function listCanais(db: Queryable, idInstituicao: number): Promise<CanalRecord[]> {
  const rows = await db.query<CanalRow>(`${SELECT_CANAL} where id_instituicao = $1 order by id`, [idInstituicao]);
  return rows.map(toRecord);
}

/** The institution's channel, or null (another institution's is "not found"). */
export async function findCanal(db: Queryable, idInstituicao: number, idCanal: number): Promise<CanalRecord | null> {
  const [row] = await db.query<CanalRow>(`${SELECT_CANAL} where id = $1 and id_instituicao = $2`, [
    idCanal,
    idInstituicao,
  ]);
  return row ? toRecord(row) : null;
}

/**
 * The channel a webhook names, only when `secret` is its webhook secret (constant-time compare);
 * null otherwise, whether the channel is missing or the secret wrong (a caller learns neither).
 */
export async function findCanalByWebhookSecret(
  db: Queryable,
  idCanal: number,
  secret: string | undefined,
): Promise<CanalRecord | null> {
  const [row] = await db.query<CanalRow & { secretSha256: string }>(
    `select c.*, k.webhook_secret_sha256 as "secretSha256"
       from (${SELECT_CANAL} where id = $1) c join canal k on k.id = c."idCanal"`,
    [idCanal],
  );
  const given = Buffer.from(sha256(secret ?? ''), 'hex');
  const expected = Buffer.from(row?.secretSha256 ?? '0'.repeat(64), 'hex');
  if (!row || !secret || !timingSafeEqual(given, expected)) return null;
  const { secretSha256: _secret, ...canal } = row;
  return toRecord(canal);
}

/** A new channel and its webhook secret: the only time the secret is seen (only its hash is kept). */
export async function createCanal(
  db: Queryable,
  idInstituicao: number,
  input: { nome: string; provider: CanalProvider; estado?: CanalEstado },
): Promise<{ canal: CanalRecord; webhookSecret: string }> {
  const webhookSecret = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ id: number }>(
    `insert into canal (id_instituicao, nome, provider, estado, webhook_secret_sha256)
     values ($1, $2, $3, $4, $5) returning id`,
    [idInstituicao, input.nome, input.provider, input.estado ?? 'desconectado', sha256(webhookSecret)],
  );
  const canal = row ? await findCanal(db, idInstituicao, row.id) : null;
  if (!canal) throw new Error('canal não criado');
  return { canal, webhookSecret };
}

/** Records the channel's connection state (and its number, when the gateway told it). */
export async function setCanalEstado(
  db: Queryable,
  idInstituicao: number,
  idCanal: number,
  estado: CanalEstado,
  telefone?: string | null,
): Promise<CanalRecord | null> {
  await db.query(
    `update canal set estado = $3, telefone_e164 = coalesce($4, telefone_e164) where id = $1 and id_instituicao = $2`,
    [idCanal, idInstituicao, estado, telefone ?? null],
  );
  return findCanal(db, idInstituicao, idCanal);
}
