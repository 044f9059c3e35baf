/**
 * A token count estimate as the API makes it (≈ 4 characters per token), for the counter the
 * editor shows while typing; the saved prompt's own count comes from the API.
 * @example estimateTokens('Atendemos de segunda a sábado.') // → 8
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
