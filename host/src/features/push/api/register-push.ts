import type { RegistrarPushRequest } from '@colabora/shared/contracts/push';
import { http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';

/** POST /api/Usuario/registrar-push-notification: stores this browser's subscription for the user. */
export async function registerPush(request: RegistrarPushRequest): Promise<void> {
  await http.post('/api/Usuario/registrar-push-notification', {
    json: request,
    headers: { [SKIP_GLOBAL_ERRORS]: '1' },
  });
}
