import type { HubLike } from './hub-connection-factory';

type Handler = (...args: unknown[]) => void;

/**
 * Handlers by event name, kept apart from any connection so subscriptions survive a new
 * connection (after logout/login or a chat restart). One dispatcher per event name is attached
 * to the current connection; a throwing handler never stops the others.
 */
export class EventSubscriptions {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly dispatchers = new Map<string, (...args: unknown[]) => void>();
  private connection: HubLike | null = null;

  subscribe<A extends unknown[]>(event: string, typedHandler: (...args: A) => void): () => void {
    // Arguments are whatever the server sent; the typed signature is the contract with it.
    const handler = typedHandler as unknown as Handler;
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
      this.connection?.on(event, this.dispatcher(event));
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Attaches every known event to a (new) connection. */
  attach(connection: HubLike): void {
    this.connection = connection;
    for (const event of this.handlers.keys()) connection.on(event, this.dispatcher(event));
  }

  detach(): void {
    if (this.connection) for (const [event, dispatch] of this.dispatchers) this.connection.off(event, dispatch);
    this.connection = null;
  }

  private dispatcher(event: string): (...args: unknown[]) => void {
    let dispatch = this.dispatchers.get(event);
    if (!dispatch) {
      dispatch = (...args: unknown[]) => {
        for (const handler of [...(this.handlers.get(event) ?? [])]) {
          try {
            handler(...args);
          } catch (error) {
            console.error(`[realtime] handler of ${event} failed`, error);
          }
        }
      };
      this.dispatchers.set(event, dispatch);
    }
    return dispatch;
  }
}
