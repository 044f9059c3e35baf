import type { HubConnection } from '@microsoft/signalr';
import type { HubLike } from './hub-connection-factory';
import { HubConnectionState } from './hub-connection-state';

type Handler = (...args: unknown[]) => void;
type Registration =
  | { kind: 'on'; event: string; handler: Handler }
  | { kind: 'onclose' | 'onreconnecting' | 'onreconnected'; handler: Handler };

/**
 * A HubLike whose SignalR connection is built on first start(), by `load` (which imports
 * @microsoft/signalr): the client's 55 KB stay off a screen's first load (issue #25). Handlers
 * given before are kept and handed to the connection once it exists; until then it is
 * Disconnected, and stopping it is a no-op.
 */
export function lazyHubConnection(load: () => Promise<HubConnection>): HubLike {
  const registrations: Registration[] = [];
  let real: HubConnection | null = null;
  let loading: Promise<HubConnection> | null = null;

  const connection = (): Promise<HubConnection> => {
    loading ??= load().then((built) => {
      for (const registration of registrations) {
        if (registration.kind === 'on') built.on(registration.event, registration.handler);
        else built[registration.kind](registration.handler as never);
      }
      real = built;
      return built;
    });
    // A failed import may be tried again by the next start().
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  return {
    get state() {
      return real?.state ?? HubConnectionState.Disconnected;
    },
    get connectionId() {
      return real?.connectionId ?? null;
    },
    async start() {
      await (await connection()).start();
    },
    async stop() {
      if (!loading) return;
      await (await connection()).stop();
    },
    on(event: string, handler: Handler) {
      registrations.push({ kind: 'on', event, handler });
      real?.on(event, handler);
    },
    off(event: string, handler?: Handler) {
      for (let index = registrations.length - 1; index >= 0; index -= 1) {
        const registration = registrations[index]!;
        if (
          registration.kind === 'on' &&
          registration.event === event &&
          (!handler || registration.handler === handler)
        )
          registrations.splice(index, 1);
      }
      if (handler) real?.off(event, handler);
      else real?.off(event);
    },
    onclose(handler) {
      registrations.push({ kind: 'onclose', handler: handler as Handler });
      real?.onclose(handler);
    },
    onreconnecting(handler) {
      registrations.push({ kind: 'onreconnecting', handler: handler as Handler });
      real?.onreconnecting(handler);
    },
    onreconnected(handler) {
      registrations.push({ kind: 'onreconnected', handler: handler as Handler });
      real?.onreconnected(handler);
    },
    async invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
      return (await connection()).invoke<T>(method, ...args);
    },
    async send(method: string, ...args: unknown[]): Promise<void> {
      return (await connection()).send(method, ...args);
    },
  } as HubLike;
}
