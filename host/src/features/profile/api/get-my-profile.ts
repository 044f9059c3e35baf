import { meuPerfilSchema, type MeuPerfil } from '@colabora/shared/contracts/perfil';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/Usuario/perfil/me. */
export function getMyProfile(): Promise<MeuPerfil> {
  return getData(http.get('/api/Usuario/perfil/me'), meuPerfilSchema);
}

export const myProfileQueryKey = ['perfil', 'me'] as const;

export const myProfileQueryOptions = () => queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
