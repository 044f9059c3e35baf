import { expect, test } from '../fixtures/test';
import { signInAsNewAccount } from '../pages/host-account';
import { makePng } from '../pages/host-png';
import { HostProfilePage } from '../pages/host-profile-page';
import { Shell } from '../pages/shell';

test.describe('given a signed-in user on Meu Perfil', () => {
  test('edits name, phone and birthday with the masks, and the side menu follows', async ({ page }) => {
    const { account } = await signInAsNewAccount(page, 'Perfil');
    const profile = new HostProfilePage(page);
    await profile.goto();
    await expect(profile.field('Nome')).toHaveValue(account.nome);

    await profile.field('Nome').fill('Renata Alves Costa');
    await profile.field('Data de nascimento').pressSequentially('07091990');
    await expect(profile.field('Data de nascimento')).toHaveValue('07/09/1990');
    await profile.save();
    await expect(page.getByText('Perfil atualizado com sucesso.')).toBeVisible();
    await expect(new Shell(page).menu().getByText('Renata Costa')).toBeVisible();

    await page.reload();
    await expect(profile.field('Nome')).toHaveValue('Renata Alves Costa');
    await expect(profile.field('Data de nascimento')).toHaveValue('07/09/1990');

    await profile.field('Data de nascimento').fill('');
    await profile.field('Data de nascimento').pressSequentially('31022000');
    await profile.save();
    await expect(page.getByText('Data inválida: use o formato dd/mm/aaaa.')).toBeVisible();
  });

  test('crops a new photo to 350×350; the server stores it and the menu shows it', async ({ page }) => {
    const { session } = await signInAsNewAccount(page, 'Foto');
    const profile = new HostProfilePage(page);
    await profile.goto();
    // No photo yet: the picker offers to choose one.
    await expect(page.getByRole('button', { name: 'Escolher foto' })).toBeVisible();

    await profile.choosePhoto({ name: 'minha-foto.png', mimeType: 'image/png', buffer: makePng(400, 300) });
    const cropper = profile.cropper();
    await expect(cropper).toBeVisible();
    await expect(cropper.getByRole('img', { name: 'Parte da foto que será salva' })).toBeVisible();
    await cropper.getByRole('button', { name: 'Usar esta foto' }).click();
    await expect(page.getByText('Foto atualizada com sucesso.')).toBeVisible();
    await expect(cropper).toBeHidden();

    await expect(page.getByRole('img', { name: 'Sua foto atual' })).toHaveAttribute('src', /^blob:/);
    await expect(
      new Shell(page).menu().getByRole('button', { name: 'Ver foto em tela cheia' }).locator('img'),
    ).toHaveAttribute('src', /^blob:/);
    const photo = await page.request.get(`/api/Usuario/foto/me?upd=${Date.now()}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    const png = await photo.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([350, 350]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('USER_INFO') ?? '{}').usuario.temFoto)).toBe(true);
  });

  test("refuses a file that is not an accepted image type with 'Invalid image type'", async ({ page }) => {
    await signInAsNewAccount(page, 'Tipo');
    const profile = new HostProfilePage(page);
    await profile.goto();
    await profile.choosePhoto({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid image type');
    await expect(profile.cropper()).toBeHidden();
  });
});
