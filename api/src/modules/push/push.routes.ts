import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  enviarTestePushRequestSchema,
  envioTestePushSchema,
  pushSubscriptionSchema,
  registrarPushRequestSchema,
  temPushNotificationSchema,
  vapidKeyResponseSchema,
  verificarPushParamsSchema,
  verificarPushResponseSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import { principalOf, type AuthPrincipal } from '../../plugins/auth/auth-plugin';
import type { AppConfig } from '../../config';
import {
  deleteSubscription,
  ensureVapidKeys,
  hasSubscription,
  listSubscriptions,
  upsertSubscription,
  type VapidKeys,
} from './push.repository';
import {
  generateVapidKeys,
  isKnownPushService,
  sendWebPush,
  type PushPayload,
  type PushTransportOptions,
} from './web-push-sender';

export const PUSH_MESSAGES = {
  status: 'Situação das notificações do usuário.',
  vapidKey: 'Chave pública VAPID.',
  registered: 'Notificações registradas para este dispositivo.',
  invalidSubscription: 'Token de notificação inválido: envie a inscrição (PushSubscription) em JSON.',
  unsupportedEndpoint: 'Serviço de notificação não suportado.',
  noDevices: 'Nenhum dispositivo registrado para notificações.',
  testSent: 'Notificação de teste enviada.',
  testFailed: 'Não foi possível enviar a notificação de teste. Tente novamente em instantes.',
  userNotFound: 'Usuário não encontrado.',
  otherInstitution:
    'Este navegador já recebe as notificações de outra instituição. Desative as notificações deste site no navegador e ative de novo.',
} as const;

/** What the service worker shows for the test message (host/src/sw/service-worker.ts reads these fields). */
export const TEST_NOTIFICATION: PushPayload = {
  title: 'Colabora',
  body: 'Notificações ativadas! Esta é uma notificação de teste.',
  url: '/dashboard',
  tag: 'colabora-teste',
};

export type PushRoutesOptions = { vapid: AppConfig['vapid']; transport?: PushTransportOptions };

/**
 * A caller acts on their own push registration only; another user's id answers 404 like any
 * record the caller may not see (DESIGN §3).
 */
function ownUser(request: FastifyRequest, idUsuario: number): AuthPrincipal {
  const principal = principalOf(request);
  if (principal.idUsuario !== idUsuario) throw notFound(PUSH_MESSAGES.userNotFound);
  return principal;
}

/**
 * Web Push (SPEC §7): status, the VAPID public key, registering a browser and a test message.
 * Paths keep the seed's casing in the docs; routing is case-insensitive.
 */
const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (app, { vapid, transport = {} }) => {
  const allowEndpoint = transport.allowEndpoint ?? isKnownPushService;
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = (): Promise<VapidKeys> => {
    if (vapid.publicKey && vapid.privateKey)
      return Promise.resolve({ publicKey: vapid.publicKey, privateKey: vapid.privateKey });
    keys ??= ensureVapidKeys(app.db, generateVapidKeys).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  app.route(
    defineRoute({
      method: 'GET',
      url: '/api/Usuario/verificar-push-notification/:idUsuario',
      access: 'authenticated',
      input: { params: verificarPushParamsSchema },
      response: { 200: verificarPushResponseSchema },
      summary: 'Se o próprio usuário tem um dispositivo registrado para notificações',
      async handler(request) {
        const { idUsuario } = ownUser(request, request.input.params.idUsuario);
        const temPushNotification = await hasSubscription(app.db, idUsuario);
        return { success: true, message: PUSH_MESSAGES.status, temPushNotification, data: { temPushNotification } };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/api/PushNotification/vapid-key',
      access: 'authenticated',
      response: { 200: vapidKeyResponseSchema },
      summary: 'A chave pública VAPID para inscrever o navegador',
      async handler() {
        const { publicKey } = await vapidKeys();
        return { success: true, message: PUSH_MESSAGES.vapidKey, publicKey };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/api/Usuario/registrar-push-notification',
      access: 'authenticated',
      input: { body: registrarPushRequestSchema },
      response: { 200: apiResponseSchema(temPushNotificationSchema) },
      summary: 'Registra a inscrição (PushSubscription) deste navegador',
      async handler(request) {
        const body = request.input.body;
        const principal = ownUser(request, body.idUsuario);
        let json: unknown;
        try {
          json = JSON.parse(body.token);
        } catch {
          throw badRequest(PUSH_MESSAGES.invalidSubscription);
        }
        const parsed = v.safeParse(pushSubscriptionSchema, json);
        if (!parsed.success) throw badRequest(PUSH_MESSAGES.invalidSubscription);
        const { endpoint, keys: subscriptionKeys } = parsed.output;
        if (!allowEndpoint(new URL(endpoint))) throw badRequest(PUSH_MESSAGES.unsupportedEndpoint);
        if (!(await upsertSubscription(app.db, principal, { endpoint, ...subscriptionKeys }))) {
          throw conflict(PUSH_MESSAGES.otherInstitution);
        }
        return { success: true, message: PUSH_MESSAGES.registered, data: { temPushNotification: true } };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/api/PushNotification/enviar-teste',
      access: 'authenticated',
      input: { body: enviarTestePushRequestSchema },
      response: { 200: apiResponseSchema(envioTestePushSchema) },
      summary: 'Envia uma notificação de teste aos dispositivos do próprio usuário',
      async handler(request) {
        const { idUsuario } = ownUser(request, request.input.body.idUsuario);
        const targets = await listSubscriptions(app.db, idUsuario);
        if (targets.length === 0) throw notFound(PUSH_MESSAGES.noDevices);
        const { publicKey, privateKey } = await vapidKeys();
        const details = { subject: vapid.subject, publicKey, privateKey };

        let enviadas = 0;
        let removidas = 0;
        for (const target of targets) {
          const outcome = await sendWebPush(target, TEST_NOTIFICATION, details, transport);
          if (outcome.status === 'sent') enviadas += 1;
          else if (outcome.status === 'gone') {
            await deleteSubscription(app.db, target.id);
            removidas += 1;
          } else request.log.warn({ statusCode: outcome.statusCode, idUsuario }, 'push: envio recusado pelo serviço');
        }
        if (enviadas === 0 && removidas === targets.length) throw notFound(PUSH_MESSAGES.noDevices);
        if (enviadas === 0) throw new HttpError(502, PUSH_MESSAGES.testFailed);
        return { success: true, message: PUSH_MESSAGES.testSent, data: { enviadas, removidas } };
      },
    }),
  );
};

export default pushRoutes;
