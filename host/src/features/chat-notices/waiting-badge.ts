/*
 * The side menu's Chat badge (issue #27). Its own file: the side menu loads before the first
 * screen, the notices' rules after it.
 */

/**
 * The Chat item's badge, as seen and as read.
 * @example waitingBadge(3) // → { badge: '3', description: '3 conversas aguardando' }
 */
export function waitingBadge(count: number): { badge: string; description: string } {
  return {
    badge: count > 99 ? '99+' : String(count),
    description: count === 1 ? '1 conversa aguardando' : `${count} conversas aguardando`,
  };
}
