import { felicitacaoConfigSchema, type FelicitacaoConfig } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { aniversariantesKeys } from './aniversariantes-keys';

/** GET /api/aniversariantes/configuracao: the automatic greeting (the defaults until changed). */
export function getFelicitacaoConfig(signal?: AbortSignal): Promise<FelicitacaoConfig> {
  return getData(http.get('/api/aniversariantes/configuracao', { signal }), felicitacaoConfigSchema);
}

export const felicitacaoConfigQueryOptions = () =>
  queryOptions({ queryKey: aniversariantesKeys.configuracao, queryFn: ({ signal }) => getFelicitacaoConfig(signal) });

export function useFelicitacaoConfig() {
  return useQuery(felicitacaoConfigQueryOptions());
}
