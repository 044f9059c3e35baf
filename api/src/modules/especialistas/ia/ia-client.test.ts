import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { TOOL_TRANSFERIR } from '@colabora/shared/contracts';
import { TRANSFERIR_TOOL } from '../prompt-builder';
import { startFakeOpenAi, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { sseData, type CompletionChunk } from './chat-completions';
import { IaClient, IaError, retryAfterMs } from './ia-client';

const request = {
  model: 'modelo-teste',
  temperature: 0.2,
  messages: [
    { role: 'system' as const, content: 'Você é um teste.' },
    { role: 'user' as const, content: 'Oi' },
  ],
};

async function collect(stream: AsyncIterable<CompletionChunk>): Promise<CompletionChunk[]> {
  const chunks: CompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('the model client against a real HTTP server playing chat/completions', () => {
  let fake: FakeOpenAiServer;
  let client: IaClient;

  before(async () => {
    fake = await startFakeOpenAi();
    client = new IaClient(
      { baseUrl: fake.url, apiKey: 'chave-secreta', modelos: ['modelo-teste'], timeoutMs: 400, contextTokens: 6000 },
      { retryBaseMs: 10 },
    );
  });
  after(() => fake.close());
  beforeEach(() => fake.script([]));

  it('sends the model, temperature, messages and key, and reads the answer and its usage', async () => {
    fake.script([{ kind: 'texto', texto: 'Olá! Em que posso ajudar?', uso: { prompt: 42, resposta: 7 } }]);
    const answer = await client.complete(request);
    assert.deepEqual(answer, {
      texto: 'Olá! Em que posso ajudar?',
      ferramentas: [],
      uso: { prompt: 42, resposta: 7 },
      usoEstimado: false,
    });
    const [sent] = fake.requests;
    assert.equal(sent?.authorization, 'Bearer chave-secreta');
    assert.equal(sent?.model, 'modelo-teste');
    assert.equal(sent?.temperature, 0.2);
    assert.deepEqual(sent?.messages, request.messages);
    assert.equal(sent?.stream, false);
  });

  it('reads a tool call', async () => {
    fake.script([{ kind: 'ferramenta', nome: TOOL_TRANSFERIR, argumentos: { motivo: 'pediu uma pessoa' } }]);
    const answer = await client.complete({ ...request, tools: [TRANSFERIR_TOOL] });
    assert.deepEqual(answer.ferramentas, [TOOL_TRANSFERIR]);
    assert.equal(fake.requests[0]?.tools[0]?.function.name, TOOL_TRANSFERIR);
  });

  it('streams the text as it comes, then the usage', async () => {
    fake.script([{ kind: 'texto', texto: 'Temos pão de queijo fresquinho.', uso: { prompt: 50, resposta: 9 } }]);
    const chunks = await collect(client.stream(request));
    const texto = chunks.flatMap((chunk) => (chunk.kind === 'texto' ? [chunk.delta] : [])).join('');
    assert.equal(texto, 'Temos pão de queijo fresquinho.');
    assert.ok(chunks.filter((chunk) => chunk.kind === 'texto').length > 1, 'in several pieces');
    assert.deepEqual(chunks.at(-1), { kind: 'uso', uso: { prompt: 50, resposta: 9 } });
    assert.equal(fake.requests[0]?.stream, true);
  });

  it('streams a tool call', async () => {
    fake.script([{ kind: 'ferramenta', nome: TOOL_TRANSFERIR }]);
    const chunks = await collect(client.stream({ ...request, tools: [TRANSFERIR_TOOL] }));
    assert.deepEqual(chunks[0], { kind: 'ferramenta', nome: TOOL_TRANSFERIR });
  });

  it('retries a 429 after the Retry-After it was told, then succeeds', async () => {
    fake.script([
      { kind: 'erro', status: 429, retryAfter: '1' },
      { kind: 'texto', texto: 'Agora sim.' },
    ]);
    const started = performance.now();
    const answer = await client.complete(request);
    assert.equal(answer.texto, 'Agora sim.');
    assert.equal(fake.requests.length, 2);
    const gap = (fake.requests[1]?.em ?? 0) - (fake.requests[0]?.em ?? 0);
    assert.ok(gap >= 950, `waited ${Math.round(gap)} ms for Retry-After: 1`);
    assert.ok(performance.now() - started < 6000); // one wait of Retry-After, with room for a loaded machine
  });

  it('backs off exponentially on 5xx and gives up after the last retry', async () => {
    fake.script([], { kind: 'erro', status: 503 });
    await assert.rejects(client.complete(request), (error: unknown) => {
      assert.ok(error instanceof IaError);
      assert.equal(error.status, 503);
      return true;
    });
    assert.equal(fake.requests.length, 4, 'the first attempt and 3 retries');
    const gaps = fake.requests.slice(1).map((sent, index) => sent.em - (fake.requests[index]?.em ?? 0));
    assert.ok((gaps[2] ?? 0) > (gaps[0] ?? 0), `growing waits: ${gaps.map(Math.round).join(', ')} ms`);
    fake.script([], { kind: 'texto', texto: 'ok' });
  });

  it('does not retry a client error', async () => {
    fake.script([{ kind: 'erro', status: 400 }]);
    await assert.rejects(
      client.complete(request),
      (error: unknown) => error instanceof IaError && error.status === 400,
    );
    assert.equal(fake.requests.length, 1);
  });

  it('gives up on a model that hangs, after the timeout, without retrying', async () => {
    fake.script([{ kind: 'trava' }]);
    const started = performance.now();
    await assert.rejects(
      client.complete(request),
      (error: unknown) => error instanceof IaError && error.kind === 'timeout',
    );
    const took = performance.now() - started;
    assert.ok(took >= 380 && took < 5000, `took ${Math.round(took)} ms`); // the upper bound leaves room for a loaded machine
    assert.equal(fake.requests.length, 1);
    assert.match(new IaError('timeout', '').mensagemUsuario, /demorou demais/);
  });

  it('reads Retry-After as seconds or as a date', () => {
    assert.equal(retryAfterMs('2'), 2000);
    assert.equal(retryAfterMs(new Date(10_000).toUTCString(), 4000), 6000);
    assert.equal(retryAfterMs('soon'), null);
    assert.equal(retryAfterMs(null), null);
  });
});

describe('the server-sent events reader', () => {
  async function* bytes(...parts: string[]): AsyncGenerator<Uint8Array> {
    for (const part of parts) yield new TextEncoder().encode(part);
  }

  it('yields each data payload across network chunks, skips comments, stops at [DONE]', async () => {
    const payloads: string[] = [];
    for await (const payload of sseData(
      bytes(': keep-alive\n\nda', 'ta: {"a":1}\r\n\r\ndata: {"b":', '2}\n\ndata: [DONE]\n\ndata: x\n\n'),
    )) {
      payloads.push(payload);
    }
    assert.deepEqual(payloads, ['{"a":1}', '{"b":2}']);
  });
});
