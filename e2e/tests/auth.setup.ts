import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { ATENDENTE_DEMO, ATENDENTE_STATE, GESTOR_DEMO, GESTOR_STATE } from '../fixtures/demo-users';
import { LANE_URLS } from '../lanes';
import { LoginPage } from '../pages/login-page';

// Signs in once per user on every lane's server and saves the browser storage of all of them in one
// file (one origin each), so a spec starts signed in whichever lane runs it.
for (const [user, file] of [
  [GESTOR_DEMO, GESTOR_STATE],
  [ATENDENTE_DEMO, ATENDENTE_STATE],
] as const) {
  setup(`sign in as ${user.nome}`, async ({ browser }) => {
    const origins = [];
    for (const baseURL of LANE_URLS) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(user.telefone);
      await expect(page).toHaveURL(/\/dashboard$/);
      origins.push(...(await context.storageState()).origins);
      await context.close();
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ cookies: [], origins }, null, 1));
  });
}
