import * as v from '@colabora/shared/schema';

/** A letter a profile grants on a screen: Create, Read, Update, Delete (DESIGN §3). */
export type CrudLetter = 'C' | 'R' | 'U' | 'D';

/** A side-menu item from GET /api/Menu/me (SPEC §3). `crud` holds the letters granted, e.g. "CRUD" or "R". */
export const menuItemSchema = v.strictObject({
  idMenu: v.pipe(v.number(), v.integer()),
  icone: v.string(),
  titulo: v.string(),
  rota: v.string(),
  descricaoMenu: v.string(),
  crud: v.string(),
  badge: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});
export type MenuItem = v.InferOutput<typeof menuItemSchema>;

/** True when the menu item grants `letter`. */
export function hasCrud(item: Pick<MenuItem, 'crud'> | undefined, letter: CrudLetter): boolean {
  return !!item && item.crud.toUpperCase().includes(letter);
}
