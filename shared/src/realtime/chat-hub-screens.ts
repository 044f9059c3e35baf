import type { MenuItem } from '../contracts/menu';
import { CHAT_HUB_SCREENS } from '../contracts/realtime-events';
import { appStore } from '../session/app-store';
import { sessionAtom } from '../session/session-atom';
import { permissionsOf } from '../session/use-permissions';
import { chatHub } from './chat-hub';

type MenuGrant = Pick<MenuItem, 'rota' | 'crud'>;

const screens: ReadonlySet<string> = new Set(CHAT_HUB_SCREENS);

/**
 * Whether a menu opens /chathub: R on any screen whose live data travels on it (chat, leads,
 * funil, campanhas, envio-massa, whatsapp-qrcode). The API admits exactly these users and sends
 * each only the events of the screens it holds (docs/decisions/0017-hub-delivery-by-screen.md).
 * @example opensChatHub([{ rota: 'funil', crud: 'R' }]) // true
 */
export function opensChatHub(menu: readonly MenuGrant[]): boolean {
  return menu.some((item) => screens.has(item.rota) && permissionsOf(item).canRead);
}

/**
 * Follows the session and the signed-in user's menu: /chathub is open while the menu holds one of
 * its screens (so a user of the Funil or Campanhas screen alone gets live updates too), and closed
 * at logout or when the profile loses them all. `readMenu` answers the current user's menu, or
 * undefined while it has not loaded (nothing changes then); call `sync` whenever it may have changed.
 * @example const chat = bindChatHubToMenu(() => queryClient.getQueryData(menuKey)); queryClient.getQueryCache().subscribe(chat.sync)
 */
export function bindChatHubToMenu(readMenu: () => readonly MenuGrant[] | undefined): {
  sync: () => void;
  unbind: () => void;
} {
  // Started once per opening: a start in the middle of the hub's own 5 s restart after a failure
  // would defeat its pacing. Stopped whenever unwanted (a screen may have started it; stop is idempotent).
  let open = false;
  const sync = () => {
    const signedIn = appStore.get(sessionAtom) !== null;
    const menu = signedIn ? readMenu() : [];
    if (menu === undefined) return;
    const wanted = opensChatHub(menu);
    if (wanted && open) return;
    open = wanted;
    const action = wanted ? chatHub.start() : chatHub.stop();
    action.catch((error: unknown) => console.error('[realtime] /chathub', error));
  };
  sync();
  const unsubscribe = appStore.sub(sessionAtom, sync);
  return { sync, unbind: unsubscribe };
}
