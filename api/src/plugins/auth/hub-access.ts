import type { Queryable } from '../database/db';
import type { HubName, RealtimePrincipal } from '../../realtime/index';

/** The screen whose R grant opens each hub (DESIGN §4). */
export const HUB_SCREENS: Readonly<Record<HubName, string>> = { pedidos: 'pedidos', chat: 'chat' };

/**
 * The hubs' authorisation, from the same tables as the REST routes' (route-access.ts): the user's
 * current profile, re-read on every call, so a change of profile or grants applies at the next
 * join (and the change itself closes the user's sockets so they rejoin under the new rights).
 */
export function createHubAccess(db: Queryable) {
  let chatTable = false;

  return {
    /** The hub's screen is granted with R to the user's current profile, in the user's institution. */
    async canUseHub(principal: RealtimePrincipal, hub: HubName): Promise<boolean> {
      const [row] = await db.query<{ crud: string }>(
        `select pm.crud from usuario u
           join perfil_menu pm on pm.id_perfil = u.id_perfil
           join menu m on m.id_menu = pm.id_menu
          where u.id = $1 and u.id_instituicao = $2 and m.rota = $3`,
        [principal.idUsuario, principal.idInstituicao, HUB_SCREENS[hub]],
      );
      return row?.crud.includes('R') ?? false;
    },

    /**
     * A room is a chat of the caller's institution. Until the chat table exists (its migration is
     * the chat module's), no room exists and every join is refused.
     */
    async canJoinChat(principal: RealtimePrincipal, idChat: number): Promise<boolean> {
      if (!chatTable) {
        const [table] = await db.query<{ exists: boolean }>(
          `select to_regclass(current_schema() || '.chat') is not null as "exists"`,
        );
        if (!table?.exists) return false;
        chatTable = true;
      }
      const rows = await db.query('select 1 from chat where id = $1 and id_instituicao = $2', [
        idChat,
        principal.idInstituicao,
      ]);
      return rows.length > 0;
    },
  };
}
