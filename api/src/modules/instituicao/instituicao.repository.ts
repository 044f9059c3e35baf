import type { InstituicaoDados, InstituicaoInput, InstituicaoPrivacidade } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

const COLUMNS = `i.id as "idInstituicao", i.razao_social as "razaoSocial", i.nome_fantasia as "nomeFantasia", i.cnpj,
  i.codigo, i.cep, i.logradouro, i.numero, i.complemento, i.bairro, i.cidade, i.uf, i.telefone, i.email,
  i.dpo_nome as "dpoNome", i.dpo_email as "dpoEmail", i.dpo_telefone as "dpoTelefone", (i.logo is not null) as "temLogo"`;

export async function findInstituicao(db: Queryable, idInstituicao: number): Promise<InstituicaoDados | null> {
  const [row] = await db.query<InstituicaoDados>(`select ${COLUMNS} from instituicao i where i.id = $1`, [
    idInstituicao,
  ]);
  return row ?? null;
}

export async function findPrivacidade(db: Queryable, idInstituicao: number): Promise<InstituicaoPrivacidade | null> {
  const [row] = await db.query<InstituicaoPrivacidade>(
    `select razao_social as "razaoSocial", cnpj, dpo_nome as "dpoNome", dpo_email as "dpoEmail",
            dpo_telefone as "dpoTelefone"
       from instituicao where id = $1`,
    [idInstituicao],
  );
  return row ?? null;
}

/** Another institution already uses this code or CNPJ (both are unique across tenants). */
export async function findConflict(
  db: Queryable,
  idInstituicao: number,
  { codigo, cnpj }: Pick<InstituicaoInput, 'codigo' | 'cnpj'>,
): Promise<'codigo' | 'cnpj' | null> {
  const [row] = await db.query<{ codigo: string; cnpj: string | null }>(
    'select codigo, cnpj from instituicao where id <> $1 and (codigo = $2 or cnpj = $3) limit 1',
    [idInstituicao, codigo, cnpj],
  );
  if (!row) return null;
  return row.codigo === codigo ? 'codigo' : 'cnpj';
}

export async function updateInstituicao(db: Queryable, idInstituicao: number, input: InstituicaoInput): Promise<void> {
  await db.query(
    `update instituicao set razao_social = $2, nome_fantasia = $3, cnpj = $4, codigo = $5, cep = $6, logradouro = $7,
            numero = $8, complemento = $9, bairro = $10, cidade = $11, uf = $12, telefone = $13, email = $14,
            dpo_nome = $15, dpo_email = $16, dpo_telefone = $17, updated_at = now()
      where id = $1`,
    [
      idInstituicao,
      input.razaoSocial,
      input.nomeFantasia,
      input.cnpj,
      input.codigo,
      input.cep,
      input.logradouro,
      input.numero,
      input.complemento,
      input.bairro,
      input.cidade,
      input.uf,
      input.telefone,
      input.email,
      input.dpoNome,
      input.dpoEmail,
      input.dpoTelefone,
    ],
  );
}

export async function findLogo(
  db: Queryable,
  idInstituicao: number,
): Promise<{ logo: Uint8Array; atualizadoEm: Date } | null> {
  const [row] = await db.query<{ logo: Uint8Array | null; atualizadoEm: Date | null }>(
    'select logo, logo_atualizado_em as "atualizadoEm" from instituicao where id = $1',
    [idInstituicao],
  );
  return row?.logo ? { logo: row.logo, atualizadoEm: row.atualizadoEm ?? new Date(0) } : null;
}

export async function saveLogo(db: Queryable, idInstituicao: number, logo: Uint8Array | null): Promise<void> {
  await db.query(
    `update instituicao set logo = $2, logo_atualizado_em = case when $2::bytea is null then null else now() end,
            updated_at = now()
      where id = $1`,
    [idInstituicao, logo],
  );
}
