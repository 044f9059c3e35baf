import type { ApiResponse, ImagemUpload } from '@colabora/shared/contracts';
import { getEnvelope, http, toImagemUpload } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { produtosQueryKey } from './get-produtos';

/** SPEC §5: pictures are centre-cropped to a square and resized to 350×350. */
const SIZE = 350;

/**
 * A picked image file, centre-cropped to 350×350 and encoded as JPEG, in the one upload body of
 * every picture. The server re-encodes it anyway; cropping here keeps a phone's photo small.
 */
export async function prepareFoto(file: File): Promise<ImagemUpload> {
  if (!/^image\//.test(file.type)) throw new Error('Escolha um arquivo de imagem.');
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Não foi possível processar a imagem.');
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, SIZE, SIZE);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!jpeg) throw new Error('Não foi possível processar a imagem.');
  return toImagemUpload(jpeg);
}

export type UploadProdutoFotoInput = { id: number; foto: ImagemUpload };

/** PUT /api/produtos-servicos/{id}/foto. */
export function uploadProdutoFoto({ id, foto }: UploadProdutoFotoInput): Promise<ApiResponse<null>> {
  return getEnvelope<null>(http.put(`/api/produtos-servicos/${id}/foto`, { json: foto }));
}

export type UseUploadProdutoFotoOptions = Omit<
  UseMutationOptions<ApiResponse<null>, Error, UploadProdutoFotoInput>,
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
