import { aniversarianteSchema, type Aniversariante } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { aniversariantesKeys, type AniversariantesFiltro } from './aniversariantes-keys';

export function aniversariantesSearchParams({ periodo, quem, mes }: AniversariantesFiltro): Record<string, string> {
  const params: Record<string, string> = { periodo, quem };
  if (periodo === 'mes-escolhido' && mes) params.mes = String(mes);
  return params;
}

/** GET /api/aniversariantes: who has a birthday in the period, by day, with the age they turn. */
export function getAniversariantes(filtro: AniversariantesFiltro, signal?: AbortSignal): Promise<Aniversariante[]> {
  return getData(
    http.get('/api/aniversariantes', { searchParams: aniversariantesSearchParams(filtro), signal }),
    v.array(aniversarianteSchema),
  );
}

export const aniversariantesQueryOptions = (filtro: AniversariantesFiltro) =>
  queryOptions({
    queryKey: aniversariantesKeys.lista(filtro),
    queryFn: ({ signal }) => getAniversariantes(filtro, signal),
    placeholderData: keepPreviousData,
  });

export function useAniversariantes(filtro: AniversariantesFiltro) {
  return useQuery(aniversariantesQueryOptions(filtro));
}
