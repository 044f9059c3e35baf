import { IA_NAO_CONFIGURADA, type IaConfiguracao } from '@colabora/shared/contracts';

/*
 * The operator's model settings (DESIGN §5a), read from the environment at start-up. Only the
 * operator sets them: a tenant picks among AI_MODELS and never supplies a URL the server calls.
 * Kept in this module until api/src/config.ts takes them (as `config.ia`, passed to the module).
 */

/** The model endpoint and its limits; null in `loadIaConfig`'s answer when none is configured. */
export type IaConfig = {
  /** OpenAI-compatible base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Bearer key; empty for endpoints that need none (Ollama, a local vLLM). */
  apiKey: string;
  /** The models a specialist may use; the first is the default. */
  modelos: string[];
  /** Per attempt: a model that says nothing for this long is given up on. */
  timeoutMs: number;
  /** The context's budget in tokens: past it, only the most relevant sections go in. */
  contextTokens: number;
};

export const IA_DEFAULTS = { timeoutMs: 30_000, contextTokens: 6000 } as const;

/** A variable set to something unusable: start-up stops, naming it. */
export class IaConfigError extends Error {
  override name = 'IaConfigError';
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new IaConfigError(`${name} inválido: informe um inteiro entre ${min} e ${max} (recebido "${raw}").`);
  }
  return value;
}

/**
 * AI_BASE_URL, AI_API_KEY, AI_MODELS (comma list; AI_MODEL, one name, also accepted),
 * AI_TIMEOUT_MS (default 30000), AI_CONTEXT_TOKENS (default 6000). Null when AI_BASE_URL or the
 * models are missing: the specialists' screens work, the routes that need a model answer 503.
 * @example loadIaConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODELS: 'llama3.1,qwen2.5' })
 */
export function loadIaConfig(env: NodeJS.ProcessEnv = process.env): IaConfig | null {
  const timeoutMs = positiveInt(env, 'AI_TIMEOUT_MS', IA_DEFAULTS.timeoutMs, 1000, 600_000);
  const contextTokens = positiveInt(env, 'AI_CONTEXT_TOKENS', IA_DEFAULTS.contextTokens, 500, 1_000_000);
  const baseUrl = env.AI_BASE_URL?.trim() ?? '';
  const modelos = (env.AI_MODELS ?? env.AI_MODEL ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!baseUrl || !modelos.length) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new IaConfigError(`AI_BASE_URL inválido: informe uma URL http(s) (recebido "${baseUrl}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new IaConfigError(`AI_BASE_URL inválido: use http ou https (recebido "${url.protocol}").`);
  }
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY?.trim() ?? '',
    modelos: [...new Set(modelos)],
    timeoutMs,
    contextTokens,
  };
}

/** What GET /api/especialistas/ia answers: the models and, when none is set, what to set (never the key). */
export function iaConfiguracao(config: IaConfig | null): IaConfiguracao {
  return config
    ? { configurada: true, modelos: config.modelos, aviso: null }
    : { configurada: false, modelos: [], aviso: IA_NAO_CONFIGURADA };
}
