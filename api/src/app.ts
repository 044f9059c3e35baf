import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import aniversariantesModule from './modules/aniversariantes/aniversariantes.module';
import { jobsEnabledFromEnv } from './modules/aniversariantes/aniversariantes.jobs';
import auditoriaRoutes from './modules/auditoria/auditoria.routes';
import authRoutes from './modules/auth/auth.routes';
import loginThrottle from './modules/auth/login-throttle';
import autoAtualizacaoRoutes from './modules/auto-atualizacao/auto-atualizacao.routes';
import chatModule from './modules/chat/chat.module';
import agendaModule from './modules/chat/agenda/agenda.module';
import { despertarPorContato } from './modules/chat/agenda/agenda.despertar';
import contaRoutes from './modules/conta/conta.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import contatosRoutes from './modules/contatos/contatos.routes';
import contatosTelaRoutes from './modules/contatos/contatos-tela.routes';
import dashboardPresidenteRoutes from './modules/dashboard-presidente/dashboard-presidente.routes';
import { createInboundAnswerer } from './modules/especialistas/answer-chat';
import especialistasModule from './modules/especialistas/especialistas.module';
import filasModule from './modules/filas/filas.module';
import { createSaudacao } from './modules/filas/saudacao.commands';
import { distribuirFilasDoUsuario } from './modules/filas/atribuicao-automatica';
import { createRoteamento } from './modules/filas/roteamento.commands';
import { createPresencaTracker } from './modules/presenca/presenca-tracker';
import presencaRoutes from './modules/presenca/presenca.routes';
import { loadIaConfig } from './modules/especialistas/ia-config';
import { IaClient } from './modules/especialistas/ia/ia-client';
import healthRoutes from './modules/health/health.routes';
import instituicaoRoutes from './modules/instituicao/instituicao.routes';
import marketingModule from './modules/marketing/marketing.module';
import loteRoutes from './modules/lote/lote.routes';
import menuRoutes from './modules/menu/menu.routes';
import pedidosModule from './modules/pedidos/pedidos.module';
import perfilRoutes from './modules/perfil/perfil.routes';
import perfisRoutes from './modules/perfis/perfis.routes';
import pushRoutes from './modules/push/push.routes';
import type { PushTransportOptions } from './modules/push/web-push-sender';
import { reconstituirFatos } from './modules/relatorios/reconstituir-fatos';
import { createAvaliacaoRespostas } from './modules/relatorios/avaliacao.commands';
import relatoriosJobs from './modules/relatorios/relatorios.jobs';
import relatoriosRoutes from './modules/relatorios/relatorios.routes';
import remotesRoutes from './modules/remotes/remotes.routes';
import usuarioRoutes from './modules/usuario/usuario.routes';
import usuariosRoutes from './modules/usuarios/usuarios.routes';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth/auth-plugin';
import { createHubAccess } from './plugins/auth/hub-access';
import routeAccess from './plugins/auth/route-access';
import { createDb } from './plugins/database/create-db';
import databasePlugin from './plugins/database/database-plugin';
import type { Db } from './plugins/database/db';
import errorsPlugin, { errorHandler } from './plugins/errors';
import httpPolicies from './plugins/http-policies';
import { loggerOptions } from './plugins/logger-options';
import { ChannelRegistry } from './modules/canais/channel-registry';
import type { InboundListener } from './modules/chat/chat-inbound';
import campanhasModule, {
  campanhasSettingsFromEnv,
  type CampanhasSettings,
} from './modules/campanhas/campanhas.module';
import { createCampanhaReplies } from './modules/campanhas/campanhas.replies';
import storageQuota from './modules/armazenamento/storage-quota';
import { createNotFoundHandler } from './plugins/not-found';
import openApi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staticApps from './plugins/static-apps';
import realtimePlugin from './realtime/index';
import { metricsPlugin } from './plugins/metrics';
import { seedDemo } from './seed/seed-demo';

/** Largest request body accepted (photos arrive resized to 350×350, far below this). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDependencies = {
  /** An already open database (tests pass a throwaway one); otherwise opened from the config. */
  db?: Db;
  /** How Web Push reaches push services (tests: a local HTTPS server); defaults to the real ones. */
  push?: PushTransportOptions;
  /** Check every 2xx answer against its route's declared response (the test app sets it). */
  checkResponses?: boolean;
  /** The clock of date-dependent work (birthdays); tests fix it. */
  now?: () => Date;
  /**
   * Background jobs (pg-boss). Absent: JOBS_ENABLED decides (on when unset), except in an app
   * given `db` (tests), which starts none unless it passes `{ enabled: true }`.
   */
  jobs?: { enabled: boolean; schema?: string };
  /** The campaigns' operator settings (tests lower the minimum interval and the recovery delay). */
  campanhas?: Partial<CampanhasSettings>;
  /** The chat agenda's settings (tests lower how soon an interrupted scheduled send is settled). */
  agenda?: { recuperarAposMs?: number };
};

/**
 * The whole API in one place: every plugin and module, in the order they depend on each other.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // The seed's clients call both /api/Auth/me and /api/auth/me (DESIGN §3).
    routerOptions: { caseSensitive: false },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind the gateway, request.ip (sign-in throttling, logs) is the client's, not the proxy's.
    trustProxy: config.trustProxy,
    // Errors raised before routing (a path parameter too long, a malformed URL) get the same
    // `{ success: false, message }` in pt-BR instead of Fastify's default, which echoes the URL.
    frameworkErrors: errorHandler,
  });

  // Cross-cutting: error shape, CORS, no-store on /api.
  await app.register(errorsPlugin);
  await app.register(httpPolicies, { allowedOrigins: config.allowedOrigins });
  // CSP, nosniff, referrer and framing rules on every answer (API, built apps, 404s).
  await app.register(securityHeaders, { remotes: config.remotes });
  // JSON answers of 1 KB or more compressed on the fly (before the routes it covers: it decides per route).
  await app.register(import('./plugins/compression'));

  // Data.
  const db = deps.db ?? (await createDb(config.database));
  await app.register(databasePlugin, { db });
  if (config.seedDemo) await seedDemo(app.db);
  // Conversations without facts (older than the reports, or seeded) get them from their messages once.
  await reconstituirFatos(app.db);

  // Identity: app.tokens, app.authenticate, app.requirePermission.
  await app.register(authPlugin, { jwt: config.jwt });
  // Every /api route declares its access and answers (defineRoute); this enforces them.
  await app.register(routeAccess, { checkResponses: deps.checkResponses ?? false });
  // app.audit.record(request, change, tx): the audit log every administrative write calls.
  await app.register(auditPlugin);
  // OpenAPI from the routes' declared schemas: /api/openapi.json and /api/docs.
  await app.register(openApi);
  // Routes declared `rateLimit: 'heavy' | 'upload'`: 429 past the per-user and per-institution
  // limits, counted in Redis or the database (shared by every API process); app.storageQuota.
  await app.register(rateLimit, { settings: config.rateLimit, redisUrl: config.redisUrl });
  await app.register(storageQuota, { bytesPerInstitution: config.storageQuota.bytesPerInstitution });

  // Real time: /pedidoshub and /chathub, app.realtime.
  // Each connection gets the events of the screens its user holds R on (ADR 0017); a room needs
  // the Chat screen and a chat of the institution.
  const hubAccess = createHubAccess(app.db);
  // Presence (ADR 0037): every hub connection is a row every process sees; a user who becomes
  // available gets their queues' waiting conversations (automatic assignment).
  const disponivel = (idInstituicao: number, idUsuario: number) =>
    distribuirFilasDoUsuario(
      { db: app.db, sink: { realtime: app.realtime, log: app.log } },
      idInstituicao,
      idUsuario,
    ).then(() => undefined);
  const presenca = createPresencaTracker({
    db: app.db,
    log: app.log.child({ module: 'presenca' }),
    realtime: () => app.realtime,
    onDisponivel: disponivel,
  });
  app.addHook('onClose', () => presenca.stop());
  await app.register(realtimePlugin, {
    connections: presenca,
    authenticate: app.tokens.verify,
    grantedScreens: hubAccess.grantedScreens,
    canJoinChat: hubAccess.canJoinChat,
    allowedOrigins: config.allowedOrigins,
    // The hubs read the request's own host under the same TRUST_PROXY rule as REST.
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
  });

  // GET /metrics for Prometheus (never through the gateway: ADR 0031).
  await app.register(metricsPlugin);

  // REST modules.
  await app.register(healthRoutes);
  await app.register(loginThrottle, { settings: config.loginThrottle });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(menuRoutes, { prefix: '/api/menu' });
  // A screen's first GETs in one round trip (issue #25): each still goes through the whole API.
  await app.register(loteRoutes, { prefix: '/api' });
  await app.register(usuarioRoutes, { prefix: '/api/usuario' });
  await app.register(contaRoutes, { prefix: '/api/auth', signup: config.signupThrottle });
  await app.register(perfilRoutes, { prefix: '/api/usuario' });
  await app.register(pushRoutes, { vapid: config.vapid, transport: deps.push });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(pedidosModule); // /api/pedidos and /api/produtos-servicos
  // One set of WhatsApp channel adapters for the chat and the birthday greetings.
  const channels = new ChannelRegistry({ evolution: config.evolution, publicUrl: config.publicUrl });
  // The operator's model (AI_*); the specialists answer WhatsApp through the channels' inbound path.
  const ia = loadIaConfig(process.env);
  const answerer = createInboundAnswerer({ db: app.db, registry: channels, ia: ia ? new IaClient(ia) : null });
  // A contact's reply to a campaign: 'respondeu' on its run, "SAIR" revokes the consent (and is not
  // answered), and the campaign's specialist gets the conversation; then the specialists answer.
  const campanhaReplies = createCampanhaReplies({
    db: app.db,
    registry: channels,
    now: deps.now ?? (() => new Date()),
  });
  // The greeting menu (ADR 0034) answers a new contact before any specialist: what it handled
  // (the menu, the contact's choice) is not the specialists' to answer.
  const saudacao = createSaudacao({ db: app.db, registry: channels, now: deps.now });
  // Then the queue's routing (ADR 0037): its first-responder specialist, the away message outside
  // hours, and automatic assignment; a specialist it set answers next.
  const roteamento = createRoteamento({ db: app.db, registry: channels, now: deps.now });
  // The satisfaction survey's answers (ADR 0039) are thanked and go no further.
  const avaliacaoRespostas = createAvaliacaoRespostas({ db: app.db, registry: channels });
  // A snoozed conversation comes back as soon as its contact writes (ADR 0038), before anything answers.
  const despertarAdiadas = despertarPorContato(app.db, app.log);
  const onInbound: InboundListener = async (sink, outcomes) => {
    const semAvaliacao = await avaliacaoRespostas(sink, await despertarAdiadas(sink, outcomes));
    await answerer(sink, await roteamento(sink, await saudacao(sink, await campanhaReplies(sink, semAvaliacao))));
  };
  await app.register(chatModule, { registry: channels, answerer: onInbound, ffmpegPath: config.ffmpegPath }); // /api/chats and /api/canais
  await app.register(especialistasModule, { ia }); // /api/especialistas and PUT /api/chats/{idChat}/especialista
  await app.register(filasModule); // /api/filas, GET /api/chats/filas and POST /api/chats/{idChat}/transferencia
  await app.register(presencaRoutes, { prefix: '/api/presenca', tracker: presenca, onDisponivel: disponivel });
  await app.register(aniversariantesModule, {
    registry: channels,
    now: deps.now ?? (() => new Date()),
    jobs: {
      enabled: deps.jobs?.enabled ?? (deps.db ? false : jobsEnabledFromEnv(process.env, true)),
      schema: deps.jobs?.schema,
      databaseUrl: !deps.db && config.database.engine === 'postgres' ? config.database.url : undefined,
    },
  }); // /api/aniversariantes and the daily greeting job
  await app.register(campanhasModule, {
    ...campanhasSettingsFromEnv(process.env),
    ...deps.campanhas,
    registry: channels,
    now: deps.now ?? (() => new Date()),
  }); // /api/campanhas, /api/envio-massa and the mass send on the queue
  // Snooze, scheduled messages, labels, pins, saved views and Web Push for a closed tab (ADR 0038),
  // on the queue the birthdays module started.
  await app.register(agendaModule, {
    registry: channels,
    vapid: config.vapid,
    push: deps.push,
    recuperarAposMs: deps.agenda?.recuperarAposMs,
  }); // /api/chats/{idChat}/adiamento|agendadas|etiquetas|fixada, /api/chats/etiquetas|fixadas|visoes
  await app.register(marketingModule); // /api/leads, /api/funil, /api/contatos/{idContato}/consentimento|audiencia
  await app.register(auditoriaRoutes, { prefix: '/api/auditoria' });
  // Administration (remote-admin).
  await app.register(usuariosRoutes, { prefix: '/api/usuarios' });
  await app.register(perfisRoutes, { prefix: '/api/perfis' });
  await app.register(instituicaoRoutes, { prefix: '/api/instituicao' });
  await app.register(autoAtualizacaoRoutes, { prefix: '/api/auto-atualizacao' });
  await app.register(contatosRoutes, { prefix: '/api/contatos' });
  await app.register(contatosTelaRoutes, { prefix: '/api/contatos' }); // the Contacts screen
  await app.register(dashboardPresidenteRoutes, { prefix: '/api/dashboard-presidente' });
  await app.register(relatoriosRoutes, { prefix: '/api/relatorios' });
  await app.register(relatoriosJobs); // the reports' measures, refreshed each minute per institution
  await app.register(remotesRoutes, { remotes: config.remotes });

  // The composed front-end (pnpm start).
  if (config.serveApps) await app.register(staticApps, { appsRoot: config.appsRoot });
  app.setNotFoundHandler(
    createNotFoundHandler(async (request, reply) => (app.spaFallback ? app.spaFallback(request, reply) : false)),
  );

  return app;
}
