import { instituicaoDadosSchema, type InstituicaoDados } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { authenticatedImageQueryKey } from '@colabora/shared/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instituicaoQueryKey } from './get-instituicao';
import { LOGO_URL } from './logo-url';

/** DELETE /api/instituicao/logo */
export function removeLogo(): Promise<InstituicaoDados> {
  return getData(http.delete(LOGO_URL), instituicaoDadosSchema);
}

/** The answer is the institution (temLogo false); the old picture's bytes are dropped. */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (instituicao) => {
      queryClient.setQueryData(instituicaoQueryKey, instituicao);
      queryClient.removeQueries({ queryKey: authenticatedImageQueryKey(LOGO_URL) });
    },
  });
}
