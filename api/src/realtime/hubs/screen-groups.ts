import { groupNames } from '../groups';
import type { HubCallContext } from './hub-definition';

/**
 * Puts the connection in the group of each of `screens` its user holds (context.grants), and in
 * no other: what it receives follows its grants (docs/decisions/0017-hub-delivery-by-screen.md).
 * @example onConnected: (context) => joinScreenGroups(context, CHAT_HUB_SCREENS)
 */
export function joinScreenGroups(context: HubCallContext, screens: readonly string[]): void {
  for (const screen of screens) {
    const group = groupNames.screen(context.principal.idInstituicao, screen);
    if (context.grants.has(screen)) context.addToGroup(group);
    else context.removeFromGroup(group);
  }
}
