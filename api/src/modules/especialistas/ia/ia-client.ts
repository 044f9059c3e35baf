import type { IaConfig } from '../ia-config';
import {
  estimateTokens,
  readChunk,
  readCompletion,
  sseData,
  type Completion,
  type CompletionChunk,
  type CompletionRequest,
  type WireCompletion,
} from './chat-completions';

/*
 * The one way the API calls a model: POST {AI_BASE_URL}/chat/completions, plain or streamed.
 * - A timeout per attempt (AI_TIMEOUT_MS): for a stream, the longest silence between chunks.
 * - 429 and 5xx (and a dropped connection) are retried with exponential backoff and jitter,
 *   honouring Retry-After; a timeout is not retried (the contact is already waiting that long).
 *   A stream is retried only before its first byte: what was shown cannot be taken back.
 * - Every answer reports its token usage (the server's figures, or an estimate when it gives none).
 */

export type IaErrorKind = 'timeout' | 'http' | 'rede' | 'resposta' | 'cancelada';

/** A call that did not produce an answer. `message` is for the logs; users read `mensagemUsuario`. */
export class IaError extends Error {
  override name = 'IaError';
  constructor(
    readonly kind: IaErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  get mensagemUsuario(): string {
    if (this.kind === 'timeout') return 'O modelo de IA demorou demais para responder.';
    if (this.status === 429) return 'O modelo de IA está sobrecarregado: tente de novo em instantes.';
    return 'O modelo de IA não respondeu. Tente de novo em instantes.';
  }
}

export type IaClientOptions = {
  /** Retries after the first attempt (429, 5xx, dropped connection). */
  maxRetries?: number;
  /** First backoff; doubles each retry (with up to 50% jitter). */
  retryBaseMs?: number;
  /** Longest wait between attempts, Retry-After included: past it the call fails instead. */
  retryMaxMs?: number;
};

const RETRY_DEFAULTS = { maxRetries: 3, retryBaseMs: 500, retryMaxMs: 20_000 } as const;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new IaError('cancelada', 'chamada cancelada'));
      },
      { once: true },
    );
  });

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const retryable = (status: number) => status === 429 || status >= 500;

export class IaClient {
  private readonly retry: Required<IaClientOptions>;

  constructor(
    readonly config: IaConfig,
    options: IaClientOptions = {},
  ) {
    this.retry = { ...RETRY_DEFAULTS, ...options };
  }

  /** The whole answer at once (answering a contact: nothing to show until it is complete). */
  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<Completion> {
    const { response, done } = await this.post({ ...request, stream: false }, signal);
    try {
      const body = (await response.json().catch(() => {
        throw new IaError('resposta', 'resposta do modelo não é JSON');
      })) as WireCompletion;
      const read = readCompletion(body);
      const uso = read.uso ?? {
        prompt: estimateTokens(JSON.stringify(request.messages)),
        resposta: estimateTokens(read.texto),
      };
      return { texto: read.texto, ferramentas: read.ferramentas, uso, usoEstimado: !read.uso };
    } catch (error) {
      throw this.asIaError(error, signal);
    } finally {
      done();
    }
  }

  /**
   * The answer as it is written (the playground). Ends with one `uso` piece: the server's, or
   * an estimate when it sent none (some servers ignore `stream_options.include_usage`).
   */
  async *stream(request: CompletionRequest, signal?: AbortSignal): AsyncGenerator<CompletionChunk> {
    const body = { ...request, stream: true, stream_options: { include_usage: true } };
    const { response, done, touch } = await this.post(body, signal);
    let texto = '';
    let uso: Extract<CompletionChunk, { kind: 'uso' }> | null = null;
    try {
      if (!response.body) throw new IaError('resposta', 'resposta do modelo sem corpo');
      for await (const payload of sseData(response.body)) {
        touch();
        let chunk: unknown;
        try {
          chunk = JSON.parse(payload);
        } catch {
          throw new IaError('resposta', 'pedaço do stream não é JSON');
        }
        for (const piece of readChunk(chunk as Parameters<typeof readChunk>[0])) {
          if (piece.kind === 'uso') uso = piece;
          else {
            if (piece.kind === 'texto') texto += piece.delta;
            yield piece;
          }
        }
      }
    } catch (error) {
      throw this.asIaError(error, signal);
    } finally {
      done();
    }
    yield (
      uso ?? {
        kind: 'uso',
        uso: { prompt: estimateTokens(JSON.stringify(request.messages)), resposta: estimateTokens(texto) },
      }
    );
  }

  /**
   * Sends the request, retrying what may succeed later; answers the first 2xx response whose body
   * is still to be read, with `done` (clears the timer) and `touch` (restarts it: a stream's chunk).
   */
  private async post(
    body: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<{ response: Response; done: () => void; touch: () => void }> {
    for (let attempt = 0; ; attempt += 1) {
      const controller = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const touch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, this.config.timeoutMs);
      };
      const onAbort = () => controller.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      touch();
      let wait: number;
      try {
        const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: body.stream ? 'text/event-stream' : 'application/json',
            ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        if (response.ok) {
          // The body's reads keep the same timer: `timedOut` tells a timeout from a cancel.
          return {
            response,
            done,
            touch: () => {
              if (!timedOut) touch();
            },
          };
        }
        await response.body?.cancel().catch(() => undefined);
        done();
        if (!retryable(response.status) || attempt >= this.retry.maxRetries) {
          throw new IaError('http', `o modelo respondeu HTTP ${response.status}`, response.status);
        }
        wait = retryAfterMs(response.headers.get('retry-after')) ?? this.backoff(attempt);
      } catch (error) {
        done();
        if (error instanceof IaError) throw error;
        if (signal?.aborted) throw new IaError('cancelada', 'chamada cancelada');
        if (timedOut) throw new IaError('timeout', `o modelo não respondeu em ${this.config.timeoutMs} ms`);
        if (attempt >= this.retry.maxRetries) throw new IaError('rede', `falha de rede: ${String(error)}`);
        wait = this.backoff(attempt);
      }
      if (wait > this.retry.retryMaxMs) throw new IaError('http', `Retry-After de ${wait} ms excede o limite`, 429);
      await sleep(wait, signal);
    }
  }

  private backoff(attempt: number): number {
    const base = this.retry.retryBaseMs * 2 ** attempt;
    return Math.min(this.retry.retryMaxMs, base + Math.random() * base * 0.5);
  }

  /** Whatever went wrong while reading a body, as an IaError (a timeout shows as an abort). */
  private asIaError(error: unknown, signal?: AbortSignal): IaError {
    if (error instanceof IaError) return error;
    if (signal?.aborted) return new IaError('cancelada', 'chamada cancelada');
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
      return new IaError('timeout', `o modelo parou de responder por ${this.config.timeoutMs} ms`);
    }
    return new IaError('rede', `falha ao ler a resposta: ${String(error)}`);
  }
}
