import { HUB_SCREENS, type HubScreen } from '@colabora/shared/contracts';
import type { Queryable } from '../database/db';
import type { HubName, RealtimePrincipal } from '../../realtime/index';

/**
 * The hubs' authorisation, from the same tables as the REST routes' (route-access.ts): the user's
 * current profile, re-read on every call, so a change of profile or grants applies at the next
 * join (and the change itself closes the user's sockets so they rejoin under the new rights).
 */
export function createHubAccess(db: Queryable) {
  let chatTable = false;

  return {
    /**
     * The hub's screens (HUB_SCREENS) granted with R to the user's current profile, in the user's
     * institution: what the connection may open and which events it receives (DESIGN §4, §5c).
     */
    async grantedScreens(principal: RealtimePrincipal, hub: HubName): Promise<HubScreen[]> {
      const screens: readonly HubScreen[] = HUB_SCREENS[hub];
      const rows = await db.query<{ rota: string; crud: string }>(
        `select m.rota, pm.crud from usuario u
           join perfil_menu pm on pm.id_perfil = u.id_perfil
           join menu m on m.id_menu = pm.id_menu
          where u.id = $1 and u.id_instituicao = $2 and m.rota = any($3::text[])`,
        [principal.idUsuario, principal.idInstituicao, screens],
      );
      const readable = new Set(rows.filter((row) => row.crud.includes('R')).map((row) => row.rota));
      return screens.filter((screen) => readable.has(screen));
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
