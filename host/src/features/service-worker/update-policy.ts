import {
  POLITICA_ATUALIZACAO_PADRAO,
  politicaAtualizacaoSchema,
  type PoliticaAtualizacao,
} from '@colabora/shared/contracts/admin/auto-atualizacao';
import { getData, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { appStore, sessionAtom } from '@colabora/shared/session';

/**
 * The institution's update policy (Auto-atualização in remote-admin): how often to look for a new
 * version and whether to apply it at once or ask. The defaults apply when it cannot be read, and
 * before anyone signs in (the policy is the institution's; asking without a token only costs a
 * request on the sign-in page).
 */
export async function readUpdatePolicy(): Promise<PoliticaAtualizacao> {
  if (!appStore.get(sessionAtom)) return POLITICA_ATUALIZACAO_PADRAO;
  return getData(
    http.get('/api/auto-atualizacao', { headers: { [SKIP_GLOBAL_ERRORS]: '1' } }),
    politicaAtualizacaoSchema,
  ).catch(() => POLITICA_ATUALIZACAO_PADRAO);
}

/** A waiting version: applied at once under 'automatico', offered to the user under 'perguntar'. */
export function handleWaitingVersion(
  policy: Pick<PoliticaAtualizacao, 'modo'>,
  applyUpdate: () => void,
  ask: (applyUpdate: () => void) => void,
): void {
  if (policy.modo === 'automatico') applyUpdate();
  else ask(applyUpdate);
}

/** Milliseconds between update checks, within the policy's bounds (5 min to 24 h). */
export function updateCheckIntervalMs(policy: Pick<PoliticaAtualizacao, 'intervaloMinutos'>): number {
  const minutes = Math.min(Math.max(policy.intervaloMinutos, 5), 1440);
  return minutes * 60_000;
}
