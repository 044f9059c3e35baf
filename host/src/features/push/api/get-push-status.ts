import type { VerificarPushResponse } from '@colabora/shared/contracts/push';
import { http } from '@colabora/shared/http';
import { appStore } from '@colabora/shared/session';
import { pushStatusAtom } from '../push-status-atom';

/** GET /api/Usuario/verificar-push-notification/{idUsuario}: true when the user has a registered browser. */
export async function getPushStatus(idUsuario: number): Promise<boolean> {
  const body = await http.get(`/api/Usuario/verificar-push-notification/${idUsuario}`).json<VerificarPushResponse>();
  return body.temPushNotification ?? body.data?.temPushNotification ?? false;
}

/** Loads the status into the store; any failure leaves it OFF (SPEC §4). */
export async function refreshPushStatus(idUsuario: number): Promise<void> {
  try {
    appStore.set(pushStatusAtom, (await getPushStatus(idUsuario)) ? 'OK' : 'OFF');
  } catch {
    appStore.set(pushStatusAtom, 'OFF');
  }
}
