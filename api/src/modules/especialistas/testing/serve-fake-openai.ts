import { startFakeOpenAi } from './fake-openai-server';

/*
 * The fake OpenAI-compatible model as a process of its own, for the end-to-end suite
 * (e2e/serve-for-e2e.mjs starts it and points the API's AI_BASE_URL at it): every answer is the
 * same short text, streamed when asked. Prints one JSON line with its URL, then serves until killed.
 *
 *   node --import tsx api/src/modules/especialistas/testing/serve-fake-openai.ts
 */
const fake = await startFakeOpenAi([], {
  kind: 'texto',
  texto: 'Abrimos de segunda a sábado, das 8h às 18h. Posso ajudar em algo mais?',
});
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().finally(() => process.exit(0)));
}
