import { CRUD_LABELS, CRUD_LETTERS, type CrudLetter, type PermissaoMenu } from '@colabora/shared/contracts';

export type PermissionMatrixProps = {
  permissoes: PermissaoMenu[];
  /** Called with the screen and its new letters (canonical order). */
  onChange?: (idMenu: number, crud: string) => void;
  readOnly?: boolean;
};

/**
 * The letters a toggle leaves on a screen. R is the floor of the others: turning C, U or D on
 * turns R on too, and turning R off clears the row (a screen one cannot see offers no actions).
 */
export function toggleLetter(crud: string, letter: CrudLetter, on: boolean): string {
  const held = new Set(CRUD_LETTERS.filter((l) => crud.includes(l)));
  if (on) {
    held.add(letter);
    held.add('R');
  } else if (letter === 'R') {
    held.clear();
  } else {
    held.delete(letter);
  }
  return CRUD_LETTERS.filter((l) => held.has(l)).join('');
}

/**
 * Screens × letters, one labelled checkbox per cell ("Ver — Pedidos"), in the order people read
 * permissions: see, create, edit, delete.
 */
export function PermissionMatrix({ permissoes, onChange, readOnly = false }: PermissionMatrixProps) {
  const columns: CrudLetter[] = ['R', 'C', 'U', 'D'];
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-matrix">
        <caption>Permissões por tela</caption>
        <thead>
          <tr>
            <th scope="col">Tela</th>
            {columns.map((letter) => (
              <th scope="col" key={letter}>
                {CRUD_LABELS[letter]}
                <span className="adm-letter" aria-hidden="true">
                  ({letter})
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissoes.map((tela) => (
            <tr key={tela.idMenu}>
              <th scope="row">{tela.titulo}</th>
              {columns.map((letter) => (
                <td key={letter}>
                  {/* The cell is the target; its word shows only where the header row does not (phones). */}
                  <label className="adm-matrix__cell">
                    <input
                      type="checkbox"
                      aria-label={`${CRUD_LABELS[letter]} — ${tela.titulo}`}
                      checked={tela.crud.includes(letter)}
                      disabled={readOnly}
                      onChange={(event) =>
                        onChange?.(tela.idMenu, toggleLetter(tela.crud, letter, event.target.checked))
                      }
                    />
                    <span className="adm-matrix__word" aria-hidden="true">
                      {CRUD_LABELS[letter]}
                    </span>
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
