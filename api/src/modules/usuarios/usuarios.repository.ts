import type { Page, PerfilOpcao, UsuarioAdmin, UsuarioAdminInput } from '@colabora/shared/contracts';
import { pageOf, type PageWindow } from '../../http/pagination';
import type { Queryable } from '../../plugins/database/db';
import { likePattern } from '../../plugins/database/like-pattern';
import { containsText, searchPattern } from '../../plugins/database/text-search';

const SELECT_USUARIO = `
  select u.id as "idUsuario", u.nome, u.telefone, u.email, u.id_perfil as "idPerfil", p.nome as "perfilNome",
         u.gestor, u.ativo, u.created_at as "createdAt"
    from usuario u join perfil p on p.id = u.id_perfil`;

type UsuarioRow = Omit<UsuarioAdmin, 'createdAt'> & { createdAt: Date | string };

const toUsuario = (row: UsuarioRow): UsuarioAdmin => ({
  ...row,
  createdAt: row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt),
});

/**
 * A page of the institution's users, active first, then by name. `busca` matches the name or the
 * e-mail (case and accents ignored, ADR 0026) or, when it has digits, the phone.
 */
export async function listUsuarios(
  db: Queryable,
  idInstituicao: number,
  busca: string,
  window: PageWindow,
): Promise<Page<UsuarioAdmin>> {
  const digits = busca.replace(/\D/g, '');
  const params = [idInstituicao, busca.trim() ? searchPattern(busca) : null, digits ? likePattern(digits) : null];
  const where = `where u.id_instituicao = $1
      and ($2::text is null or ${containsText(`u.nome || ' ' || coalesce(u.email, '')`, '$2')}
           or ($3::text is not null and u.telefone like $3))`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from usuario u ${where}`, params);
  const rows = await db.query<UsuarioRow>(
    `${SELECT_USUARIO} ${where} order by u.ativo desc, lower(u.nome), u.id limit $4 offset $5`,
    [...params, window.limit, window.offset],
  );
  return pageOf(rows.map(toUsuario), count?.total ?? 0, window);
}

/** One user of the institution, or null (also for another institution's user). */
export async function findUsuarioAdmin(db: Queryable, idInstituicao: number, id: number): Promise<UsuarioAdmin | null> {
  const [row] = await db.query<UsuarioRow>(`${SELECT_USUARIO} where u.id_instituicao = $1 and u.id = $2`, [
    idInstituicao,
    id,
  ]);
  return row ? toUsuario(row) : null;
}

export function findPerfilOpcoes(db: Queryable, idInstituicao: number): Promise<PerfilOpcao[]> {
  return db.query<PerfilOpcao>(
    'select id as "idPerfil", nome from perfil where id_instituicao = $1 order by lower(nome), id',
    [idInstituicao],
  );
}

export async function perfilExists(db: Queryable, idInstituicao: number, idPerfil: number): Promise<boolean> {
  const [row] = await db.query('select 1 from perfil where id = $1 and id_instituicao = $2', [idPerfil, idInstituicao]);
  return !!row;
}

/** Whether another user (any institution: the phone is the sign-in) already has this phone. */
export async function telefoneInUse(db: Queryable, telefone: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.query('select 1 from usuario where telefone = $1 and id <> $2', [telefone, exceptId ?? 0]);
  return !!row;
}

export async function insertUsuario(
  db: Queryable,
  idInstituicao: number,
  input: UsuarioAdminInput,
  senhaHash: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into usuario (id_instituicao, id_perfil, nome, telefone, email, senha_hash, gestor)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [idInstituicao, input.idPerfil, input.nome, input.telefone, input.email, senhaHash, input.gestor],
  );
  if (!row) throw new Error('insert usuario sem id');
  return row.id;
}

/**
 * Saves the form. Sessions stay valid: every request re-reads the profile and the gestor flag
 * (auth-plugin), so a new profile applies from the user's next request.
 */
export async function updateUsuario(
  db: Queryable,
  idInstituicao: number,
  id: number,
  input: UsuarioAdminInput,
): Promise<void> {
  await db.query(
    `update usuario set nome = $3, telefone = $4, email = $5, id_perfil = $6, gestor = $7, updated_at = now()
      where id_instituicao = $1 and id = $2`,
    [idInstituicao, id, input.nome, input.telefone, input.email, input.idPerfil, input.gestor],
  );
}

/** Enables or disables; disabling revokes every session of the user. */
export async function setUsuarioAtivo(db: Queryable, idInstituicao: number, id: number, ativo: boolean): Promise<void> {
  await db.query(
    `update usuario set ativo = $3, token_version = token_version + (case when $3 then 0 else 1 end), updated_at = now()
      where id_instituicao = $1 and id = $2`,
    [idInstituicao, id, ativo],
  );
}

/** Stores a new password hash and revokes every session of the user. */
export async function resetSenha(db: Queryable, idInstituicao: number, id: number, senhaHash: string): Promise<void> {
  await db.query(
    `update usuario set senha_hash = $3, token_version = token_version + 1, updated_at = now()
      where id_instituicao = $1 and id = $2`,
    [idInstituicao, id, senhaHash],
  );
}

/**
 * Locks the institution's row until the transaction ends. Every change to who is an active gestor
 * takes it first, so concurrent demotions run one after the other and the last-gestor check holds.
 */
export async function lockInstituicao(db: Queryable, idInstituicao: number): Promise<void> {
  await db.query('select 1 from instituicao where id = $1 for update', [idInstituicao]);
}

/** Active gestores of the institution: the last one cannot be disabled or lose the flag. */
export async function countGestoresAtivos(db: Queryable, idInstituicao: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'select count(*)::int as total from usuario where id_instituicao = $1 and gestor and ativo',
    [idInstituicao],
  );
  return row?.total ?? 0;
}

/** How many of the institution's users may sign in, and how many are disabled. */
export async function countUsuariosPorSituacao(
  db: Queryable,
  idInstituicao: number,
): Promise<{ ativos: number; inativos: number }> {
  const [row] = await db.query<{ ativos: number; inativos: number }>(
    `select count(*) filter (where ativo)::int as ativos, count(*) filter (where not ativo)::int as inativos
       from usuario where id_instituicao = $1`,
    [idInstituicao],
  );
  return { ativos: row?.ativos ?? 0, inativos: row?.inativos ?? 0 };
}
