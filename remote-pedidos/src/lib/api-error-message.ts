/** What a failed call carries: ky's HTTPError has the response (duck-typed, so tests can fake it). */
type WithResponse = { response: { status: number; clone(): { json(): Promise<unknown> } } };

function hasResponse(error: unknown): error is WithResponse {
  const response = (error as Partial<WithResponse> | null)?.response;
  return typeof response?.status === 'number' && typeof response.clone === 'function';
}

/**
 * The pt-BR message of a failed API call: the server's `message` when it sent one (400, 404, 409),
 * otherwise `fallback`.
 */
export async function apiErrorMessage(error: unknown, fallback: string): Promise<string> {
  if (!hasResponse(error)) return fallback;
  try {
    const body = (await error.response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}

/** The HTTP status of a failed call, or null for a network error. */
export function httpStatusOf(error: unknown): number | null {
  return hasResponse(error) ? error.response.status : null;
}
