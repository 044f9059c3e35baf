import { buildHubConnection, type HubConnectionFactory } from './hub-connection-factory';

export type RealtimeConfig = {
  /** Where the hubs live; '' means the page's own origin (the default). */
  baseUrl: string;
  /** Builds connections; tests replace it with a fake. */
  connectionFactory: HubConnectionFactory;
};

const config: RealtimeConfig = { baseUrl: '', connectionFactory: buildHubConnection };

/**
 * Overrides where and how hub connections are made. Call before the first start.
 * @example configureRealtime({ baseUrl: 'http://localhost:5000' })
 */
export function configureRealtime(overrides: Partial<RealtimeConfig>): void {
  Object.assign(config, overrides);
}

export function realtimeConfig(): Readonly<RealtimeConfig> {
  return config;
}

export function hubUrl(path: string): string {
  return config.baseUrl.replace(/\/+$/, '') + path;
}
