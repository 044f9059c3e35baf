import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ChannelRegistry } from '../canais/channel-registry';
import campanhasMidiaRoutes from './campanhas-midia.routes';
import campanhasRoutes from './campanhas.routes';
import envioMassaJobs from './envio-massa.jobs';
import envioMassaRoutes from './envio-massa.routes';

/*
 * Marketing II (issue #16): campaigns (/api/campanhas) and their runs (/api/envio-massa), sent by the
 * durable queue. The operator's settings, from the environment:
 *   ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS (default 5): no campaign may send faster on a channel;
 *   ENVIO_MASSA_RECUPERAR_APOS_SEGUNDOS (default 60): a send with no outcome for this long was left
 *   by a process that died, and is settled by asking the gateway.
 */

export type CampanhasSettings = { intervaloMinimoSegundos: number; recuperarAposMs: number };

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} inválido: use um número positivo de segundos.`);
  return value;
}

export function campanhasSettingsFromEnv(env: NodeJS.ProcessEnv): CampanhasSettings {
  return {
    intervaloMinimoSegundos: positive(env, 'ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS', 5),
    recuperarAposMs: positive(env, 'ENVIO_MASSA_RECUPERAR_APOS_SEGUNDOS', 60) * 1000,
  };
}

export type CampanhasModuleOptions = CampanhasSettings & { registry: ChannelRegistry; now: () => Date };

const campanhasModule: FastifyPluginAsync<CampanhasModuleOptions> = async (app, options) => {
  await app.register(fp(envioMassaJobs), {
    registry: options.registry,
    now: options.now,
    recuperarAposMs: options.recuperarAposMs,
  });
  await app.register(campanhasRoutes, {
    prefix: '/api/campanhas',
    intervaloMinimoSegundos: options.intervaloMinimoSegundos,
    now: options.now,
  });
  await app.register(campanhasMidiaRoutes, { prefix: '/api/campanhas' });
  await app.register(envioMassaRoutes, { prefix: '/api/envio-massa', now: options.now });
};

export default fp(campanhasModule, { name: 'campanhas', dependencies: ['database', 'aniversariantes'] });
