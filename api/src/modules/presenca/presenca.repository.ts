import type { Presenca, PresencaStatus } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * Presence rows (presenca_conexao, migration 0033; ADR 0037): one per hub connection alive on any
 * API process, refreshed by its process's heartbeat. A user is online while one row is fresh;
 * "ausente" is their own choice (usuario.ausente) and shows only while they are connected.
 */

/** A row older than this belongs to a process that stopped refreshing it (it died): not a presence. */
export const PRESENCA_VALIDADE_SEGUNDOS = 90;

/** The SQL of "this user has a live connection" (alias `u` for usuario). */
export const CONECTADO = `exists (select 1 from presenca_conexao pc
   where pc.id_usuario = u.id and pc.visto_em > now() - interval '${PRESENCA_VALIDADE_SEGUNDOS} seconds')`;

/** The SQL of a user's presence status (alias `u` for usuario). */
export const STATUS_SQL = `case when not ${CONECTADO} then 'offline' when u.ausente then 'ausente' else 'online' end`;

export type Conexao = { idConexao: string; idUsuario: number; idInstituicao: number };

/** Records a connection; answers the user's status before it (offline: this is the first tab). */
export async function registrarConexao(db: Queryable, processo: string, conexao: Conexao): Promise<PresencaStatus> {
  const antes = await statusDe(db, conexao.idUsuario);
  await db.query(
    `insert into presenca_conexao (id_conexao, id_usuario, id_instituicao, processo)
     select $1, u.id, u.id_instituicao, $4 from usuario u where u.id = $2 and u.id_instituicao = $3
     on conflict (id_conexao) do update set visto_em = now(), processo = excluded.processo`,
    [conexao.idConexao, conexao.idUsuario, conexao.idInstituicao, processo],
  );
  return antes;
}

/** Forgets a connection; answers the user's status after it (offline: that was the last tab). */
export async function removerConexao(db: Queryable, conexao: Conexao): Promise<PresencaStatus> {
  await db.query('delete from presenca_conexao where id_conexao = $1', [conexao.idConexao]);
  return statusDe(db, conexao.idUsuario);
}

export async function statusDe(db: Queryable, idUsuario: number): Promise<PresencaStatus> {
  const [row] = await db.query<{ status: PresencaStatus }>(
    `select ${STATUS_SQL} as status from usuario u where u.id = $1`,
    [idUsuario],
  );
  return row?.status ?? 'offline';
}

/**
 * The process is alive with these connections: each row refreshed, or written again when another
 * process expired it while this one was too busy to refresh (its users are online all the same).
 */
export async function renovar(db: Queryable, processo: string, conexoes: readonly Conexao[]): Promise<void> {
  if (!conexoes.length) return;
  await db.query(
    `insert into presenca_conexao (id_conexao, id_usuario, id_instituicao, processo)
     select c.id, c.u, c.i, $4 from unnest($1::text[], $2::int[], $3::int[]) as c (id, u, i)
       join usuario us on us.id = c.u and us.id_instituicao = c.i
     on conflict (id_conexao) do update set visto_em = now(), processo = excluded.processo`,
    [
      conexoes.map((c) => c.idConexao),
      conexoes.map((c) => c.idUsuario),
      conexoes.map((c) => c.idInstituicao),
      processo,
    ],
  );
}

/**
 * Removes the rows no process refreshed (a process that died) and answers the users left without
 * any connection, to announce them offline.
 */
export async function expirar(db: Queryable): Promise<{ idUsuario: number; idInstituicao: number }[]> {
  return db.query<{ idUsuario: number; idInstituicao: number }>(
    `with vencidas as (
       delete from presenca_conexao where visto_em <= now() - interval '${PRESENCA_VALIDADE_SEGUNDOS} seconds'
       returning id_usuario, id_instituicao)
     select distinct v.id_usuario as "idUsuario", v.id_instituicao as "idInstituicao" from vencidas v
      where not exists (select 1 from presenca_conexao pc where pc.id_usuario = v.id_usuario
                          and pc.visto_em > now() - interval '${PRESENCA_VALIDADE_SEGUNDOS} seconds')`,
  );
}

/** Every active user of the institution with their presence. */
export function listarPresencas(db: Queryable, idInstituicao: number): Promise<Presenca[]> {
  return db.query<Presenca>(
    `select u.id as "idUsuario", ${STATUS_SQL} as status from usuario u
      where u.id_instituicao = $1 and u.ativo order by u.id`,
    [idInstituicao],
  );
}

/** The user's own choice; answers their status after it. */
export async function definirAusente(
  db: Queryable,
  idInstituicao: number,
  idUsuario: number,
  ausente: boolean,
): Promise<{ ausente: boolean; status: PresencaStatus }> {
  await db.query('update usuario set ausente = $3 where id = $1 and id_instituicao = $2', [
    idUsuario,
    idInstituicao,
    ausente,
  ]);
  return { ausente, status: await statusDe(db, idUsuario) };
}

export async function minhaPresenca(
  db: Queryable,
  idUsuario: number,
): Promise<{ ausente: boolean; status: PresencaStatus }> {
  const [row] = await db.query<{ ausente: boolean; status: PresencaStatus }>(
    `select u.ausente, ${STATUS_SQL} as status from usuario u where u.id = $1`,
    [idUsuario],
  );
  return row ?? { ausente: false, status: 'offline' };
}
