import type { FirstRequests } from '@colabora/shared/contracts/first-requests';

/**
 * What /funil's first render reads (its prefetch, funil-prefetch.ts), for the host to send beside
 * the screen's code (issue #25). first-requests.test.ts holds it to what the prefetch asks for.
 */
export const firstRequests: FirstRequests = {
  funil: ['/api/funil'],
};
