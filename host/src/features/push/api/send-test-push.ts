import { http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';

/** POST /api/PushNotification/enviar-teste: the server pushes a test message to the user's browsers. */
export async function sendTestPush(idUsuario: number): Promise<void> {
  await http.post('/api/PushNotification/enviar-teste', {
    json: { idUsuario },
    headers: { [SKIP_GLOBAL_ERRORS]: '1' },
  });
}
