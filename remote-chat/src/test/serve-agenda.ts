import { ok, type FakeApi } from '@colabora/shared/testing';

/**
 * The inbox's agenda endpoints (ADR 0038) answered empty: no scheduled messages, labels, pins or
 * saved views. Call after the tests' own `GET /api/chats/:idChat` (the later route wins).
 * @example serveAgenda(api);
 */
export function serveAgenda(api: FakeApi): void {
  api.on('GET', '/api/chats/:idChat/agendadas', () => ok([]));
  api.on('GET', '/api/chats/etiquetas', () => ok([]));
  api.on('GET', '/api/chats/fixadas', () => ok({ idsChat: [] }));
  api.on('GET', '/api/chats/visoes', () => ok([]));
}
