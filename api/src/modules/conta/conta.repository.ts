import type { Queryable } from '../../plugins/database/db';

/**
 * A short public code from the institution's name ('Padaria Pão Bom' → 'PADARIAPAOBOM'), within
 * the column's rule ^[A-Z0-9_-]{2,30}$, leaving room for a '-N' suffix.
 */
export function codigoBase(nome: string): string {
  const letters = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const base = letters.slice(0, 20);
  return base.length >= 2 ? base : `INST${base}`;
}

/** Which of the sign-in phone and the CNPJ are already taken. */
export async function findConflicts(
  db: Queryable,
  telefone: string,
  cnpj: string,
): Promise<{ telefone: boolean; cnpj: boolean }> {
  const [row] = await db.query<{ telefone: boolean; cnpj: boolean }>(
    `select exists (select 1 from usuario where telefone = $1) as telefone,
            exists (select 1 from instituicao where cnpj = $2) as cnpj`,
    [telefone, cnpj],
  );
  return row ?? { telefone: false, cnpj: false };
}

/** Inserts the institution under the first free code derived from its name; returns its id. */
export async function insertInstituicao(tx: Queryable, razaoSocial: string, cnpj: string): Promise<number> {
  const base = codigoBase(razaoSocial);
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const codigo = attempt === 1 ? base : `${base}-${attempt}`;
    const [row] = await tx.query<{ id: number }>(
      `insert into instituicao (razao_social, codigo, cnpj) values ($1, $2, $3)
       on conflict (codigo) do nothing returning id`,
      [razaoSocial, codigo, cnpj],
    );
    if (row) return row.id;
  }
  // Fifty institutions with the same name: fall back to a random suffix.
  const codigo = `${base.slice(0, 20)}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const [row] = await tx.query<{ id: number }>(
    'insert into instituicao (razao_social, codigo, cnpj) values ($1, $2, $3) returning id',
    [razaoSocial, codigo, cnpj],
  );
  if (!row) throw new Error('instituicao não inserida');
  return row.id;
}

/** The institution's 'Gestor' profile, granted every letter on every screen. */
export async function insertGestorPerfil(tx: Queryable, idInstituicao: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    "insert into perfil (id_instituicao, nome) values ($1, 'Gestor') returning id",
    [idInstituicao],
  );
  if (!row) throw new Error('perfil não inserido');
  await tx.query("insert into perfil_menu (id_perfil, id_menu, crud) select $1, id_menu, 'CRUD' from menu", [row.id]);
  return row.id;
}

export async function insertGestor(
  tx: Queryable,
  user: { idInstituicao: number; idPerfil: number; nome: string; telefone: string; email: string; senhaHash: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into usuario (id_instituicao, id_perfil, nome, telefone, email, senha_hash, gestor)
     values ($1, $2, $3, $4, $5, $6, true) returning id`,
    [user.idInstituicao, user.idPerfil, user.nome, user.telefone, user.email, user.senhaHash],
  );
  if (!row) throw new Error('usuario não inserido');
  return row.id;
}
