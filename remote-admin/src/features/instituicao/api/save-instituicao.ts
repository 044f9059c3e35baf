import { instituicaoDadosSchema, type InstituicaoDados, type InstituicaoInput } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instituicaoQueryKey } from './get-instituicao';

/** PUT /api/instituicao */
export function saveInstituicao(input: InstituicaoInput): Promise<InstituicaoDados> {
  return getData(http.put('/api/instituicao', { json: input }), instituicaoDadosSchema);
}

/** The answer is the institution as saved. */
export function useSaveInstituicao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstituicao,
    onSuccess: (instituicao) => queryClient.setQueryData(instituicaoQueryKey, instituicao),
  });
}
