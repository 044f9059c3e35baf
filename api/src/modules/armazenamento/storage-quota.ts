import { formatTamanho } from '@colabora/shared/format';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error';
import type { Queryable } from '../../plugins/database/db';

/*
 * The institution's storage quota (STORAGE_QUOTA_MB_PER_INSTITUTION, docs/decisions/0018): the
 * files it keeps in the database — the chat's files, sent and received (mensagem_midia), and the
 * campaigns' files (campanha_midia) — add up to at most this many bytes. Photos and the logo are
 * not counted: one small PNG per user, product or institution, re-encoded by the server.
 *
 * Staff's uploads past the quota are refused (413, nothing stored); a file a contact sends is never
 * refused — its message is kept with a note instead of the bytes, and the refusal is logged.
 * The check runs before the insert, outside any lock: uploads in flight at the same moment may pass
 * the quota together, by at most their own size (and the upload rate limit bounds how many).
 */

export const STORAGE_QUOTA_MESSAGES = {
  full: (uso: number, limite: number, tamanho: number) =>
    `Limite de armazenamento da instituição atingido (${formatTamanho(uso)} de ${formatTamanho(limite)} em uso; ` +
    `este arquivo tem ${formatTamanho(tamanho)}). Exclua arquivos antigos ou fale com o suporte.`,
  /** Appended to the text of a contact's message whose file was not kept. */
  inboundDropped: 'Arquivo não guardado: limite de armazenamento da instituição atingido.',
} as const;

/** Bytes a base64 text decodes to (a file's size, without decoding it). */
export function bytesOf(base64: string): number {
  return Buffer.byteLength(base64, 'base64');
}

export type StorageQuota = {
  readonly bytesPerInstitution: number;
  /** Bytes of files the institution keeps; `exceptCampanha` leaves out the file a campaign is replacing. */
  usage(db: Queryable, idInstituicao: number, options?: { exceptCampanha?: number }): Promise<number>;
  /** Refuses (413, pt-BR message with the use and the quota) a file of `bytes` that would pass the quota. */
  assertRoom(db: Queryable, idInstituicao: number, bytes: number, options?: { exceptCampanha?: number }): Promise<void>;
  /** Whether a contact's file of `bytes` may be kept; logs when it may not. */
  admitsInbound(db: Queryable, idInstituicao: number, bytes: number): Promise<boolean>;
};

export function createStorageQuota(bytesPerInstitution: number, log: FastifyBaseLogger): StorageQuota {
  const usage: StorageQuota['usage'] = async (db, idInstituicao, options = {}) => {
    // Index-only sums (migration 0022): the files themselves are never read.
    const [row] = await db.query<{ bytes: string }>(
      `select ((select coalesce(sum(tamanho), 0) from mensagem_midia where id_instituicao = $1)
             + (select coalesce(sum(tamanho), 0) from campanha_midia
                 where id_instituicao = $1 and id_campanha is distinct from $2::int))::text as bytes`,
      [idInstituicao, options.exceptCampanha ?? null],
    );
    return Number(row?.bytes ?? 0);
  };

  return {
    bytesPerInstitution,
    usage,
    async assertRoom(db, idInstituicao, bytes, options) {
      const uso = await usage(db, idInstituicao, options);
      if (uso + bytes > bytesPerInstitution) {
        throw new HttpError(413, STORAGE_QUOTA_MESSAGES.full(uso, bytesPerInstitution, bytes), 'arquivo');
      }
    },
    async admitsInbound(db, idInstituicao, bytes) {
      const uso = await usage(db, idInstituicao);
      if (uso + bytes <= bytesPerInstitution) return true;
      log.warn(
        { idInstituicao, tamanho: bytes, uso, limite: bytesPerInstitution },
        'arquivo recebido não guardado: limite de armazenamento da instituição',
      );
      return false;
    },
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The institution's storage quota for files (uploads and what contacts send). */
    storageQuota: StorageQuota;
  }
}

export default fp<{ bytesPerInstitution: number }>(
  async (app, { bytesPerInstitution }) => {
    app.decorate('storageQuota', createStorageQuota(bytesPerInstitution, app.log));
  },
  { name: 'storage-quota' },
);
