import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../../../config';
import type { ChannelRegistry } from '../../canais/channel-registry';
import type { PushTransportOptions } from '../../push/web-push-sender';
import agendaJobs, { agendaScheduler } from './agenda.jobs';

import agendaRoutes from './agenda.routes';
import etiquetasRoutes from './etiquetas.routes';
import visoesRoutes from './visoes.routes';

/*
 * The inbox's agenda (issue #27, ADR 0038): snooze, scheduled messages, labels, pins, saved views
 * and Web Push for a closed tab. Registered after the birthdays module, whose pg-boss it uses.
 */

export type AgendaModuleOptions = {
  registry: ChannelRegistry;
  vapid: AppConfig['vapid'];
  push?: PushTransportOptions;
  /** A send left 'enviando' this long counts as interrupted (AGENDA_RECUPERAR_APOS_SEGUNDOS; default 60 s). */
  recuperarAposMs?: number;
};

const agendaModule: FastifyPluginAsync<AgendaModuleOptions> = async (app, options) => {
  const holder: { boss: PgBoss | null } = { boss: null };
  const scheduler = agendaScheduler(holder);
  await app.register(agendaRoutes, { prefix: '/api/chats', scheduler });
  await app.register(etiquetasRoutes, { prefix: '/api/chats' });
  await app.register(visoesRoutes, { prefix: '/api/chats' });
  await app.register(fp(agendaJobs), {
    registry: options.registry,
    recuperarAposMs: options.recuperarAposMs ?? 60_000,
    scheduler: holder,
    push: { vapid: options.vapid, transport: options.push },
  });
};

export default fp(agendaModule, { name: 'chat-agenda', dependencies: ['database', 'aniversariantes'] });
