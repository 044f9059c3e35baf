import * as v from '@colabora/shared/schema';
import type { CrudLetter } from '../menu';
import { idRef } from '../route-params';
import { requiredTextSchema } from './common';

/** The letters of a grant, in canonical order. */
export const CRUD_LETTERS: readonly CrudLetter[] = ['C', 'R', 'U', 'D'];

/** What each letter lets a user do, as the permission matrix labels it. */
export const CRUD_LABELS: Readonly<Record<CrudLetter, string>> = {
  C: 'Criar',
  R: 'Ver',
  U: 'Editar',
  D: 'Excluir',
};

const intSchema = v.pipe(v.number(), v.integer());

/** A profile in the Perfis list, with how many users hold it. */
export const perfilAcessoResumoSchema = v.strictObject({
  idPerfil: intSchema,
  nome: v.string(),
  totalUsuarios: intSchema,
});
export type PerfilAcessoResumo = v.InferOutput<typeof perfilAcessoResumoSchema>;

/** One row of the permission matrix: a screen and the letters granted ('' when none). */
export const permissaoMenuSchema = v.strictObject({
  idMenu: intSchema,
  rota: v.string(),
  titulo: v.string(),
  crud: v.string(),
});
export type PermissaoMenu = v.InferOutput<typeof permissaoMenuSchema>;

/** GET /api/perfis/:id: every screen of the menu, granted or not, in menu order. */
export const perfilAcessoDetalheSchema = v.strictObject({
  ...perfilAcessoResumoSchema.entries,
  permissoes: v.array(permissaoMenuSchema),
});
export type PerfilAcessoDetalhe = v.InferOutput<typeof perfilAcessoDetalheSchema>;

/**
 * Puts letters in canonical order without repeats; R is implied by any other letter, because a
 * screen a user cannot see offers nothing to create, edit or delete.
 *
 * @example
 * normalizeCrud('dc') // → 'CRD'
 * normalizeCrud('')   // → ''
 */
export function normalizeCrud(letters: string): string {
  const upper = letters.toUpperCase();
  const held = new Set(CRUD_LETTERS.filter((letter) => upper.includes(letter)));
  if (held.size > 0) held.add('R');
  return CRUD_LETTERS.filter((letter) => held.has(letter)).join('');
}

const permissaoInputSchema = v.strictObject({
  idMenu: idRef('Tela', 'Tela inválida.'),
  crud: v.pipe(
    v.string('Permissão inválida.'),
    v.regex(/^C?R?U?D?$/, 'Permissão inválida: use as letras C, R, U e D, nesta ordem.'),
    v.check(
      (crud: string) => crud === '' || crud.includes('R'),
      'Para criar, editar ou excluir é preciso poder ver a tela (R).',
    ),
  ),
});

/**
 * POST /api/perfis and PUT /api/perfis/:id: the name and the whole matrix (screens left out or
 * with '' are not granted).
 *
 * @example
 * v.parse(perfilAcessoInputSchema, { nome: 'Leitura', permissoes: [{ idMenu: 1, crud: 'R' }] })
 */
export const perfilAcessoInputSchema = v.strictObject({
  nome: requiredTextSchema('Nome do perfil', 80, 'Informe o nome do perfil.'),
  permissoes: v.pipe(
    v.array(permissaoInputSchema, 'Informe as permissões.'),
    v.maxLength(200, 'Permissões demais.'),
    v.check(
      (items: { idMenu: number; crud: string }[]) => new Set(items.map((item) => item.idMenu)).size === items.length,
      'Cada tela pode aparecer uma só vez nas permissões.',
    ),
  ),
});
export type PerfilAcessoInput = v.InferOutput<typeof perfilAcessoInputSchema>;
