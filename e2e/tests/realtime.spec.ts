import { expect, test } from '../fixtures/test';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { E2E_BASE_PORT } from '../lanes';
import { RestartableServer } from '../support/api-server';

// Its own server (10 ports past the lanes' first: 8191 by default, so two runs with different
// E2E_PORT never share it), so stopping it does not disturb the other specs.
const server = new RestartableServer(E2E_BASE_PORT + 10);

test.beforeAll(async () => {
  // A fresh embedded database is migrated and seeded first: on a loaded machine that takes longer
  // than a hook's default 30 s; start() itself gives up after 60 s with a clear message.
  test.setTimeout(90_000);
  await server.start();
});
test.afterAll(async () => server.dispose());

test('the connection indicator goes from Conectado to Reconectando and back when the API restarts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/acesso`);
  await new LoginPage(page).signIn(GESTOR_DEMO.telefone);
  const indicator = new Shell(page).realtime();
  await expect(indicator).toHaveAccessibleName('Tempo real: Conectado');

  await server.stop();
  await expect(indicator).toHaveAccessibleName('Tempo real: Reconectando', { timeout: 15_000 });

  await server.start();
  // Reconnect delays are 0, 2, 10 and 30 s (SPEC §9): back within the 30 s step.
  await expect(indicator).toHaveAccessibleName('Tempo real: Conectado', { timeout: 45_000 });
});
