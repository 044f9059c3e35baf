import { vapidKeyResponseSchema } from '@colabora/shared/contracts/push';
import { getJson, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';

/** GET /api/PushNotification/vapid-key: the server's public key, or null when it has none to give. */
export async function getVapidKey(): Promise<string | null> {
  try {
    const body = await getJson(
      http.get('/api/PushNotification/vapid-key', { headers: { [SKIP_GLOBAL_ERRORS]: '1' } }),
      vapidKeyResponseSchema,
    );
    return body.publicKey || null;
  } catch {
    return null;
  }
}
