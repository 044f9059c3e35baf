import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Canal, CanalEstado, CanalProvider } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';

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
  qrCode: string | null;
  pairingCode: string | null;
  instanciaGateway: string | null;
  desconectadoEm: Date | null;
  recuperadas: number | null;
  recuperadasEm: Date | null;
  criadoEm: Date;
};

/** A channel with its institution (what the server needs; `Canal` is what clients see). */
export type CanalRecord = Omit<Canal, 'criadoEm'> & {
  idInstituicao: number;
  /** Evolution's instance name (null for the simulator, or before the instance exists). */
  instanciaGateway: string | null;
  /** When the channel last left `conectado` (null if it never did): reconciliation starts there. */
  desconectadoEm: string | null;
  criadoEm: string;
};

const SELECT_CANAL = `select id as "idCanal", id_instituicao as "idInstituicao", nome, provider, estado,
    telefone_e164 as telefone, qr_code as "qrCode", pairing_code as "pairingCode",
    instancia_gateway as "instanciaGateway", desconectado_em as "desconectadoEm",
    recuperadas, recuperadas_em as "recuperadasEm", created_at as "criadoEm" from canal`;

const toRecord = ({ recuperadas, recuperadasEm, ...row }: CanalRow): CanalRecord => ({
  ...row,
  desconectadoEm: row.desconectadoEm?.toISOString() ?? null,
  recuperacao: recuperadas && recuperadasEm ? { novas: recuperadas, em: recuperadasEm.toISOString() } : null,
  criadoEm: row.criadoEm.toISOString(),
});

/** The record as the API answers it. */
export const toCanal = ({
  idInstituicao: _idInstituicao,
  instanciaGateway: _instancia,
  ...canal
}: CanalRecord): Canal => canal;

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
 * A channel by its id alone: the intake worker's read (a stored webhook names its channel; the
 * secret was checked when it was received). Null when the channel was deleted meanwhile.
 */
export async function findCanalById(db: Queryable, idCanal: number): Promise<CanalRecord | null> {
  const [row] = await db.query<CanalRow>(`${SELECT_CANAL} where id = $1`, [idCanal]);
  return row ? toRecord(row) : null;
}

/** Every institution's connected channels: after this API starts, what arrived meanwhile is fetched. */
export async function listCanaisConectados(db: Queryable): Promise<CanalRecord[]> {
  const rows = await db.query<CanalRow>(`${SELECT_CANAL} where estado = 'conectado' order by id`);
  return rows.map(toRecord);
}

/** When the last contact's message stored on the channel was sent (WhatsApp's time), or null. */
export async function ultimaEntradaEm(db: Queryable, idCanal: number): Promise<Date | null> {
  const [row] = await db.query<{ em: Date | null }>(
    `select max(enviada_em) as em from mensagem where id_canal = $1 and direcao = 'entrada'`,
    [idCanal],
  );
  return row?.em ?? null;
}

/** A reconciliation found `novas` messages: the notice staff see (ADR 0036). */
export async function setCanalRecuperacao(db: Queryable, idCanal: number, novas: number): Promise<CanalRecord | null> {
  await db.query('update canal set recuperadas = $2, recuperadas_em = now() where id = $1', [idCanal, novas]);
  return findCanalById(db, idCanal);
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

/**
 * Records the channel's connection state (and its number, when the gateway told it). Leaving
 * `aguardando_qr` forgets the QR; leaving `conectado` stamps `desconectado_em` for reconciliation.
 */
export async function setCanalEstado(
  db: Queryable,
  idInstituicao: number,
  idCanal: number,
  estado: CanalEstado,
  telefone?: string | null,
): Promise<CanalRecord | null> {
  await db.query(
    `update canal set estado = $3, telefone_e164 = coalesce($4, telefone_e164),
        qr_code = case when $3 = 'aguardando_qr' then qr_code end,
        pairing_code = case when $3 = 'aguardando_qr' then pairing_code end,
        desconectado_em = case when estado = 'conectado' and $3 <> 'conectado' then now() else desconectado_em end
      where id = $1 and id_instituicao = $2`,
    [idCanal, idInstituicao, estado, telefone ?? null],
  );
  return findCanal(db, idInstituicao, idCanal);
}

/** The QR (and pairing code) to show while the channel waits to be read: the channel is `aguardando_qr`. */
export async function setCanalQr(
  db: Queryable,
  idInstituicao: number,
  idCanal: number,
  qr: { qrCode: string | null; pairingCode: string | null },
): Promise<CanalRecord | null> {
  await db.query(
    `update canal set estado = 'aguardando_qr', qr_code = $3, pairing_code = coalesce($4, pairing_code)
      where id = $1 and id_instituicao = $2`,
    [idCanal, idInstituicao, qr.qrCode, qr.pairingCode],
  );
  return findCanal(db, idInstituicao, idCanal);
}

/** The gateway's name for the channel (Evolution's instance), once created there. */
export async function setCanalInstancia(
  db: Queryable,
  idInstituicao: number,
  idCanal: number,
  instancia: string | null,
): Promise<CanalRecord | null> {
  await db.query('update canal set instancia_gateway = $3 where id = $1 and id_instituicao = $2', [
    idCanal,
    idInstituicao,
    instancia,
  ]);
  return findCanal(db, idInstituicao, idCanal);
}

/**
 * Removes the channel; its conversations, their messages and its QR links go with it (foreign
 * keys `on delete cascade`). Answers the conversations that went, or null when there was no channel.
 */
export async function deleteCanal(
  db: Db,
  idInstituicao: number,
  idCanal: number,
): Promise<{ idChats: number[] } | null> {
  return db.transaction(async (tx) => {
    const found = await tx.query('select 1 from canal where id = $1 and id_instituicao = $2 for update', [
      idCanal,
      idInstituicao,
    ]);
    if (!found.length) return null;
    const chats = await tx.query<{ id: number }>('select id from chat where id_canal = $1 order by id', [idCanal]);
    await tx.query('delete from canal where id = $1 and id_instituicao = $2', [idCanal, idInstituicao]);
    return { idChats: chats.map((chat) => chat.id) };
  });
}
