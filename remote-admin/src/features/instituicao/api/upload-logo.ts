import { IMAGEM_MAX_BYTES, instituicaoDadosSchema, type InstituicaoDados } from '@colabora/shared/contracts';
import { getData, http, toImagemUpload } from '@colabora/shared/http';
import { authenticatedImageQueryKey } from '@colabora/shared/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instituicaoQueryKey } from './get-instituicao';
import { LOGO_URL } from './logo-url';

const LOGO_MESSAGES = {
  tooLarge: `A imagem passa de ${Math.round(IMAGEM_MAX_BYTES / 1024)} KB: escolha um arquivo menor.`,
  notImage: 'Escolha um arquivo de imagem (PNG, JPEG, WebP ou GIF).',
} as const;

/**
 * What is wrong with a picked file before it is sent, or null. It only spares a useless upload:
 * the server decodes the bytes and re-encodes them itself.
 */
export function logoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return LOGO_MESSAGES.notImage;
  if (file.size > IMAGEM_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}

/** PUT /api/instituicao/logo with the one upload body of every picture, `{ imagem: dataUrl }`. */
export async function uploadLogo(file: File): Promise<InstituicaoDados> {
  return getData(http.put(LOGO_URL, { json: await toImagemUpload(file) }), instituicaoDadosSchema);
}

/** The answer is the institution (temLogo); the picture on screen is read again. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (instituicao) => {
      queryClient.setQueryData(instituicaoQueryKey, instituicao);
      return queryClient.invalidateQueries({ queryKey: authenticatedImageQueryKey(LOGO_URL) });
    },
  });
}
