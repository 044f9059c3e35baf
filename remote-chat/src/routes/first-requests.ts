import type { FirstRequests } from '@colabora/shared/contracts/first-requests';

/**
 * What /chat's first render reads (its prefetch, chat-prefetch.ts), for the host to send beside the
 * inbox's code (issue #25): the open conversations; what shapes the screen and would move it if it
 * arrived after the first paint — the pinned conversations (they order the list), the queues and
 * the saved views (rows above the list); and, for /chat/{id}, that conversation and its latest
 * messages. Not the channels: only who may open the channels screen may read them (403 otherwise).
 * The lists the screen shows only on demand wait until it is drawn (lib/load-when.ts).
 * first-requests.test.ts holds this to what the prefetch asks for.
 */
export const firstRequests: FirstRequests = {
  chat: [
    '/api/chats?limit=30&status=aberta',
    '/api/chats/fixadas',
    '/api/chats/filas',
    '/api/chats/visoes',
    '/api/chats/{id}',
    '/api/chats/{id}/mensagens?limit=50',
  ],
};
