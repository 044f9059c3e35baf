import { expect, test } from '../fixtures/test';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { newAccount } from '../pages/host-account';
import { HostSignUpPage } from '../pages/host-signup-page';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

test.describe('given someone whose institution does not use Colabora yet', () => {
  test('creates the institution and its gestor, and lands signed in with every screen', async ({ page }) => {
    const account = newAccount('Cadastro');
    const signUp = new HostSignUpPage(page);
    await page.goto('/acesso');
    await new Shell(page).menu().getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/criar-conta$/);
    await signUp.fill(account);
    await expect(signUp.phone()).toHaveValue(/^\(31\) 98\d{3}-\d{4}$/);
    await expect(signUp.cnpj()).toHaveValue(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
    await signUp.submit();

    await expect(page).toHaveURL(/\/dashboard$/);
    const shell = new Shell(page);
    await expect(shell.menu().getByText(account.instituicaoNome.toUpperCase())).toBeVisible();
    await expect(shell.menu().getByText('Gestor', { exact: true })).toBeVisible();
    await expect(shell.menu().getByRole('link', { name: 'Usuários', exact: true })).toBeVisible();

    // The new phone and password sign in again after signing out.
    await shell.signOut();
    await new LoginPage(page).signIn(account.telefone, account.senha);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sees why the form is refused: field rules here, server rules from the server', async ({ page }) => {
    const signUp = new HostSignUpPage(page);
    await signUp.goto();
    await signUp.submit();
    await expect(page.getByText('Informe o seu nome.')).toBeVisible();
    await expect(page.getByText('Informe o CNPJ.')).toBeVisible();
    await signUp.cnpj().pressSequentially('11222333000182');
    await signUp.submit();
    await expect(page.getByText('CNPJ inválido: confira os números.')).toBeVisible();
    await page.reload();

    await signUp.fill({ ...newAccount('Comum'), senha: '12345678' });
    await signUp.submit();
    await expect(signUp.error()).toHaveText('Senha muito comum. Escolha uma senha mais difícil de adivinhar.');

    await page.reload();
    await signUp.fill({ ...newAccount('Repetido'), telefone: GESTOR_DEMO.telefone });
    await signUp.submit();
    // The same answer whether the phone or the CNPJ exists (issue #11: sign-up tells no one who is registered).
    await expect(signUp.error()).toHaveText(
      'Não foi possível criar a conta: o telefone ou o CNPJ informado já está cadastrado. Se você já tem acesso, entre com o seu telefone; se a instituição já usa o Colabora, peça acesso ao gestor dela.',
    );
    await expect(page).toHaveURL(/\/criar-conta$/);
  });
});
