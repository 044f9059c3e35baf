import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp, TEST_JWT_SECRET } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';

const { gestor } = DEMO_USERS;
const claims = { inst: gestor.idInstituicao, nome: gestor.nome, tv: 0 };

function signed(
  options: { secret?: string; audience?: string; issuer?: string; expiresAt?: number; alg?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(String(gestor.id))
    .setIssuer(options.issuer ?? 'colabora-api')
    .setAudience(options.audience ?? 'colabora-app')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

describeWithApp('given a token the API did not issue as it is', (getApp) => {
  const me = (token: string) => getApp().app.inject({ url: '/api/auth/me', headers: bearer(token) });

  it('accepts a well-formed control token (so the rejections below mean something)', async () => {
    assert.equal((await me(await signed())).statusCode, 200);
  });

  const forgeries: { name: string; token: () => Promise<string> | string }[] = [
    {
      name: 'alg none',
      token: () =>
        new UnsecuredJWT(claims)
          .setSubject(String(gestor.id))
          .setIssuer('colabora-api')
          .setAudience('colabora-app')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    },
    { name: 'a different key', token: () => signed({ secret: 'another-secret-that-is-long-enough-for-hs256-xx' }) },
    { name: 'a different audience', token: () => signed({ audience: 'outra-app' }) },
    { name: 'a different issuer', token: () => signed({ issuer: 'outra-api' }) },
    { name: 'HS512 with the right key', token: () => signed({ alg: 'HS512' }) },
    { name: 'an expired exp', token: () => signed({ expiresAt: Math.floor(Date.now() / 1000) - 5 }) },
    {
      name: 'claims edited after signing (another user, same signature)',
      token: async () => {
        const [header, payload, signature] = (await signed()).split('.');
        const claimsJson = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
        const edited = Buffer.from(JSON.stringify({ ...claimsJson, sub: String(DEMO_USERS.atendente.id) })).toString(
          'base64url',
        );
        return `${header}.${edited}.${signature}`;
      },
    },
    {
      name: 'claims edited after signing (another institution)',
      token: async () => {
        const [header, payload, signature] = (await signed()).split('.');
        const claimsJson = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
        const edited = Buffer.from(JSON.stringify({ ...claimsJson, inst: 2 })).toString('base64url');
        return `${header}.${edited}.${signature}`;
      },
    },
    {
      name: 'a well-signed token naming another institution than the user’s',
      token: () =>
        new SignJWT({ ...claims, inst: DEMO_USERS.gestorVizinha.idInstituicao })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(gestor.id))
          .setIssuer('colabora-api')
          .setAudience('colabora-app')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    },
    {
      name: 'a well-signed token of a revoked generation (tv)',
      token: () =>
        new SignJWT({ ...claims, tv: 99 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(gestor.id))
          .setIssuer('colabora-api')
          .setAudience('colabora-app')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    },
    {
      name: 'a well-signed token without exp',
      token: () =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(gestor.id))
          .setIssuer('colabora-api')
          .setAudience('colabora-app')
          .setIssuedAt()
          .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    },
    {
      name: 'a well-signed token of a user that does not exist',
      token: () =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('999999')
          .setIssuer('colabora-api')
          .setAudience('colabora-app')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    },
  ];
  for (const { name, token } of forgeries) {
    it(`answers 401 to ${name}`, async () => {
      const response = await me(await token());
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), {
        success: false,
        message: 'Sessão expirada ou inválida. Faça login novamente.',
      });
    });
  }
});
