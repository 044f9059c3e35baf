import type { FastifyInstance } from 'fastify';
import type { LoginData } from '@colabora/shared/contracts';
import { DEMO_PASSWORD, type DemoUser } from '../seed/demo-data';

/** Signs a demo user in through the real endpoint and returns the login data. */
export async function loginAs(
  app: FastifyInstance,
  user: Pick<DemoUser, 'telefone'>,
  senha = DEMO_PASSWORD,
): Promise<LoginData> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { telefone: user.telefone, senha },
  });
  if (response.statusCode !== 200)
    throw new Error(`login de ${user.telefone} falhou: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: LoginData }).data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
