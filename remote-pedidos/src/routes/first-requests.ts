import type { FirstRequests } from '@colabora/shared/contracts/first-requests';

/**
 * What /pedidos's first render reads (its prefetch, pedidos-prefetch.ts), for the host to send
 * beside the screen's code (issue #25): the board with the filters it opens with, the last 7 days.
 * first-requests.test.ts holds it to what the prefetch really asks for.
 */
export const firstRequests: FirstRequests = {
  pedidos: ['/api/pedidos?pageSize=200&de={diaSP:-6}&ate={diaSP:0}'],
};
