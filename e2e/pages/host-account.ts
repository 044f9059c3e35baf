import type { APIRequestContext, Page } from '@playwright/test';

/** A valid CNPJ whose first twelve digits come from `seed` (check digits computed). */
export function cnpjFrom(seed: number): string {
  const base = String(seed % 1e8).padStart(8, '0') + '0001';
  const digit = (digits: string) => {
    const sum = [...digits].reverse().reduce((total, d, i) => total + Number(d) * ((i % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(base + first)}`;
}

export type NewAccount = {
  nome: string;
  telefone: string;
  email: string;
  instituicaoNome: string;
  cnpj: string;
  senha: string;
};

/** A sign-up nobody has used yet: a fresh mobile phone and CNPJ per call. */
export function newAccount(label = 'E2E'): NewAccount {
  const n = Date.now() % 1e8;
  return {
    nome: `Teste ${label} Silva`,
    telefone: `3198${String(n).padStart(8, '0').slice(-7)}`,
    email: `teste.${n}@e2e.colabora.app`,
    instituicaoNome: `Instituição ${label} ${n}`,
    cnpj: cnpjFrom(n + Math.floor(Math.random() * 1000)),
    senha: 'uma-senha-segura-e2e',
  };
}

/** Creates the account through the API and returns the login data. */
export async function createAccountViaApi(request: APIRequestContext, account = newAccount()) {
  const response = await request.post('/api/auth/criar-conta', {
    data: { ...account, confirmarSenha: account.senha },
  });
  if (response.status() !== 201) throw new Error(`criar-conta: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string; usuario: { idUsuario: number; nome: string } } };
  return { account, session: body.data };
}

/** Signs the page in as a freshly created account (stored session, as the app keeps it). */
export async function signInAsNewAccount(page: Page, label?: string) {
  const created = await createAccountViaApi(page.request, newAccount(label));
  await page.goto('/acesso');
  await page.evaluate((session) => localStorage.setItem('USER_INFO', JSON.stringify(session)), created.session);
  return created;
}
