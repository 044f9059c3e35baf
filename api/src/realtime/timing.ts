import type { RealtimeLimits, RealtimeTiming } from './types';

/** SignalR's defaults and the seed's numbers (SPEC §9). */
export const DEFAULT_TIMING: RealtimeTiming = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  reconnectWindowMs: 15_000,
  ackDelayMs: 1_000,
  revalidateMs: 60_000,
};

export const DEFAULT_LIMITS: RealtimeLimits = {
  // ASP.NET Core's MaximumReceiveMessageSize default.
  maxMessageBytes: 32 * 1024,
  statefulBufferBytes: 100_000,
  invocationsPerSecond: 30,
  invocationBurst: 100,
  maxSocketBufferedBytes: 4 * 1024 * 1024,
  // Two hubs, a few tabs and devices each: far above any honest user, far below a flood.
  maxConnectionsPerUser: 20,
  // A whole institution's staff may share one public address.
  maxConnectionsPerAddress: 500,
  maxRoomConnections: 200,
  typingPerSecond: 2,
  typingBurst: 5,
  maxTotalBufferedBytes: 256 * 1024 * 1024,
};

/** How often the shared sweep checks pings, timeouts and expiries: a fraction of the shortest interval. */
export function sweepIntervalMs(timing: RealtimeTiming): number {
  const shortest = Math.min(
    timing.keepAliveMs,
    timing.clientTimeoutMs,
    timing.handshakeTimeoutMs,
    timing.reconnectWindowMs,
  );
  return Math.max(5, Math.min(1_000, Math.floor(shortest / 5)));
}
