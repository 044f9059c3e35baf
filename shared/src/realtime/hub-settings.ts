/** The seed's numbers for both hubs (SPEC §9). */
export const HUB_SETTINGS = {
  pedidosReconnectDelaysMs: [0, 2_000, 10_000, 30_000],
  chatReconnectDelaysMs: [0, 1_000, 5_000, 10_000, 30_000],
  /** The chat hub restarts itself this long after a failed start or a close. */
  chatRestartDelayMs: 5_000,
  /**
   * The orders hub too (not in the seed, which left it down until a reload): a start that fails
   * (a replica restarting behind the gateway, a dropped link) is tried again, so the board does not
   * stay "Desconectado" while the server is back.
   */
  pedidosRestartDelayMs: 5_000,
  serverTimeoutMs: 30_000,
  keepAliveIntervalMs: 15_000,
  statefulReconnectBufferSize: 100_000,
} as const;
