import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  changePasswordRequestSchema,
  loginDataSchema,
  loginRequestSchema,
  usuarioSchema,
  type LoginData,
  type Usuario,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, unauthorized } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import {
  findLoginCandidate,
  findPasswordHash,
  findUsuario,
  revokeTokens,
  updatePassword,
} from '../usuario/usuario.repository';
import { checkCurrentPassword, WRONG_CURRENT_PASSWORD } from './current-password';
import { loginThrottleKeys, sendTooManyAttempts } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
import { passwordPolicyViolation } from './password-policy';

export const AUTH_MESSAGES = {
  loginOk: 'Login realizado com sucesso.',
  // One answer for unknown phone, wrong password and disabled account: nothing to enumerate.
  invalidCredentials: 'Telefone ou senha inválidos.',
  me: 'Usuário autenticado.',
  passwordChanged: 'Senha alterada com sucesso.',
  wrongCurrentPassword: WRONG_CURRENT_PASSWORD,
  loggedOut: 'Sessão encerrada em todos os dispositivos.',
} as const;

async function loginData(app: FastifyInstance, usuario: Usuario, tokenVersion: number): Promise<LoginData> {
  const { token, expiresAt } = await app.tokens.sign({
    idUsuario: usuario.idUsuario,
    idInstituicao: usuario.idInstituicao,
    nome: usuario.nome,
    tokenVersion,
  });
  return { token, usuario, expiresAt: expiresAt.toISOString() };
}

/** Closes the user's hub connections when the realtime module is present. */
async function disconnectRealtime(app: FastifyInstance, idUsuario: number, allowReconnect: boolean, reason: string) {
  if (!app.hasDecorator('realtime')) return;
  await app.realtime.disconnectUser(idUsuario, { reason, allowReconnect }).catch((error: unknown) => {
    app.log.warn({ err: error, idUsuario }, 'falha ao desconectar o usuário do tempo real');
  });
}

/** Sign-in, the current user, password change and sign-out (SPEC §7). Mounted at /api/auth. */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/login',
      access: 'public',
      input: { body: loginRequestSchema },
      response: { 200: apiResponseSchema(loginDataSchema) },
      summary: 'Entra com telefone e senha',
      async handler(request, reply) {
        const { telefone, senha } = request.input.body;
        // Counted before the password is even checked, in one statement per key: a blocked
        // caller learns nothing more, and parallel attempts cannot all slip under the limit.
        const keys = loginThrottleKeys(telefone, request.ip);
        const wait = await app.loginThrottle.begin(keys);
        if (wait > 0) {
          request.log.warn({ retryAfter: wait }, 'login bloqueado por excesso de tentativas');
          return sendTooManyAttempts(reply, wait);
        }
        const candidate = await findLoginCandidate(app.db, telefone);
        // Unknown phone: a dummy verification, so both answers take the same time.
        const passwordOk = candidate
          ? await verifyPassword(candidate.senhaHash, senha)
          : await verifyAgainstDummy(senha);
        if (!candidate || !passwordOk || !candidate.ativo) {
          // The attempt keeps its place in both counts.
          request.log.info({ known: !!candidate }, 'login recusado');
          throw badRequest(AUTH_MESSAGES.invalidCredentials);
        }
        const usuario = await findUsuario(app.db, candidate.idUsuario);
        if (!usuario) throw badRequest(AUTH_MESSAGES.invalidCredentials);
        await app.loginThrottle.succeeded(keys);
        return {
          success: true,
          message: AUTH_MESSAGES.loginOk,
          data: await loginData(app, usuario, candidate.tokenVersion),
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/me',
      access: 'authenticated',
      response: { 200: apiResponseSchema(usuarioSchema) },
      summary: 'O usuário autenticado',
      async handler(request) {
        const usuario = await findUsuario(app.db, principalOf(request).idUsuario);
        if (!usuario) throw unauthorized();
        return { success: true, message: AUTH_MESSAGES.me, data: usuario };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/alterar-senha',
      access: 'authenticated',
      input: { body: changePasswordRequestSchema },
      response: { 200: apiResponseSchema(loginDataSchema) },
      summary: 'Altera a própria senha (encerra as outras sessões)',
      async handler(request) {
        const { idUsuario } = principalOf(request);
        const { senhaAtual, novaSenha } = request.input.body;
        const stored = await findPasswordHash(app.db, idUsuario);
        if (!stored) throw unauthorized();
        const violation = passwordPolicyViolation(novaSenha, { senhaAtual, telefone: stored.telefone });
        if (violation) throw badRequest(violation);
        await checkCurrentPassword(app, { idUsuario, senhaHash: stored.senhaHash }, senhaAtual);

        const tokenVersion = await updatePassword(app.db, idUsuario, await hashPassword(novaSenha));
        const usuario = await findUsuario(app.db, idUsuario);
        if (!usuario) throw unauthorized();
        // Other devices' hub connections reconnect with their now-revoked token and are refused;
        // this device reconnects with the fresh token returned below.
        await disconnectRealtime(app, idUsuario, true, 'Senha alterada.');
        return {
          success: true,
          message: AUTH_MESSAGES.passwordChanged,
          data: await loginData(app, usuario, tokenVersion),
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/logout',
      access: 'authenticated',
      response: { 200: apiResponseSchema() },
      summary: 'Encerra a sessão em todos os dispositivos',
      async handler(request) {
        const { idUsuario } = principalOf(request);
        await revokeTokens(app.db, idUsuario);
        await disconnectRealtime(app, idUsuario, false, 'Sessão encerrada.');
        return { success: true, message: AUTH_MESSAGES.loggedOut };
      },
    }),
  );
};

export default authRoutes;
