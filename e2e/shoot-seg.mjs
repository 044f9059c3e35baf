import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8385';
const [who, path, name, w, h, segs] = process.argv.slice(2);
const telefone = who === 'gestor' ? '11999990001' : '11999990002';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, locale: 'pt-BR' });
const page = await context.newPage();
await page.goto(`${base}/acesso`);
await page.getByLabel('Telefone').fill(telefone);
await page.getByLabel('Senha', { exact: true }).fill('colabora123');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(/\/dashboard$/);
await page.goto(base + path);
await page.waitForTimeout(3500);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
const seg = 1100;
for (let i = 0; i < Number(segs) && i * seg < total; i++) {
  await page.screenshot({ path: `/tmp/shots/${name}-${i}.png`, fullPage: true, clip: { x: 0, y: i * seg, width: Number(w), height: Math.min(seg, total - i * seg) } });
}
console.log(name, total);
await browser.close();
