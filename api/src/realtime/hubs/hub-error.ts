/**
 * An error whose message the caller may see (like ASP.NET's HubException). Any other error is
 * logged and answered with a generic message, so internals never leak to clients.
 */
export class HubError extends Error {
  override readonly name = 'HubError';
}
