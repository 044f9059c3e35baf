/** A letter a profile grants on a screen: Create, Read, Update, Delete (DESIGN §3). */
export type CrudLetter = 'C' | 'R' | 'U' | 'D';

/** A side-menu item from GET /api/Menu/me (SPEC §3). `crud` holds the letters granted, e.g. "CRUD" or "R". */
export type MenuItem = {
  idMenu: number;
  icone: string;
  titulo: string;
  rota: string;
  descricaoMenu: string;
  crud: string;
  badge?: string | number | null;
};

/** True when the menu item grants `letter`. */
export function hasCrud(item: Pick<MenuItem, 'crud'> | undefined, letter: CrudLetter): boolean {
  return !!item && item.crud.toUpperCase().includes(letter);
}
