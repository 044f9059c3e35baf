import { CHAT_METHODS, HUB_PATHS, type ChatHubEvents } from '../contracts/realtime-events';
import { STORAGE_KEYS } from '../session/storage-keys';
import { createHubClient } from './create-hub-client';
import type { HubLike } from './hub-connection-factory';
import { HUB_SETTINGS } from './hub-settings';
import { chatHubConnectedAtom, chatHubStateAtom } from './hub-state-atoms';

/**
 * /chathub (SPEC §4): started on first use, restarted 5 s after a failed start or a close, with
 * the rooms joined through invokeChat rejoined after every reconnect.
 */
export const chatHub = createHubClient<ChatHubEvents>({
  path: HUB_PATHS.chat,
  // The seed's chat service reads the legacy `token` key (SPEC §7).
  accessToken: () => localStorage.getItem(STORAGE_KEYS.token) ?? '',
  reconnectDelaysMs: HUB_SETTINGS.chatReconnectDelaysMs,
  restartDelayMs: HUB_SETTINGS.chatRestartDelayMs,
  stateAtom: chatHubStateAtom,
  connectedAtom: chatHubConnectedAtom,
  memberships: [{ join: CHAT_METHODS.joinRoom, leave: CHAT_METHODS.leaveRoom }],
});

/**
 * Starts /chathub (idempotent); after a failed start it retries every 5 s until stopped.
 * @example await startChatHub()
 */
export const startChatHub = (): Promise<void> => chatHub.start();

/** Stops /chathub and its 5 s restarts (at logout). */
export const stopChatHub = (): Promise<void> => chatHub.stop();

/** The chat connection, created and started on first use (the seed's chat service constructor). */
export const getChatHub = (): HubLike => chatHub.connection();

/**
 * Invokes a /chathub method once connected. JoinRoom and LeaveRoom are remembered so rooms are
 * rejoined after a reconnect.
 * @example await invokeChat('JoinRoom', idChat, idInstituicao)
 */
export const invokeChat = <T = unknown>(method: string, ...args: unknown[]): Promise<T> =>
  chatHub.invoke<T>(method, ...args);

/**
 * Subscribes to a chat event; returns the unsubscribe function.
 * @example useEffect(() => onChatEvent('UserTyping', (name, isTyping) => show(name, isTyping)), [])
 */
export const onChatEvent: typeof chatHub.on = (event, handler) => chatHub.on(event, handler);

/** Called after the chat hub reconnects or restarts (rooms already rejoined): refetch. */
export const onChatReconnected = (handler: () => void): (() => void) => chatHub.onReconnected(handler);
