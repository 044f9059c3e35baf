import type { MeuPerfil } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

export async function findMeuPerfil(db: Queryable, idUsuario: number): Promise<MeuPerfil | null> {
  const [row] = await db.query<MeuPerfil>(
    `select nome, email, telefone, data_nascimento as "dataNascimento", (foto is not null) as "temFoto"
       from usuario where id = $1`,
    [idUsuario],
  );
  return row ?? null;
}

/** True when another user already signs in with this phone. */
export async function phoneTakenByOther(db: Queryable, idUsuario: number, telefone: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    'select exists (select 1 from usuario where telefone = $1 and id <> $2) as taken',
    [telefone, idUsuario],
  );
  return row?.taken ?? false;
}

export async function updateMeuPerfil(
  db: Queryable,
  idUsuario: number,
  perfil: { nome: string; email: string | null; telefone: string; dataNascimento: string | null },
): Promise<void> {
  await db.query(
    `update usuario set nome = $2, email = $3, telefone = $4, data_nascimento = $5::date, updated_at = now()
      where id = $1`,
    [idUsuario, perfil.nome, perfil.email, perfil.telefone, perfil.dataNascimento],
  );
}

export async function updatePhoto(db: Queryable, idUsuario: number, png: Uint8Array): Promise<void> {
  await db.query("update usuario set foto = $2, foto_content_type = 'image/png', updated_at = now() where id = $1", [
    idUsuario,
    png,
  ]);
}

export async function deletePhoto(db: Queryable, idUsuario: number): Promise<void> {
  await db.query('update usuario set foto = null, foto_content_type = null, updated_at = now() where id = $1', [
    idUsuario,
  ]);
}
