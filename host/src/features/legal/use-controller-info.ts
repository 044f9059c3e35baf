import type { ApiResponse } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

/** The data controller (the user's institution) and its DPO, from the institution's settings. */
export type ControllerInfo = {
  razaoSocial: string;
  cnpj: string | null;
  dpoNome: string | null;
  dpoEmail: string | null;
  dpoTelefone: string | null;
};

/** Signed in: the institution's own data; signed out: null (the page explains where to ask). */
export function useControllerInfo(): ControllerInfo | null {
  const session = useAtomValue(sessionAtom);
  const [info, setInfo] = useState<ControllerInfo | null>(null);
  const token = session?.token;

  useEffect(() => {
    if (!token) return setInfo(null);
    let cancelled = false;
    http
      .get('/api/Instituicao/privacidade')
      .json<ApiResponse<ControllerInfo>>()
      .then((body) => !cancelled && setInfo(body.data ?? null))
      .catch(() => !cancelled && setInfo(null));
    return () => {
      cancelled = true;
    };
  }, [token]);

  return info;
}
