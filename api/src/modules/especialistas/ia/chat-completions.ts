/*
 * The slice of the OpenAI `chat/completions` wire format the specialists use, as OpenAI, Azure
 * OpenAI, Ollama, vLLM and OpenRouter speak it: messages, function tools, usage, and the streamed
 * chunks (server-sent events whose `data:` lines hold one JSON chunk each, then `[DONE]`).
 */

export type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; content: string; tool_call_id: string };

export type ToolDefinition = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

export type CompletionRequest = {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  tools?: ToolDefinition[];
};

export type TokenUsage = { prompt: number; resposta: number };

/** A whole answer: its text, the tools the model called (by name), and the tokens it cost. */
export type Completion = { texto: string; ferramentas: string[]; uso: TokenUsage; usoEstimado: boolean };

/** A piece of a streamed answer. */
export type CompletionChunk =
  { kind: 'texto'; delta: string } | { kind: 'ferramenta'; nome: string } | { kind: 'uso'; uso: TokenUsage };

type WireUsage = { prompt_tokens?: number; completion_tokens?: number } | null | undefined;

export type WireCompletion = {
  choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] } }[];
  usage?: WireUsage;
};

type WireChunk = {
  choices?: { delta?: { content?: string | null; tool_calls?: { function?: { name?: string } }[] } }[];
  usage?: WireUsage;
};

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

export function readUsage(usage: WireUsage): TokenUsage | null {
  if (!usage) return null;
  return { prompt: Math.round(count(usage.prompt_tokens)), resposta: Math.round(count(usage.completion_tokens)) };
}

/** A non-streamed answer's text and tool calls. */
export function readCompletion(body: WireCompletion): { texto: string; ferramentas: string[]; uso: TokenUsage | null } {
  const message = body.choices?.[0]?.message;
  return {
    texto: typeof message?.content === 'string' ? message.content : '',
    ferramentas: (message?.tool_calls ?? []).map((call) => call.function?.name).filter((name) => !!name),
    uso: readUsage(body.usage),
  };
}

/** The pieces one streamed chunk carries (a tool call's name arrives once, in its first delta). */
export function readChunk(chunk: WireChunk): CompletionChunk[] {
  const pieces: CompletionChunk[] = [];
  const delta = chunk.choices?.[0]?.delta;
  if (typeof delta?.content === 'string' && delta.content) pieces.push({ kind: 'texto', delta: delta.content });
  for (const call of delta?.tool_calls ?? []) {
    if (call.function?.name) pieces.push({ kind: 'ferramenta', nome: call.function.name });
  }
  const uso = readUsage(chunk.usage);
  if (uso) pieces.push({ kind: 'uso', uso });
  return pieces;
}

/**
 * Splits a server-sent event stream into its `data:` payloads, across network chunks: yields
 * each payload string (without `data: `), stops at `[DONE]`. Comments (`:`) and other fields are
 * skipped; multi-line data joins with '\n' (the SSE rule).
 */
export async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const flush = function* (): Generator<string> {
    if (data.length) yield data.join('\n');
    data = [];
  };
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.search(/\r?\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line === '') {
        for (const payload of flush()) {
          if (payload === '[DONE]') return;
          yield payload;
        }
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
      newline = buffer.search(/\r?\n/);
    }
  }
  if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
  for (const payload of flush()) if (payload !== '[DONE]') yield payload;
}

/** ≈ 4 characters per token: the estimate the context editor shows, and the usage when a server reports none. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
