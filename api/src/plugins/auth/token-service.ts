import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';

/** Who a valid token speaks for; the shape the realtime plugin expects too. */
export type TokenPrincipal = {
  idUsuario: number;
  idInstituicao: number;
  nome: string;
  /** ms since epoch */
  expiresAt: number;
};

export type TokenClaims = TokenPrincipal & { tokenVersion: number };

export type TokenSubject = { idUsuario: number; idInstituicao: number; nome: string; tokenVersion: number };

export type JwtSettings = { secret: string; issuer: string; audience: string; ttlSeconds: number };

const ALGORITHM = 'HS256';

const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/)),
  inst: v.pipe(v.number(), v.integer(), v.minValue(1)),
  nome: v.string(),
  tv: v.pipe(v.number(), v.integer(), v.minValue(0)),
  exp: v.number(),
});

export type TokenService = {
  sign(subject: TokenSubject): Promise<{ token: string; expiresAt: Date }>;
  /** Signature, algorithm, issuer, audience and expiry only: the database is not consulted. */
  decode(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(settings: JwtSettings, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(settings.secret);

  return {
    async sign(subject) {
      const issuedAt = Math.floor(now() / 1000);
      const exp = issuedAt + settings.ttlSeconds;
      const token = await new SignJWT({ inst: subject.idInstituicao, nome: subject.nome, tv: subject.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.idUsuario))
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },

    async decode(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          // Fixed: a token cannot choose its own algorithm (no "none", no RS/HS confusion).
          algorithms: [ALGORITHM],
          issuer: settings.issuer,
          audience: settings.audience,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: new Date(now()),
        });
        const claims = v.safeParse(claimsSchema, payload);
        if (!claims.success) return null;
        const { sub, inst, nome, tv, exp } = claims.output;
        return { idUsuario: Number(sub), idInstituicao: inst, nome, tokenVersion: tv, expiresAt: exp * 1000 };
      } catch {
        // Every failure (malformed, forged, expired, wrong audience) means the same to a caller.
        return null;
      }
    },
  };
}
