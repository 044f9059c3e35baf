import { felicitacaoEnviadaSchema, type FelicitacaoEnviada } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { aniversariantesKeys } from './aniversariantes-keys';

/** GET /api/aniversariantes/enviadas: this year's greetings (the server's year, in São Paulo), newest first. */
export function getFelicitacoesEnviadas(signal?: AbortSignal): Promise<FelicitacaoEnviada[]> {
  return getData(http.get('/api/aniversariantes/enviadas', { signal }), v.array(felicitacaoEnviadaSchema));
}

export const felicitacoesEnviadasQueryOptions = () =>
  queryOptions({ queryKey: aniversariantesKeys.enviadas, queryFn: ({ signal }) => getFelicitacoesEnviadas(signal) });

export function useFelicitacoesEnviadas() {
  return useQuery(felicitacoesEnviadasQueryOptions());
}
