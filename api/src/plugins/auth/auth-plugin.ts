import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CrudLetter } from '@colabora/shared/contracts';
import { forbidden, unauthorized } from '../../http/http-error';
import { findSessionState, revokeTokens } from '../../modules/usuario/usuario.repository';
import { createTokenService, type JwtSettings, type TokenPrincipal, type TokenSubject } from './token-service';

/** The caller of an authenticated request, re-read from the database on every request. */
export type AuthPrincipal = TokenPrincipal & { idPerfil: number; gestor: boolean };

export type Tokens = {
  sign(subject: TokenSubject): Promise<{ token: string; expiresAt: Date }>;
  /**
   * The principal of a token that is well signed, unexpired, and still current: the user is
   * active and has not signed out or changed password since. Null otherwise. Also used by the
   * realtime hubs.
   */
  verify(token: string): Promise<TokenPrincipal | null>;
};

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export type Sessions = {
  /**
   * Ends every session of a user at once: tokens revoked (token_version bumped) and hub
   * connections closed without reconnecting. Call it after the change that warrants it has
   * committed: user disabled, password reset by a gestor, profile or institution moved.
   * (A disabled user's tokens already fail on the next request; this also closes the sockets.)
   * @example await app.sessions.revokeAll(idUsuario, 'Usuário desativado.');
   */
  revokeAll(idUsuario: number, reason: string): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    tokens: Tokens;
    sessions: Sessions;
    /** preHandler: 401 unless a current bearer token is present; sets `request.principal`. */
    authenticate: PreHandler;
    /** preHandler factory: 403 unless the caller's profile grants `letter` on the screen `rota`. */
    /** The caller's profile grants `letter` on the screen `rota` (or on any of several). */
    requirePermission(rota: string | readonly string[], letter: CrudLetter): PreHandler;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    principal: AuthPrincipal | null;
  }
}

/** The caller of a route guarded by `app.authenticate`. */
export function principalOf(request: FastifyRequest): AuthPrincipal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export type AuthPluginOptions = { jwt: JwtSettings };

export default fp<AuthPluginOptions>(
  async (app, { jwt }) => {
    const service = createTokenService(jwt);

    async function resolvePrincipal(token: string): Promise<AuthPrincipal | null> {
      const claims = await service.decode(token);
      if (!claims) return null;
      const state = await findSessionState(app.db, claims.idUsuario);
      if (!state || !state.ativo) return null;
      if (state.tokenVersion !== claims.tokenVersion || state.idInstituicao !== claims.idInstituicao) return null;
      return {
        idUsuario: state.idUsuario,
        idInstituicao: state.idInstituicao,
        nome: state.nome,
        expiresAt: claims.expiresAt,
        idPerfil: state.idPerfil,
        gestor: state.gestor,
      };
    }

    app.decorate<Tokens>('tokens', {
      sign: (subject) => service.sign(subject),
      async verify(token) {
        const principal = await resolvePrincipal(token);
        if (!principal) return null;
        const { idUsuario, idInstituicao, nome, expiresAt } = principal;
        return { idUsuario, idInstituicao, nome, expiresAt };
      },
    });

    app.decorate<Sessions>('sessions', {
      async revokeAll(idUsuario, reason) {
        await revokeTokens(app.db, idUsuario);
        if (!app.hasDecorator('realtime')) return;
        await app.realtime.disconnectUser(idUsuario, { reason, allowReconnect: false }).catch((error: unknown) => {
          app.log.warn({ err: error, idUsuario }, 'falha ao desconectar o usuário do tempo real');
        });
      },
    });

    app.decorateRequest('principal', null);

    app.decorate<PreHandler>('authenticate', async (request) => {
      const token = bearerToken(request);
      const principal = token ? await resolvePrincipal(token) : null;
      if (!principal) throw unauthorized();
      request.principal = principal;
    });

    app.decorate('requirePermission', (rota: string | readonly string[], letter: CrudLetter): PreHandler => {
      const rotas = typeof rota === 'string' ? [rota] : [...rota];
      return async (request) => {
        const { idPerfil } = principalOf(request);
        const grants = await app.db.query<{ crud: string }>(
          `select pm.crud from perfil_menu pm join menu m on m.id_menu = pm.id_menu
            where pm.id_perfil = $1 and m.rota = any($2::text[])`,
          [idPerfil, rotas],
        );
        if (!grants.some((grant) => grant.crud.includes(letter))) throw forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
