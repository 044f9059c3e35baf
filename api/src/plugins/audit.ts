import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from './database/db';
import { principalOf } from './auth/auth-plugin';

/**
 * One administrative change. `acao` and `entidade` are short codes (`criar`, `alterar`,
 * `excluir`, `desativar`...; `usuario`, `perfil`, `instituicao`...), `idEntidade` the record's id,
 * `antes` / `depois` the record before and after (null when created / deleted).
 */
export type AuditChange = {
  acao: string;
  entidade: string;
  idEntidade?: string | number | null;
  antes?: unknown;
  depois?: unknown;
};

export type Audit = {
  /**
   * Records a change made by the caller of `request` (institution and user from the token).
   * Pass the transaction the change runs in, so the entry commits or rolls back with it.
   * Secrets (keys with senha, hash, token, secret) are left out; binary values are summarised.
   * @example await app.db.transaction(async (tx) => {
   *   const antes = await findPerfil(tx, id); const depois = await updatePerfil(tx, id, input);
   *   await app.audit.record(request, { acao: 'alterar', entidade: 'perfil', idEntidade: id, antes, depois }, tx);
   * });
   */
  record(request: FastifyRequest, change: AuditChange, tx?: Queryable): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    audit: Audit;
  }
}

const SECRET_KEY = /senha|password|hash|token|secret|chave_privada|privatekey/i;
const CODE = /^[a-z0-9_-]{1,40}$/;
const MAX_DEPTH = 8;

/** A copy safe to store and show: no secrets, no bytes, no cycles, bounded depth. */
export function sanitizeForAudit(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[binário: ${value.byteLength} bytes]`;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((item) => sanitizeForAudit(item, depth + 1));
  if (typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      if (typeof child === 'function') continue;
      result[key] = sanitizeForAudit(child, depth + 1);
    }
    return result;
  }
  return null;
}

/** app.audit: the audit log of administrative changes (table audit_log, migration 0002). */
export default fp(
  async (app) => {
    app.decorate<Audit>('audit', {
      async record(request, change, tx) {
        const { idInstituicao, idUsuario } = principalOf(request);
        if (!CODE.test(change.acao) || !CODE.test(change.entidade)) {
          throw new Error(
            `auditoria: acao/entidade devem ser códigos curtos (recebido ${change.acao}/${change.entidade})`,
          );
        }
        const json = (value: unknown) =>
          value === undefined || value === null ? null : JSON.stringify(sanitizeForAudit(value));
        await (tx ?? app.db).query(
          `insert into audit_log (id_instituicao, id_usuario, acao, entidade, id_entidade, antes, depois)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
          [
            idInstituicao,
            idUsuario,
            change.acao,
            change.entidade,
            change.idEntidade === undefined || change.idEntidade === null ? null : String(change.idEntidade),
            json(change.antes),
            json(change.depois),
          ],
        );
      },
    });
  },
  { name: 'audit', dependencies: ['database', 'auth'] },
);
