import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import type { ImagemUpload } from '@colabora/shared/contracts/imagem';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { produtosQueryKey } from './get-produtos';

export type UploadProdutoFotoInput = { id: number; foto: ImagemUpload };

/** PUT /api/produtos-servicos/{id}/foto, with the 350×350 square the PhotoPicker cropped (SPEC §5). */
export function uploadProdutoFoto({ id, foto }: UploadProdutoFotoInput): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.put(`/api/produtos-servicos/${id}/foto`, { json: foto }));
}

export type UseUploadProdutoFotoOptions = Omit<
  UseMutationOptions<ApiResponse<unknown>, Error, UploadProdutoFotoInput>,
  'mutationFn'
>;

/**
 * Sends an entry's photo. The entry loads again (temFoto, and a new version): the photo's URL
 * carries the version (produtoFotoUrl), so the new picture is read under a new image key and no
 * cached picture needs invalidating.
 */
export function useUploadProdutoFoto({ onSuccess, ...options }: UseUploadProdutoFotoOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: uploadProdutoFoto,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: produtosQueryKey });
      return onSuccess?.(...args);
    },
  });
}
