import * as v from '@colabora/shared/schema';
import { pageQueryEntries } from './page';
import { idText } from './route-params';

const codeText = (field: string) =>
  v.pipe(
    v.string(`${field} inválido.`),
    v.trim(),
    v.regex(/^[a-z0-9_-]{1,40}$/i, `${field} inválido: use letras, números, - ou _ (até 40).`),
  );

const isoDateText = (field: string) =>
  v.pipe(
    v.string(`${field} inválida.`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} inválida: use o formato aaaa-mm-dd.`),
    v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${field} inválida: data inexistente.`),
  );

export const AUDITORIA_PAGE_SIZE_DEFAULT = 50;
export const AUDITORIA_PAGE_SIZE_MAX = 100;

/** GET /api/auditoria: filters of the audit log (all optional) and the page. */
export const auditoriaQuerySchema = v.strictObject({
  ...pageQueryEntries({ pageSizeDefault: AUDITORIA_PAGE_SIZE_DEFAULT, pageSizeMax: AUDITORIA_PAGE_SIZE_MAX }),
  entidade: v.optional(codeText('entidade')),
  acao: v.optional(codeText('acao')),
  idUsuario: v.optional(idText('idUsuario')),
  idEntidade: v.optional(
    v.pipe(v.string('idEntidade inválido.'), v.maxLength(64, 'idEntidade inválido: até 64 caracteres.')),
  ),
  /** First day included, aaaa-mm-dd. */
  de: v.optional(isoDateText('de')),
  /** Last day included, aaaa-mm-dd. */
  ate: v.optional(isoDateText('ate')),
});
export type AuditoriaQuery = v.InferInput<typeof auditoriaQuerySchema>;

/** One administrative change: who, what, when, before and after (secrets left out). */
export const auditoriaEntradaSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  idUsuario: v.nullable(v.pipe(v.number(), v.integer())),
  usuarioNome: v.nullable(v.string()),
  acao: v.string(),
  entidade: v.string(),
  idEntidade: v.nullable(v.string()),
  antes: v.unknown(),
  depois: v.unknown(),
  /** ISO-8601 instant. */
  createdAt: v.string(),
});
export type AuditoriaEntrada = v.InferOutput<typeof auditoriaEntradaSchema>;
