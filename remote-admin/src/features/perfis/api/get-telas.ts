import type { PermissaoMenu } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/perfis/telas: every screen, none granted (a new profile's matrix). */
export function getTelas(): Promise<PermissaoMenu[]> {
  return getData<PermissaoMenu[]>(http.get('/api/perfis/telas'));
}

export const telasQueryOptions = () => queryOptions({ queryKey: ['perfis', 'telas'], queryFn: getTelas });

export function useTelas({ enabled }: { enabled: boolean }) {
  return useQuery({ ...telasQueryOptions(), enabled });
}
