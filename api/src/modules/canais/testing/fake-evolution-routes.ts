import { randomUUID } from 'node:crypto';
import { actOnMessages } from './fake-evolution-message-actions';
import { sendMessage } from './fake-evolution-sends';
import { newQr, type FakeInstance } from './fake-evolution-state';

/*
 * Test support: the fake Evolution API v2's routes, once the caller passed the global `apikey`:
 * instance create/connect/connectionState/logout/delete and chat/findMessages here; the sends in
 * fake-evolution-sends.ts, the actions on messages in fake-evolution-message-actions.ts. Shapes
 * follow EvolutionAPI/evolution-api (instance.controller.ts, whatsapp.baileys.service.ts).
 */

type Answer = [number, unknown];

/** What the routes act on: the gateway's instances, and the webhooks it posts on its own. */
export type RoutesGateway = {
  readonly instances: Map<string, FakeInstance>;
  /** Posts `event` for the instance after the answer has gone. */
  postLater(instance: FakeInstance, event: string, data: unknown): void;
};

/** The status and JSON body the gateway answers to `method path`. */
export function answerRoute(gateway: RoutesGateway, method: string | undefined, path: string, body: unknown): Answer {
  const [, group, action, name = ''] = path.split('/');
  const route = `${method} /${group}/${action}`;
  if (route === 'POST /instance/create') return create(gateway, body as Record<string, unknown>);
  const instance = gateway.instances.get(decodeURIComponent(name));
  if (!instance)
    return [
      404,
      {
        status: 404,
        error: 'Not Found',
        response: { message: [`The "${name}" instance does not exist`] },
      },
    ];
  return act(gateway, route, instance, body as Record<string, unknown> | undefined);
}

function create(gateway: RoutesGateway, body: Record<string, unknown>): Answer {
  const name = String(body.instanceName ?? '');
  if (gateway.instances.has(name))
    return [
      403,
      { status: 403, error: 'Forbidden', response: { message: [`This name "${name}" is already in use.`] } },
    ];
  const webhook = (body.webhook ?? {}) as FakeInstance['webhook'];
  const instance: FakeInstance = {
    name,
    state: 'close',
    webhook: {
      enabled: !!webhook.enabled,
      url: webhook.url,
      headers: webhook.headers ?? {},
      events: webhook.events ?? [],
      byEvents: !!webhook.byEvents,
    },
    qr: { code: null, pairingCode: null, count: 0 },
    wuid: null,
    messages: [],
    sent: [],
    reactions: [],
    reads: [],
    edits: [],
    deletes: [],
  };
  gateway.instances.set(name, instance);
  if (body.qrcode === true && body.integration === 'WHATSAPP-BAILEYS') newQr(instance);
  return [
    201,
    {
      instance: {
        instanceName: name,
        instanceId: randomUUID(),
        integration: body.integration,
        status: instance.state,
      },
      hash: randomUUID().toUpperCase(),
      webhook: { webhookUrl: webhook.url, webhookHeaders: webhook.headers, webhookByEvents: webhook.byEvents },
      settings: {},
      qrcode: body.qrcode ? { ...instance.qr, base64: 'data:image/png;base64,' } : undefined,
    },
  ];
}

function act(
  gateway: RoutesGateway,
  route: string,
  instance: FakeInstance,
  body: Record<string, unknown> | undefined,
): Answer {
  switch (route) {
    case 'GET /instance/connect':
      if (instance.state === 'open') return [200, { instance: { instanceName: instance.name, state: 'open' } }];
      newQr(instance);
      return [200, { ...instance.qr, base64: 'data:image/png;base64,' }];
    case 'GET /instance/connectionState':
      return [200, { instance: { instanceName: instance.name, state: instance.state } }];
    case 'DELETE /instance/logout': {
      if (instance.state === 'close')
        return [
          400,
          {
            status: 400,
            error: 'Bad Request',
            response: { message: [`The "${instance.name}" instance is not connected`] },
          },
        ];
      instance.state = 'close';
      // As Baileys does after a logout: the session closes with loggedOut (401), posted on its own.
      gateway.postLater(instance, 'connection.update', { instance: instance.name, state: 'close', statusReason: 401 });
      return [200, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } }];
    }
    case 'DELETE /instance/delete':
      gateway.instances.delete(instance.name);
      return [200, { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } }];
    case 'POST /chat/findMessages':
      return [200, findMessages(instance, body ?? {})];
    default:
      return (
        sendMessage(route, instance, body) ??
        actOnMessages(route, instance, body) ?? [
          404,
          { status: 404, error: 'Not Found', response: { message: [`Cannot ${route}`] } },
        ]
      );
  }
}

/**
 * As Evolution (channel.service.ts fetchMessages): filters on time only given both ends (ISO,
 * compared in whole seconds); newest first (a second's ties: the last stored first); `offset` is
 * the page size (default 50), `page` 1-based; answers `{ messages: { total, pages, currentPage,
 * records } }`, each record with its `MessageUpdate` statuses.
 */
function findMessages(instance: FakeInstance, body: Record<string, unknown>) {
  const where = (body.where ?? {}) as { messageTimestamp?: { gte?: string; lte?: string } };
  const { gte, lte } = where.messageTimestamp ?? {};
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  const matching = instance.messages
    .map((m, stored) => ({ m, stored }))
    .filter(({ m }) => !(gte && lte) || (m.messageTimestamp >= seconds(gte) && m.messageTimestamp <= seconds(lte)))
    .sort((a, b) => b.m.messageTimestamp - a.m.messageTimestamp || b.stored - a.stored)
    .map(({ m }) => m);
  const size = Number(body.offset) || 50;
  const page = Number(body.page) || 1;
  const records = matching
    .slice((page - 1) * size, page * size)
    .map((m) => ({ id: randomUUID(), ...m, MessageUpdate: [] }));
  return {
    messages: { total: matching.length, pages: Math.ceil(matching.length / size), currentPage: page, records },
  };
}
