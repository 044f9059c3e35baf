import type { AuditoriaEntrada } from '@colabora/shared/contracts';
import type { PageWindow } from '../../http/pagination';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';

export type AuditoriaFiltro = {
  idInstituicao: number;
  entidade?: string;
  acao?: string;
  idUsuario?: number;
  idEntidade?: string;
  /** yyyy-mm-dd, inclusive. */
  de?: string;
  /** yyyy-mm-dd, inclusive. */
  ate?: string;
};

/** One page of an institution's audit log, newest first, and how many entries match in all. */
export async function findAuditoria(
  db: Queryable,
  filtro: AuditoriaFiltro,
  { limit, offset }: PageWindow,
): Promise<{ items: AuditoriaEntrada[]; total: number }> {
  const where = ['a.id_instituicao = $1'];
  const params: SqlParam[] = [filtro.idInstituicao];
  const add = (sql: string, value: SqlParam) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filtro.entidade) add('a.entidade = ?', filtro.entidade);
  if (filtro.acao) add('a.acao = ?', filtro.acao);
  if (filtro.idUsuario) add('a.id_usuario = ?', filtro.idUsuario);
  if (filtro.idEntidade) add('a.id_entidade = ?', filtro.idEntidade);
  // Days in São Paulo time: what a user means by "from 1 to 31 March".
  if (filtro.de) add(`a.created_at >= (?::date)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'`, filtro.de);
  if (filtro.ate) add(`a.created_at < (?::date + 1)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'`, filtro.ate);
  const whereSql = where.join(' and ');

  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from audit_log a where ${whereSql}`,
    params,
  );
  const rows = await db.query<Omit<AuditoriaEntrada, 'createdAt'> & { createdAt: Date | string }>(
    `select a.id::int as id, a.id_usuario as "idUsuario", u.nome as "usuarioNome", a.acao, a.entidade,
            a.id_entidade as "idEntidade", a.antes, a.depois, a.created_at as "createdAt"
       from audit_log a left join usuario u on u.id = a.id_usuario
      where ${whereSql}
      order by a.created_at desc, a.id desc
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((item) => ({
      ...item,
      createdAt: item.createdAt instanceof Date ? item.createdAt.toISOString() : String(item.createdAt),
    })),
  };
}
