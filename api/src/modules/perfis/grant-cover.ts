import type { Queryable } from '../../plugins/database/db';

/**
 * What a gestor may hand out (docs/decisions/0012): no more than their own profile holds. A
 * profile `covers` another when, on every screen, it holds every letter the other grants.
 */

/** The letters a profile grants, by menu item. */
export type Grants = Map<number, { titulo: string; crud: string }>;

/** A screen and the letters of it that the holder lacks. */
export type Excess = { titulo: string; letras: string };

export async function grantsOfPerfil(db: Queryable, idPerfil: number): Promise<Grants> {
  const rows = await db.query<{ idMenu: number; titulo: string; crud: string }>(
    `select m.id_menu as "idMenu", m.titulo, pm.crud
       from perfil_menu pm join menu m on m.id_menu = pm.id_menu
      where pm.id_perfil = $1`,
    [idPerfil],
  );
  return new Map(rows.map((row) => [row.idMenu, { titulo: row.titulo, crud: row.crud }]));
}

/** The menu titles, for grants given as plain `{ idMenu, crud }` (a profile form not saved yet). */
export async function grantsOf(
  db: Queryable,
  permissoes: readonly { idMenu: number; crud: string }[],
): Promise<Grants> {
  const granted = permissoes.filter((item) => item.crud !== '');
  if (!granted.length) return new Map();
  const titles = await db.query<{ idMenu: number; titulo: string }>(
    'select id_menu as "idMenu", titulo from menu where id_menu = any($1::int[])',
    [granted.map((item) => item.idMenu)],
  );
  const byId = new Map(titles.map((row) => [row.idMenu, row.titulo]));
  return new Map(granted.map((item) => [item.idMenu, { titulo: byId.get(item.idMenu) ?? '?', crud: item.crud }]));
}

/**
 * The letters `wanted` grants that `held` does not, screen by screen (empty when `held` covers it).
 * With `before`, only what `wanted` adds to it counts: taking letters away is never an escalation.
 * @example excess(grantsOf(novo), grantsOfPerfil(meu)) // [{ titulo: 'Pedidos', letras: 'UD' }]
 */
export function excess(wanted: Grants, held: Grants, before: Grants = new Map()): Excess[] {
  const result: Excess[] = [];
  for (const [idMenu, { titulo, crud }] of wanted) {
    const had = before.get(idMenu)?.crud ?? '';
    const holds = held.get(idMenu)?.crud ?? '';
    const letras = [...crud].filter((letter) => !had.includes(letter) && !holds.includes(letter)).join('');
    if (letras) result.push({ titulo, letras });
  }
  return result;
}

/** 'Pedidos (U, D), Chat (C)' */
export function describeExcess(items: readonly Excess[]): string {
  return items.map((item) => `${item.titulo} (${[...item.letras].join(', ')})`).join(', ');
}
