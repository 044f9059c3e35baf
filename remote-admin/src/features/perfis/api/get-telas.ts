import { permissaoMenuSchema, type PermissaoMenu } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';

/** GET /api/perfis/telas: every screen, none granted (a new profile's matrix). */
export function getTelas(): Promise<PermissaoMenu[]> {
  return getData(http.get('/api/perfis/telas'), v.array(permissaoMenuSchema));
}

export const telasQueryOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({ queryKey: ['perfis', 'telas'], queryFn: getTelas, enabled });

export function useTelas(options: { enabled: boolean }) {
  return useQuery(telasQueryOptions(options));
}
