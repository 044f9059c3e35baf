import type { PlaygroundEvento, PlaygroundInput } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { readServerSentEvents } from '../lib/read-sse';

/**
 * POST /api/especialistas/{id}/playground: the specialist's answer as it is written (server-sent
 * events: the sections used, the text in pieces, a hand-off, the tokens at the end). Refusals
 * (403, 404, 503 without a model) throw before any event, like every other call.
 */
export async function* streamPlayground(
  idEspecialista: number,
  input: PlaygroundInput,
  signal: AbortSignal,
): AsyncGenerator<PlaygroundEvento> {
  // No client timeout: a long answer keeps streaming; the API bounds the model call itself.
  const response = await http.post(`/api/especialistas/${idEspecialista}/playground`, {
    json: input,
    signal,
    timeout: false,
  });
  if (!response.body) return;
  yield* readServerSentEvents<PlaygroundEvento>(response.body);
}
