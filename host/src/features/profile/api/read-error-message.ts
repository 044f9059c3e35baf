import { HTTPError } from 'ky';

/** The server's pt-BR message of a failed call, or `fallback` when there is none to show. */
export async function readErrorMessage(error: unknown, fallback: string): Promise<string> {
  if (!(error instanceof HTTPError)) return fallback;
  try {
    const body = (await error.response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}
