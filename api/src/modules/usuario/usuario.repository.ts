import type { Usuario } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/** What sign-in needs: the hash, and whether the account (and its institution) may sign in. */
export type LoginCandidate = {
  idUsuario: number;
  idInstituicao: number;
  nome: string;
  senhaHash: string;
  ativo: boolean;
  tokenVersion: number;
};

/** What every authenticated request re-checks against the token. */
export type SessionState = {
  idUsuario: number;
  idInstituicao: number;
  idPerfil: number;
  nome: string;
  gestor: boolean;
  ativo: boolean;
  tokenVersion: number;
};

export async function findLoginCandidate(db: Queryable, telefone: string): Promise<LoginCandidate | null> {
  const [row] = await db.query<LoginCandidate>(
    `select u.id as "idUsuario", u.id_instituicao as "idInstituicao", u.nome, u.senha_hash as "senhaHash",
            (u.ativo and i.ativo) as ativo, u.token_version as "tokenVersion"
       from usuario u join instituicao i on i.id = u.id_instituicao
      where u.telefone = $1`,
    [telefone],
  );
  return row ?? null;
}

export async function findSessionState(db: Queryable, idUsuario: number): Promise<SessionState | null> {
  const [row] = await db.query<SessionState>(
    `select u.id as "idUsuario", u.id_instituicao as "idInstituicao", u.id_perfil as "idPerfil", u.nome, u.gestor,
            (u.ativo and i.ativo) as ativo, u.token_version as "tokenVersion"
       from usuario u join instituicao i on i.id = u.id_instituicao
      where u.id = $1`,
    [idUsuario],
  );
  return row ?? null;
}

/** The signed-in user in the contract's shape (SPEC §3). */
export async function findUsuario(db: Queryable, idUsuario: number): Promise<Usuario | null> {
  const [row] = await db.query<Usuario>(
    `select u.id as "idUsuario", u.nome, u.id_instituicao as "idInstituicao",
            i.razao_social as "instituicaoRazaoSocial", i.codigo as "instituicaoCodigo",
            p.nome as "perfilNome", (u.foto is not null) as "temFoto", u.gestor, u.telefone, u.email
       from usuario u
       join instituicao i on i.id = u.id_instituicao
       join perfil p on p.id = u.id_perfil
      where u.id = $1`,
    [idUsuario],
  );
  return row ?? null;
}

export async function findPasswordHash(
  db: Queryable,
  idUsuario: number,
): Promise<{ senhaHash: string; telefone: string } | null> {
  const [row] = await db.query<{ senhaHash: string; telefone: string }>(
    'select senha_hash as "senhaHash", telefone from usuario where id = $1',
    [idUsuario],
  );
  return row ?? null;
}

/** Stores the new hash and revokes every token issued before; returns the new token version. */
export async function updatePassword(db: Queryable, idUsuario: number, senhaHash: string): Promise<number> {
  const [row] = await db.query<{ tokenVersion: number }>(
    `update usuario set senha_hash = $2, token_version = token_version + 1, updated_at = now()
      where id = $1 returning token_version as "tokenVersion"`,
    [idUsuario, senhaHash],
  );
  if (!row) throw new Error(`usuario ${idUsuario} não existe`);
  return row.tokenVersion;
}

/** Revokes every token of the user (sign out everywhere). */
export async function revokeTokens(db: Queryable, idUsuario: number): Promise<void> {
  await db.query('update usuario set token_version = token_version + 1, updated_at = now() where id = $1', [idUsuario]);
}

export async function findPhoto(
  db: Queryable,
  idUsuario: number,
): Promise<{ foto: Uint8Array; contentType: string } | null> {
  const [row] = await db.query<{ foto: Uint8Array | null; contentType: string | null }>(
    'select foto, foto_content_type as "contentType" from usuario where id = $1',
    [idUsuario],
  );
  return row?.foto && row.contentType ? { foto: row.foto, contentType: row.contentType } : null;
}
