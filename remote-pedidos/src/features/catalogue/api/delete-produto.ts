import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { produtoQueryOptions } from './get-produto';
import { produtosQueryKey } from './get-produtos';

/** DELETE /api/produtos-servicos/{id}; 409 when orders use it (deactivate it instead). */
export function deleteProduto(id: number): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.delete(`/api/produtos-servicos/${id}`));
}

export type UseDeleteProdutoOptions = Omit<UseMutationOptions<ApiResponse<unknown>, Error, number>, 'mutationFn'>;

/** Deletes an entry: it leaves the cache, and the lists and the order form's catalogue load again. */
export function useDeleteProduto({ onSuccess, ...options }: UseDeleteProdutoOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteProduto,
    onSuccess: (body, id, ...rest) => {
      queryClient.removeQueries({ queryKey: produtoQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: produtosQueryKey });
      return onSuccess?.(body, id, ...rest);
    },
  });
}
