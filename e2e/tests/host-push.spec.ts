import { expect, test } from '../fixtures/test';
import { signInAsNewAccount } from '../pages/host-account';
import { Shell } from '../pages/shell';

/*
 * The permission + subscribe + real delivery path needs Chromium's push service (FCM), which this
 * machine cannot reach (no internet). The server side of that path is covered by the API tests
 * against a local push service; here: the status badge from the server, and the error path.
 */
test.describe('given the Notificações item of the side menu', () => {
  test('shows Desativadas by default and Ativadas once the server has a push registration for the user', async ({
    page,
  }) => {
    const { session } = await signInAsNewAccount(page, 'Push');
    await page.goto('/dashboard');
    const item = new Shell(page).menu().getByRole('switch', { name: /^Notificações/ });
    await expect(item).toHaveAccessibleName('Notificações Desativadas');

    const registered = await page.request.post('/api/Usuario/registrar-push-notification', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {
        idUsuario: session.usuario.idUsuario,
        token: JSON.stringify({
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`,
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
        tipoDispositivo: 'web',
      },
    });
    expect(registered.status()).toBe(200);
    await page.reload();
    await expect(item).toHaveAccessibleName('Notificações Ativadas');
  });

  test('shows a refused permission as Bloqueadas and says where to allow it', async ({ page, context }) => {
    await context.clearPermissions();
    await signInAsNewAccount(page, 'PushNegado');
    await page.goto('/dashboard');
    // The browser answers the permission request with 'denied' (as a user blocking it would), and
    // from then on reports it as the permission: the status the menu reads again once the first
    // screen is shown (which, on a loaded machine, can come after this click) must say Bloqueadas too.
    await page.addInitScript(() => {
      let permission: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Object.defineProperty(Notification, 'requestPermission', {
        value: async () => (permission = 'denied'),
      });
    });
    await page.reload();
    const vapid = page.waitForResponse((response) => /\/api\/PushNotification\/vapid-key$/i.test(response.url()));
    await new Shell(page)
      .menu()
      .getByRole('switch', { name: /^Notificações/ })
      .click();
    expect((await vapid).status()).toBe(200);
    await expect(page.getByText(/O navegador bloqueou as notificações do Colabora/)).toBeVisible();
    await expect(new Shell(page).menu().getByRole('switch', { name: /^Notificações/ })).toHaveAccessibleName(
      'Notificações Bloqueadas',
    );
  });
});
