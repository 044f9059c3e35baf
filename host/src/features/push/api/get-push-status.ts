import { verificarPushResponseSchema } from '@colabora/shared/contracts/push';
import { getJson, http } from '@colabora/shared/http';
import { appStore } from '@colabora/shared/session';
import * as v from '@colabora/shared/schema';
import { browserPermission, pushStatusFor } from '../push-status';
import { pushStatusAtom } from '../push-status-atom';

/**
 * What the page reads of the answer: SPEC §7 names only the flag, top-level (the seed's shape, not
 * the envelope), so a server that sends just that is as good as ours, which adds the envelope.
 */
const pushStatusSchema = v.looseObject({
  temPushNotification: verificarPushResponseSchema.entries.temPushNotification,
});

/** GET /api/Usuario/verificar-push-notification/{idUsuario}: true when the user has a registered browser. */
export async function getPushStatus(idUsuario: number): Promise<boolean> {
  const body = await getJson(http.get(`/api/Usuario/verificar-push-notification/${idUsuario}`), pushStatusSchema);
  return body.temPushNotification;
}

/** Loads the status into the store, with this browser's permission; a failed request counts as not registered (SPEC §4). */
export async function refreshPushStatus(idUsuario: number): Promise<void> {
  const registered = await getPushStatus(idUsuario).catch(() => false);
  appStore.set(pushStatusAtom, pushStatusFor(registered, browserPermission()));
}
