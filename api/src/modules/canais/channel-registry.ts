import type { CanalEstado, CanalProvider } from '@colabora/shared/contracts';
import type { ChannelAdapter, WebhookTarget } from './channel-adapter';
import { EvolutionAdapter } from './evolution-adapter';
import { EvolutionClient, type EvolutionClientOptions } from './evolution-client';
import { SimuladorAdapter } from './simulador-adapter';

export type CanalRef = {
  idCanal: number;
  provider: CanalProvider;
  estado: CanalEstado;
  /** Evolution's instance name (absent or null for the simulator, or before the instance exists). */
  instanciaGateway?: string | null;
};

export type ChannelRegistryOptions = {
  /** Evolution API v2 (EVOLUTION_API_URL, EVOLUTION_API_KEY); absent: `evolution` channels say it is not configured. */
  evolution?: EvolutionClientOptions;
  /** This API's address as the gateway reaches it (API_PUBLIC_URL), for the webhook URLs. */
  publicUrl?: string;
};

/**
 * The adapters of one API process, one per channel, created on first use from the channel's
 * stored state. Per app (not module-global): each test app has its own channels and ids.
 */
export class ChannelRegistry {
  private readonly adapters = new Map<number, ChannelAdapter>();
  private readonly evolution: EvolutionClient | null;
  private readonly publicUrl: string;

  constructor(options: ChannelRegistryOptions = {}) {
    this.evolution = options.evolution ? new EvolutionClient(options.evolution) : null;
    this.publicUrl = (options.publicUrl ?? 'http://localhost:5000').replace(/\/+$/, '');
  }

  adapterFor(canal: CanalRef): ChannelAdapter {
    let adapter = this.adapters.get(canal.idCanal);
    // An Evolution instance named after the adapter was made (created, or re-created elsewhere).
    const stale =
      adapter instanceof EvolutionAdapter &&
      !!canal.instanciaGateway &&
      adapter.instanceName !== canal.instanciaGateway;
    if (!adapter || stale) {
      adapter =
        canal.provider === 'simulador'
          ? new SimuladorAdapter(canal.idCanal, canal.estado)
          : new EvolutionAdapter(this.evolution, canal.idCanal, canal.instanciaGateway ?? null);
      this.adapters.set(canal.idCanal, adapter);
    }
    return adapter;
  }

  /** The simulator of a `simulador` channel. */
  simuladorFor(canal: CanalRef & { provider: 'simulador' }): SimuladorAdapter {
    return this.adapterFor(canal) as SimuladorAdapter;
  }

  /** Where the gateway posts a channel's webhooks (POST /api/canais/{idCanal}/webhook) with its secret. */
  webhookTarget(idCanal: number, secret: string): WebhookTarget {
    return { url: `${this.publicUrl}/api/canais/${idCanal}/webhook`, secret };
  }

  forget(idCanal: number): void {
    this.adapters.delete(idCanal);
  }
}
