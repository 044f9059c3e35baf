import type { VapidKeyResponse } from '@colabora/shared/contracts/push';
import { http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';

/** GET /api/PushNotification/vapid-key: the server's public key, or null when it has none to give. */
export async function getVapidKey(): Promise<string | null> {
  try {
    const body = await http
      .get('/api/PushNotification/vapid-key', { headers: { [SKIP_GLOBAL_ERRORS]: '1' } })
      .json<VapidKeyResponse>();
    return body.success && body.publicKey ? body.publicKey : null;
  } catch {
    return null;
  }
}
