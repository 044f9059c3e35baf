/*
 * The operator's prices of the AI models, for the IA tab's cost estimate (ADR 0039): AI_PRECOS,
 * "modelo=entrada/saída" in R$ per million tokens, entries separated by ';' (a model's name may
 * hold '/', ':' or ',': "llama3.1:8b=0/0;gpt-4o-mini=0,80/3,20"). Read once at start: a wrong value
 * stops the API with the variable's name. A model without a price shows no cost, never R$ 0.
 */

export type PrecoModelo = { entrada: number; saida: number };
export type PrecosIa = ReadonlyMap<string, PrecoModelo>;

const numero = (texto: string) => (texto.trim() ? Number(texto.trim().replace(',', '.')) : Number.NaN);

/**
 * @example precosDeIa({ AI_PRECOS: 'gpt-4o-mini=0.80/3.20' }).get('gpt-4o-mini') // → { entrada: 0.8, saida: 3.2 }
 */
export function precosDeIa(env: NodeJS.ProcessEnv): PrecosIa {
  const precos = new Map<string, PrecoModelo>();
  const raw = env.AI_PRECOS?.trim();
  if (!raw) return precos;
  for (const entrada of raw
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const igual = entrada.lastIndexOf('=');
    const modelo = entrada.slice(0, igual).trim();
    const [de, para, ...resto] = entrada.slice(igual + 1).split('/');
    const preco = { entrada: numero(de ?? ''), saida: numero(para ?? '') };
    if (igual <= 0 || !modelo || resto.length || !(preco.entrada >= 0) || !(preco.saida >= 0))
      throw new Error(
        `AI_PRECOS inválido em "${entrada}": use modelo=entrada/saída em R$ por milhão de tokens, separados por ";".`,
      );
    precos.set(modelo, preco);
  }
  return precos;
}

/** The estimated cost in centavos of these tokens, or null when the model has no price. */
export function custoCentavos(
  precos: PrecosIa,
  modelo: string,
  tokens: { prompt: number; resposta: number },
): number | null {
  const preco = precos.get(modelo);
  if (!preco) return null;
  return Math.round(((tokens.prompt * preco.entrada + tokens.resposta * preco.saida) / 1_000_000) * 100);
}
