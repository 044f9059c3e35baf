/**
 * Whether a push is a conversation's notice (the API tags them `colabora-chat-{idChat}`, ADR 0038),
 * which a visible window of the app does not repeat as a notification.
 * @example isChatNotice('colabora-chat-42') // → true
 * @example isChatNotice('colabora-teste') // → false
 */
export function isChatNotice(tag: string | undefined): boolean {
  return /^colabora-chat-\d+$/.test(tag ?? '');
}
