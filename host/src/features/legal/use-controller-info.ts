import {
  instituicaoPrivacidadeSchema,
  type InstituicaoPrivacidade,
} from '@colabora/shared/contracts/admin/instituicao';
import { getData, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** The data controller (the user's institution) and its DPO, from the institution's settings. */
export type ControllerInfo = InstituicaoPrivacidade;

/** GET /api/Instituicao/privacidade: the signed-in user's institution as data controller. */
export function getControllerInfo(): Promise<ControllerInfo> {
  return getData(http.get('/api/Instituicao/privacidade'), instituicaoPrivacidadeSchema);
}

/** Keyed by institution; null (signed out) loads nothing. */
export const controllerInfoQueryOptions = (idInstituicao: number | null) =>
  queryOptions({
    queryKey: ['instituicao', 'privacidade', idInstituicao],
    queryFn: getControllerInfo,
    enabled: idInstituicao !== null,
  });

/** Signed in: the institution's own data; signed out (or while loading, or on failure): null. */
export function useControllerInfo(): ControllerInfo | null {
  const idInstituicao = useAtomValue(sessionAtom)?.usuario.idInstituicao ?? null;
  const query = useQuery(controllerInfoQueryOptions(idInstituicao));
  return idInstituicao === null ? null : (query.data ?? null);
}
