import type { PerfilOpcao } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/usuarios/perfis: the profiles the form may assign (needs only the Usuários screen). */
export function getPerfilOpcoes(): Promise<PerfilOpcao[]> {
  return getData<PerfilOpcao[]>(http.get('/api/usuarios/perfis'));
}

/** Under 'perfis': creating, renaming or deleting a profile (Perfis screen) refreshes the options. */
export const perfilOpcoesQueryOptions = () =>
  queryOptions({ queryKey: ['perfis', 'opcoes'], queryFn: getPerfilOpcoes });

export function usePerfilOpcoes({ enabled }: { enabled: boolean }) {
  return useQuery({ ...perfilOpcoesQueryOptions(), enabled });
}
