import type { FelicitacaoEnviada } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { aniversariantesKeys } from './aniversariantes-keys';

/** GET /api/aniversariantes/enviadas: this year's greetings (the server's year, in São Paulo), newest first. */
export function getFelicitacoesEnviadas(signal?: AbortSignal): Promise<FelicitacaoEnviada[]> {
  return getData<FelicitacaoEnviada[]>(http.get('/api/aniversariantes/enviadas', { signal }));
}

export const felicitacoesEnviadasQueryOptions = () =>
  queryOptions({ queryKey: aniversariantesKeys.enviadas, queryFn: ({ signal }) => getFelicitacoesEnviadas(signal) });

export function useFelicitacoesEnviadas() {
  return useQuery(felicitacoesEnviadasQueryOptions());
}
