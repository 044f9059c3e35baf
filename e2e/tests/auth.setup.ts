import { expect, test as setup } from '@playwright/test';
import { ATENDENTE_DEMO, ATENDENTE_STATE, GESTOR_DEMO, GESTOR_STATE } from '../fixtures/demo-users';
import { LoginPage } from '../pages/login-page';

// Signs in once per user and saves the browser storage, so specs start signed in.
for (const [user, file] of [
  [GESTOR_DEMO, GESTOR_STATE],
  [ATENDENTE_DEMO, ATENDENTE_STATE],
] as const) {
  setup(`sign in as ${user.nome}`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(user.telefone);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().storageState({ path: file });
  });
}
