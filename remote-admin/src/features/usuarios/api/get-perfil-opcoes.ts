import { perfilOpcaoSchema, type PerfilOpcao } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';

/** GET /api/usuarios/perfis: the profiles the form may assign (needs only the Usuários screen). */
export function getPerfilOpcoes(): Promise<PerfilOpcao[]> {
  return getData(http.get('/api/usuarios/perfis'), v.array(perfilOpcaoSchema));
}

/** Under 'perfis': creating, renaming or deleting a profile (Perfis screen) refreshes the options. */
export const perfilOpcoesQueryOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({ queryKey: ['perfis', 'opcoes'], queryFn: getPerfilOpcoes, enabled });

export function usePerfilOpcoes(options: { enabled: boolean }) {
  return useQuery(perfilOpcoesQueryOptions(options));
}
