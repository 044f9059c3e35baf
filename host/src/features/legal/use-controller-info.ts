import { getData, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** The data controller (the user's institution) and its DPO, from the institution's settings. */
export type ControllerInfo = {
  razaoSocial: string;
  cnpj: string | null;
  dpoNome: string | null;
  dpoEmail: string | null;
  dpoTelefone: string | null;
};

/** GET /api/Instituicao/privacidade: the signed-in user's institution as data controller. */
export function getControllerInfo(): Promise<ControllerInfo> {
  return getData<ControllerInfo>(http.get('/api/Instituicao/privacidade'));
}

/** Signed in: the institution's own data; signed out (or while loading, or on failure): null. */
export function useControllerInfo(): ControllerInfo | null {
  const idInstituicao = useAtomValue(sessionAtom)?.usuario.idInstituicao ?? null;
  const query = useQuery({
    queryKey: ['instituicao', 'privacidade', idInstituicao],
    queryFn: getControllerInfo,
    enabled: idInstituicao !== null,
  });
  return idInstituicao === null ? null : (query.data ?? null);
}
