import type { FirstRequests } from '@colabora/shared/contracts/first-requests';

/**
 * What /chat's first render reads (its prefetch, chat-prefetch.ts), for the host to send beside the
 * inbox's code (issue #25): the open conversations, the user's pinned ones (they order the list:
 * arriving later, they would reorder it on screen) and, for /chat/{id}, that conversation and its
 * latest messages. first-requests.test.ts holds it to what the prefetch asks for.
 */
export const firstRequests: FirstRequests = {
  chat: [
    '/api/chats?limit=30&status=aberta',
    '/api/chats/fixadas',
    '/api/chats/{id}',
    '/api/chats/{id}/mensagens?limit=50',
  ],
};
