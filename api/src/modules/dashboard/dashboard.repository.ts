import { hasCrud } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import { findMenuForPerfil } from '../menu/menu.repository';
import { pedidosDoDia as pedidosDoDiaEm, type PedidosDoDia } from '../pedidos/pedidos.queries';

/*
 * The dashboard owns no table: each figure comes from the repository of the module that keeps it.
 */

/** Today's orders and money of the institution, in its local day. */
export function pedidosDoDia(db: Queryable, idInstituicao: number): Promise<PedidosDoDia> {
  return pedidosDoDiaEm(db, idInstituicao, SAO_PAULO_TIME_ZONE);
}

/** Whether the profile may read the Pedidos screen (its menu item grants R). */
export async function canReadPedidos(db: Queryable, idPerfil: number): Promise<boolean> {
  const menu = await findMenuForPerfil(db, idPerfil);
  return hasCrud(
    menu.find((item) => item.rota === 'pedidos'),
    'R',
  );
}

/** Whether the profile may read the Chat screen (the open-conversations figure is its data). */
export async function canReadChat(db: Queryable, idPerfil: number): Promise<boolean> {
  const menu = await findMenuForPerfil(db, idPerfil);
  return hasCrud(
    menu.find((item) => item.rota === 'chat'),
    'R',
  );
}

/** Whether the profile may read the Leads screen (its menu item grants R). */
export async function canReadLeads(db: Queryable, idPerfil: number): Promise<boolean> {
  const menu = await findMenuForPerfil(db, idPerfil);
  return hasCrud(
    menu.find((item) => item.rota === 'leads'),
    'R',
  );
}

export async function localToday(db: Queryable): Promise<string> {
  const [row] = await db.query<{ dia: string }>(`select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as dia`, [
    SAO_PAULO_TIME_ZONE,
  ]);
  return row?.dia ?? '';
}
