import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { produtoServicoSchema, type ProdutoInput, type ProdutoServico } from '@colabora/shared/contracts/produtos';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { produtoQueryOptions } from './get-produto';
import { produtosQueryKey } from './get-produtos';

/** An entry to create (no `id`) or to change. */
export type SaveProdutoInput = { input: ProdutoInput; id?: number };

/** POST /api/produtos-servicos (new) or PUT /api/produtos-servicos/{id}; 409 for a repeated name. */
export function saveProduto({ input, id }: SaveProdutoInput): Promise<ApiResponse<ProdutoServico>> {
  const request = id
    ? http.put(`/api/produtos-servicos/${id}`, { json: input })
    : http.post('/api/produtos-servicos', { json: input });
  return getEnvelope(request, produtoServicoSchema);
}

export type UseSaveProdutoOptions = Omit<
  UseMutationOptions<ApiResponse<ProdutoServico>, Error, SaveProdutoInput>,
  'mutationFn'
>;

/** Saves an entry: the answer becomes the entry, and the lists and the order form's catalogue load again. */
export function useSaveProduto({ onSuccess, ...options }: UseSaveProdutoOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveProduto,
    onSuccess: (body, ...rest) => {
      if (body.data) queryClient.setQueryData(produtoQueryOptions(body.data.idProdutoServico).queryKey, body.data);
      void queryClient.invalidateQueries({ queryKey: produtosQueryKey });
      return onSuccess?.(body, ...rest);
    },
  });
}
