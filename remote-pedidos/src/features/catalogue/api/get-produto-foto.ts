import type { ProdutoServico } from '@colabora/shared/contracts/produtos';
import { useAuthenticatedImageUrl } from '@colabora/shared/query';

/** Where an entry's photo is read; it changes with the entry's version, so a new photo is fetched anew. */
export function produtoFotoUrl(produto: Pick<ProdutoServico, 'idProdutoServico' | 'atualizadoEm'>): string {
  return `/api/produtos-servicos/${produto.idProdutoServico}/foto?v=${encodeURIComponent(produto.atualizadoEm)}`;
}

/**
 * An object URL for the entry's photo (the API needs the bearer token, so a plain <img src> cannot
 * load it); null while loading, without a photo (or an entry: a new one), or when it fails.
 */
export function useProdutoFotoUrl(produto: ProdutoServico | undefined): string | null {
  return useAuthenticatedImageUrl(produto?.temFoto ? produtoFotoUrl(produto) : null);
}
