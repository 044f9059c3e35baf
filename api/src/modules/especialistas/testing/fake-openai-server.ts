import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage, ToolDefinition } from '../ia/chat-completions';

/*
 * Test support: a real HTTP server that plays an OpenAI-compatible `POST /chat/completions` on a
 * random local port, so the API's own client, timeouts and retries run as in production and no
 * test calls the internet. Answers follow a script (one step per request, in order; when the
 * script runs out, `fallback`), and every request is recorded for tests to assert the prompt.
 */

/** What the server does with one request. */
export type FakeStep =
  /** A complete answer (or, for a streamed request, the same text in a few chunks). */
  | { kind: 'texto'; texto: string; uso?: { prompt: number; resposta: number } }
  /** The model calls a tool (`transferir_para_atendente`), plain or streamed as the request asks. */
  | { kind: 'ferramenta'; nome: string; argumentos?: Record<string, unknown> }
  /** An HTTP error, e.g. 429 with Retry-After, or 503. */
  | { kind: 'erro'; status: number; retryAfter?: string }
  /** Never answers (the client's timeout must fire); the socket is closed when the server stops. */
  | { kind: 'trava' }
  /** Waits `ms` before answering `texto`: a slow model, for the benchmark. */
  | { kind: 'lento'; ms: number; texto: string };

export type RecordedRequest = {
  authorization: string | undefined;
  model: string;
  stream: boolean;
  temperature: number | undefined;
  messages: ChatMessage[];
  tools: ToolDefinition[];
  /** When the request arrived (performance.now()). */
  em: number;
};

export type FakeOpenAiServer = {
  /** The base URL to put in AI_BASE_URL (…/v1). */
  url: string;
  requests: RecordedRequest[];
  /** Replaces the script (and forgets recorded requests). */
  script(steps: FakeStep[], fallback?: FakeStep): void;
  close(): Promise<void>;
};

const DEFAULT_USO = { prompt: 120, resposta: 30 };

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function toolCall(step: Extract<FakeStep, { kind: 'ferramenta' }>) {
  return {
    id: 'call_fake_1',
    type: 'function',
    function: { name: step.nome, arguments: JSON.stringify(step.argumentos ?? {}) },
  };
}

/** Splits a text into a few pieces, as a model streams it. */
const pieces = (texto: string) => texto.match(/\S+\s*/g) ?? [texto];

function answer(response: ServerResponse, step: FakeStep, stream: boolean, model: string): void {
  if (step.kind === 'erro') {
    sendJson(
      response,
      step.status,
      { error: { message: 'erro simulado' } },
      step.retryAfter ? { 'retry-after': step.retryAfter } : {},
    );
    return;
  }
  if (step.kind === 'trava') return;
  const uso = step.kind === 'texto' ? (step.uso ?? DEFAULT_USO) : DEFAULT_USO;
  const usage = { prompt_tokens: uso.prompt, completion_tokens: uso.resposta, total_tokens: uso.prompt + uso.resposta };
  if (!stream) {
    const message =
      step.kind === 'ferramenta'
        ? { role: 'assistant', content: null, tool_calls: [toolCall(step)] }
        : { role: 'assistant', content: step.texto };
    sendJson(response, 200, { id: 'fake', object: 'chat.completion', model, choices: [{ index: 0, message }], usage });
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    response.write(
      `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta }], ...extra })}\n\n`,
    );
  if (step.kind === 'ferramenta') {
    chunk({ role: 'assistant', tool_calls: [{ index: 0, ...toolCall(step) }] });
  } else {
    for (const piece of pieces(step.texto)) chunk({ content: piece });
  }
  // The usage chunk of `stream_options.include_usage`: no choices.
  response.write(`data: ${JSON.stringify({ id: 'fake', choices: [], usage })}\n\n`);
  response.end('data: [DONE]\n\n');
}

/** Starts the server on 127.0.0.1 and a random port. */
export async function startFakeOpenAi(
  steps: FakeStep[] = [],
  fallback: FakeStep = { kind: 'texto', texto: 'Olá! Como posso ajudar?' },
): Promise<FakeOpenAiServer> {
  let queue = [...steps];
  let otherwise = fallback;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const em = performance.now();
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      sendJson(response, 404, { error: { message: 'rota desconhecida' } });
      return;
    }
    readJson(request)
      .then((body) => {
        const model = String(body.model ?? '');
        const stream = body.stream === true;
        requests.push({
          authorization: request.headers.authorization,
          model,
          stream,
          temperature: typeof body.temperature === 'number' ? body.temperature : undefined,
          messages: (body.messages ?? []) as ChatMessage[],
          tools: (body.tools ?? []) as ToolDefinition[],
          em,
        });
        const step = queue.shift() ?? otherwise;
        if (step.kind === 'lento') {
          setTimeout(() => answer(response, { kind: 'texto', texto: step.texto }, stream, model), step.ms);
        } else answer(response, step, stream, model);
      })
      .catch(() => sendJson(response, 400, { error: { message: 'JSON inválido' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next, nextFallback) {
      queue = [...next];
      if (nextFallback) otherwise = nextFallback;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open: close them, or close() never returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
