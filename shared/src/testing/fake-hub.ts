import { HubConnectionState } from '@microsoft/signalr';
import type { HubConnectionSpec, HubLike } from '../realtime/hub-connection-factory';

type Callback = (...args: unknown[]) => void;

/** A HubConnection stand-in that tests drive by hand (start results, lifecycle events, server events). */
export class FakeHub {
  state: HubConnectionState = HubConnectionState.Disconnected;
  connectionId: string | null = null;
  /** Errors for the next start() calls; an empty queue means success. */
  startFailures: Error[] = [];
  startCalls = 0;
  readonly invoked: [string, unknown[]][] = [];
  private readonly handlers = new Map<string, Set<Callback>>();
  private readonly closeCallbacks: Callback[] = [];
  private readonly reconnectingCallbacks: Callback[] = [];
  private readonly reconnectedCallbacks: Callback[] = [];

  constructor(readonly spec: HubConnectionSpec) {}

  async start(): Promise<void> {
    this.startCalls++;
    this.state = HubConnectionState.Connecting;
    const failure = this.startFailures.shift();
    if (failure) {
      this.state = HubConnectionState.Disconnected;
      throw failure;
    }
    this.state = HubConnectionState.Connected;
  }

  async stop(): Promise<void> {
    this.state = HubConnectionState.Disconnected;
    for (const callback of this.closeCallbacks) callback();
  }

  on(event: string, callback: Callback): void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(callback);
  }

  off(event: string, callback: Callback): void {
    this.handlers.get(event)?.delete(callback);
  }

  onclose(callback: Callback): void {
    this.closeCallbacks.push(callback);
  }

  onreconnecting(callback: Callback): void {
    this.reconnectingCallbacks.push(callback);
  }

  onreconnected(callback: Callback): void {
    this.reconnectedCallbacks.push(callback);
  }

  async invoke(method: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push([method, args]);
    return undefined;
  }

  async send(method: string, ...args: unknown[]): Promise<void> {
    this.invoked.push([method, args]);
  }

  /** How many handlers the client registered for an event (SignalR warns when there is none). */
  handlerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  /** The server pushes an event. */
  emit(event: string, ...args: unknown[]): void {
    for (const callback of this.handlers.get(event) ?? []) callback(...args);
  }

  simulateReconnecting(): void {
    this.state = HubConnectionState.Reconnecting;
    for (const callback of this.reconnectingCallbacks) callback(new Error('socket lost'));
  }

  simulateReconnected(): void {
    this.state = HubConnectionState.Connected;
    for (const callback of this.reconnectedCallbacks) callback('new-id');
  }

  /** The connection is gone for good (automatic reconnect gave up, or the server closed it). */
  simulateClose(): void {
    this.state = HubConnectionState.Disconnected;
    for (const callback of this.closeCallbacks) callback(new Error('closed'));
  }

  asHub(): HubLike {
    return this as unknown as HubLike;
  }
}
