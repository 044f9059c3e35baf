import type { MenuItem } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/** Screens the profile may at least read, in menu order, each with the letters it grants. */
export function findMenuForPerfil(db: Queryable, idPerfil: number): Promise<MenuItem[]> {
  return db.query<MenuItem>(
    `select m.id_menu as "idMenu", m.icone, m.titulo, m.rota, m.descricao_menu as "descricaoMenu", pm.crud
       from perfil_menu pm join menu m on m.id_menu = pm.id_menu
      where pm.id_perfil = $1 and position('R' in pm.crud) > 0
      order by m.ordem, m.id_menu`,
    [idPerfil],
  );
}
