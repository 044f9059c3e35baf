import type {
  PerfilAcessoDetalhe,
  PerfilAcessoInput,
  PerfilAcessoResumo,
  PermissaoMenu,
} from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

export function listPerfis(db: Queryable, idInstituicao: number): Promise<PerfilAcessoResumo[]> {
  return db.query<PerfilAcessoResumo>(
    `select p.id as "idPerfil", p.nome, count(u.id)::int as "totalUsuarios"
       from perfil p left join usuario u on u.id_perfil = p.id
      where p.id_instituicao = $1
      group by p.id, p.nome
      order by lower(p.nome), p.id`,
    [idInstituicao],
  );
}

/** The profile with every screen of the menu, granted or not (crud ''), in menu order. */
export async function findPerfil(
  db: Queryable,
  idInstituicao: number,
  id: number,
): Promise<PerfilAcessoDetalhe | null> {
  const [perfil] = await db.query<PerfilAcessoResumo>(
    `select p.id as "idPerfil", p.nome, (select count(*)::int from usuario u where u.id_perfil = p.id) as "totalUsuarios"
       from perfil p where p.id_instituicao = $1 and p.id = $2`,
    [idInstituicao, id],
  );
  if (!perfil) return null;
  const permissoes = await db.query<PermissaoMenu>(
    `select m.id_menu as "idMenu", m.rota, m.titulo, coalesce(pm.crud, '') as crud
       from menu m left join perfil_menu pm on pm.id_menu = m.id_menu and pm.id_perfil = $1
      order by m.ordem, m.id_menu`,
    [id],
  );
  return { ...perfil, permissoes };
}

/** Every screen a profile can grant, none granted: the matrix of a new profile. */
export function listTelas(db: Queryable): Promise<PermissaoMenu[]> {
  return db.query<PermissaoMenu>(
    `select id_menu as "idMenu", rota, titulo, '' as crud from menu order by ordem, id_menu`,
  );
}

export async function unknownMenuIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number }>(
    'select g.id from unnest($1::int[]) as g(id) where not exists (select 1 from menu m where m.id_menu = g.id)',
    [ids],
  );
  return rows.map((row) => row.id);
}

export async function perfilNameTaken(
  db: Queryable,
  idInstituicao: number,
  nome: string,
  exceptId = 0,
): Promise<boolean> {
  const [row] = await db.query(
    'select 1 from perfil where id_instituicao = $1 and lower(nome) = lower($2) and id <> $3',
    [idInstituicao, nome, exceptId],
  );
  return !!row;
}

export async function insertPerfil(db: Queryable, idInstituicao: number, nome: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into perfil (id_instituicao, nome) values ($1, $2) returning id',
    [idInstituicao, nome],
  );
  if (!row) throw new Error('insert perfil sem id');
  return row.id;
}

export async function renamePerfil(db: Queryable, idInstituicao: number, id: number, nome: string): Promise<void> {
  await db.query('update perfil set nome = $3 where id_instituicao = $1 and id = $2', [idInstituicao, id, nome]);
}

/** Replaces the whole matrix; screens with '' are simply not granted. */
export async function replacePermissoes(
  db: Queryable,
  idPerfil: number,
  permissoes: PerfilAcessoInput['permissoes'],
): Promise<void> {
  const granted = permissoes.filter((item) => item.crud !== '');
  await db.query('delete from perfil_menu where id_perfil = $1', [idPerfil]);
  if (!granted.length) return;
  await db.query(
    `insert into perfil_menu (id_perfil, id_menu, crud)
     select $1, g.id_menu, g.crud from unnest($2::int[], $3::text[]) as g(id_menu, crud)`,
    [idPerfil, granted.map((item) => item.idMenu), granted.map((item) => item.crud)],
  );
}

export async function countUsuariosDoPerfil(db: Queryable, idPerfil: number): Promise<number> {
  const [row] = await db.query<{ total: number }>('select count(*)::int as total from usuario where id_perfil = $1', [
    idPerfil,
  ]);
  return row?.total ?? 0;
}

/** The users holding the profile (their hub connections follow its grants). */
export async function usuariosDoPerfil(db: Queryable, idPerfil: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('select id from usuario where id_perfil = $1 order by id', [idPerfil]);
  return rows.map((row) => row.id);
}

export async function deletePerfil(db: Queryable, idInstituicao: number, id: number): Promise<void> {
  await db.query('delete from perfil where id_instituicao = $1 and id = $2', [idInstituicao, id]);
}

/** Locks the profile's row until the transaction ends: a user cannot be given it while it is deleted. */
export async function lockPerfil(db: Queryable, idInstituicao: number, id: number): Promise<boolean> {
  const [row] = await db.query('select 1 from perfil where id_instituicao = $1 and id = $2 for update', [
    idInstituicao,
    id,
  ]);
  return !!row;
}
