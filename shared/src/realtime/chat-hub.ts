import { HubConnectionState } from '@microsoft/signalr';
import { CHAT_METHODS, HUB_PATHS } from '../contracts/realtime-events';
import { STORAGE_KEYS } from '../session/storage-keys';
import { appStore } from '../session/app-store';
import { EventSubscriptions } from './event-subscriptions';
import type { HubLike } from './hub-connection-factory';
import type { ChatEventArgs, ChatEventName } from './hub-events';
import { HUB_SETTINGS } from './hub-settings';
import { chatHubConnectedAtom, chatHubStateAtom } from './hub-state-atoms';
import { hubUrl, realtimeConfig } from './realtime-config';

let connection: HubLike | null = null;
let starting: Promise<void> | null = null;
let restartTimer: ReturnType<typeof setTimeout> | null = null;
const subscriptions = new EventSubscriptions();
const reconnectedHandlers = new Set<() => void>();
/** Rooms joined through invokeChat, rejoined after a reconnect (a new server connection has none). */
const rooms = new Map<string, readonly unknown[]>();

function setState(state: HubConnectionState): void {
  appStore.set(chatHubStateAtom, state);
  appStore.set(chatHubConnectedAtom, state === HubConnectionState.Connected);
}

function scheduleRestart(): void {
  if (restartTimer || !connection) return;
  restartTimer = setTimeout(() => {
    restartTimer = null;
    void startChatHub();
  }, HUB_SETTINGS.chatRestartDelayMs);
}

function rejoinRooms(target: HubLike): void {
  for (const args of rooms.values()) {
    target
      .invoke(CHAT_METHODS.joinRoom, ...args)
      .catch((error: unknown) => console.error('[realtime] rejoining a chat room failed', error));
  }
  for (const handler of [...reconnectedHandlers]) handler();
}

function create(): HubLike {
  const created = realtimeConfig().connectionFactory({
    url: hubUrl(HUB_PATHS.chat),
    // The seed's chat service reads the legacy `token` key (SPEC §7).
    accessTokenFactory: () => localStorage.getItem(STORAGE_KEYS.token) ?? '',
    reconnectDelaysMs: HUB_SETTINGS.chatReconnectDelaysMs,
  });
  created.onreconnecting(() => setState(HubConnectionState.Reconnecting));
  created.onreconnected(() => {
    setState(HubConnectionState.Connected);
    rejoinRooms(created);
  });
  created.onclose(() => {
    if (connection !== created) return;
    setState(HubConnectionState.Disconnected);
    scheduleRestart();
  });
  subscriptions.attach(created);
  return created;
}

/**
 * Starts /chathub (idempotent); after a failed start it retries every 5 s until stopped.
 * @example await startChatHub()
 */
export function startChatHub(): Promise<void> {
  if (starting) return starting;
  const target = connection ?? (connection = create());
  if (target.state !== HubConnectionState.Disconnected) return Promise.resolve();
  setState(HubConnectionState.Connecting);
  const wasRestart = rooms.size > 0;
  starting = target
    .start()
    .then(() => {
      setState(HubConnectionState.Connected);
      if (wasRestart) rejoinRooms(target);
    })
    .catch((error: unknown) => {
      console.warn('[realtime] /chathub start failed; retrying in 5 s', error);
      if (connection === target) {
        setState(HubConnectionState.Disconnected);
        scheduleRestart();
      }
    })
    .finally(() => {
      starting = null;
    });
  return starting;
}

/** The chat connection, created and started on first use (the seed's chat service constructor). */
export function getChatHub(): HubLike {
  if (!connection) void startChatHub();
  return connection as HubLike;
}

/** Stops /chathub and its 5 s restarts (at logout). */
export async function stopChatHub(): Promise<void> {
  const target = connection;
  if (restartTimer) clearTimeout(restartTimer);
  restartTimer = null;
  if (!target) return;
  connection = null;
  rooms.clear();
  subscriptions.detach();
  setState(HubConnectionState.Disconnecting);
  await starting;
  await target.stop();
  setState(HubConnectionState.Disconnected);
}

/**
 * Invokes a /chathub method once connected (waits for a start in progress). JoinRoom and
 * LeaveRoom are remembered so rooms are rejoined after a reconnect.
 * @example await invokeChat('JoinRoom', idChat, idInstituicao)
 */
export async function invokeChat<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
  const target = getChatHub();
  await starting;
  if (target.state !== HubConnectionState.Connected) throw new Error('Chat sem conexão com o servidor.');
  const key = JSON.stringify(args);
  if (method.toLowerCase() === CHAT_METHODS.joinRoom.toLowerCase()) rooms.set(key, args);
  if (method.toLowerCase() === CHAT_METHODS.leaveRoom.toLowerCase()) rooms.delete(key);
  return target.invoke<T>(method, ...args);
}

/**
 * Subscribes to a chat event; returns the unsubscribe function.
 * @example useEffect(() => onChatEvent('UserTyping', (name, isTyping) => show(name, isTyping)), [])
 */
export function onChatEvent<E extends ChatEventName>(
  event: E,
  handler: (...args: ChatEventArgs[E]) => void,
): () => void {
  return subscriptions.subscribe(event, handler);
}

/** Called after the chat hub reconnects or restarts (rooms already rejoined): refetch. */
export function onChatReconnected(handler: () => void): () => void {
  reconnectedHandlers.add(handler);
  return () => {
    reconnectedHandlers.delete(handler);
  };
}
