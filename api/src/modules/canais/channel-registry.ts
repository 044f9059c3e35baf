import type { CanalEstado, CanalProvider } from '@colabora/shared/contracts';
import * as v from 'valibot';
import { ChannelSendError, type ChannelAdapter } from './channel-adapter';
import { evolutionWebhookSchema, normaliseEvolutionWebhook } from './evolution-webhook';
import { SimuladorAdapter } from './simulador-adapter';

/**
 * Evolution API v2 (DESIGN §5a) until its client lands: its webhooks are understood (the same
 * normaliser the simulator uses), but connecting and sending say they are not available yet.
 */
class EvolutionPendingAdapter implements ChannelAdapter {
  readonly provider = 'evolution' as const;
  constructor(private estado: CanalEstado) {}
  async connect(): Promise<never> {
    throw new ChannelSendError('A conexão por Evolution API ainda não está disponível.');
  }
  async state() {
    return this.estado;
  }
  async logout() {
    this.estado = 'desconectado';
  }
  async sendText(): Promise<never> {
    throw new ChannelSendError('O envio por Evolution API ainda não está disponível.');
  }
  parseWebhook(body: unknown) {
    const parsed = v.safeParse(evolutionWebhookSchema, body);
    return parsed.success ? normaliseEvolutionWebhook(parsed.output) : [];
  }
}

export type CanalRef = { idCanal: number; provider: CanalProvider; estado: CanalEstado };

/**
 * The adapters of one API process, one per channel, created on first use from the channel's
 * stored state. Per app (not module-global): each test app has its own channels and ids.
 */
export class ChannelRegistry {
  private readonly adapters = new Map<number, ChannelAdapter>();

  adapterFor(canal: CanalRef): ChannelAdapter {
    let adapter = this.adapters.get(canal.idCanal);
    if (!adapter) {
      adapter =
        canal.provider === 'simulador'
          ? new SimuladorAdapter(canal.idCanal, canal.estado)
          : new EvolutionPendingAdapter(canal.estado);
      this.adapters.set(canal.idCanal, adapter);
    }
    return adapter;
  }

  /** The simulator of a `simulador` channel. */
  simuladorFor(canal: CanalRef & { provider: 'simulador' }): SimuladorAdapter {
    return this.adapterFor(canal) as SimuladorAdapter;
  }

  forget(idCanal: number): void {
    this.adapters.delete(idCanal);
  }
}
