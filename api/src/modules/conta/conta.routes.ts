import { isUniqueViolation } from '../../plugins/database/unique-violation';
import type { FastifyPluginAsync } from 'fastify';
import { apiResponseSchema, criarContaRequestSchema, loginDataSchema } from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, tooManyRequests } from '../../http/http-error';
import { tooManyAttemptsMessage, tryAgainIn } from '../auth/login-throttle';
import { hashPassword } from '../auth/password-hasher';
import { passwordPolicyViolation } from '../auth/password-policy';
import { findUsuario } from '../usuario/usuario.repository';
import { findConflicts, insertGestor, insertGestorPerfil, insertInstituicao } from './conta.repository';

/**
 * One answer whether the phone, the CNPJ or both are taken: sign-up must not tell a stranger
 * which phones have an account (docs/decisions/0012). `phoneInUse` and `cnpjInUse` are the same
 * text on purpose.
 */
const TAKEN =
  'Não foi possível criar a conta: o telefone ou o CNPJ informado já está cadastrado. ' +
  'Se você já tem acesso, entre com o seu telefone; se a instituição já usa o Colabora, peça acesso ao gestor dela.';

export const CONTA_MESSAGES = {
  created: 'Conta criada com sucesso. Bem-vindo ao Colabora!',
  taken: TAKEN,
  phoneInUse: TAKEN,
  cnpjInUse: TAKEN,
} as const;

/** Sign-ups allowed per address: attempts per hour and institutions created per day. */
export type SignupThrottleSettings = { maxAttemptsPerHour: number; maxInstitutionsPerDay: number };

export const DEFAULT_SIGNUP_THROTTLE: SignupThrottleSettings = { maxAttemptsPerHour: 10, maxInstitutionsPerDay: 3 };

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Public sign-up: a new institution, its 'Gestor' profile (CRUD on every screen) and its first
 * gestor, who is signed in at once (the answer is the login's). Mounted at /api/auth.
 */
const contaRoutes: FastifyPluginAsync<{ signup?: SignupThrottleSettings }> = async (
  app,
  { signup = DEFAULT_SIGNUP_THROTTLE },
) => {
  const counter = app.loginThrottle.counter;

  app.route(
    defineRoute({
      method: 'POST',
      url: '/criar-conta',
      access: 'public',
      input: { body: criarContaRequestSchema },
      response: { 201: apiResponseSchema(loginDataSchema) },
      summary: 'Cria uma instituição e o seu primeiro gestor, já autenticado',
      description:
        'Limitado por endereço: tentativas por hora e instituições criadas por dia (429 com Retry-After). ' +
        'Telefone ou CNPJ já cadastrado: 409 com a mesma mensagem, seja qual for o caso.',
      async handler(request, reply) {
        const input = request.input.body;
        const address = request.ip.slice(0, 100);
        // Every sign-up that gets this far counts against its address, whatever the answer: probing
        // which phones exist costs one attempt each, a few per hour.
        const wait = await counter.take(`criar-conta:ip:${address}`, signup.maxAttemptsPerHour, HOUR);
        if (wait > 0) throw tooManyRequests(tooManyAttemptsMessage(wait, 'de criar conta'), wait);

        const violation = passwordPolicyViolation(input.senha, { senhaAtual: '', telefone: input.telefone });
        if (violation) throw badRequest(violation.replace('A nova senha', 'A senha'));

        const taken = await findConflicts(app.db, input.telefone, input.cnpj);
        if (taken.telefone || taken.cnpj) throw conflict(CONTA_MESSAGES.taken);

        // A place among the institutions this address may create today, given back if none is.
        const institutionsKey = `instituicoes:ip:${address}`;
        const dayWait = await counter.take(institutionsKey, signup.maxInstitutionsPerDay, DAY);
        if (dayWait > 0) {
          throw tooManyRequests(
            `Limite de novas instituições por dia atingido a partir deste endereço. ${tryAgainIn(dayWait)}`,
            dayWait,
          );
        }

        const senhaHash = await hashPassword(input.senha);
        let idUsuario: number;
        try {
          idUsuario = await app.db.transaction(async (tx) => {
            const idInstituicao = await insertInstituicao(tx, input.instituicaoNome, input.cnpj);
            const idPerfil = await insertGestorPerfil(tx, idInstituicao);
            return insertGestor(tx, {
              idInstituicao,
              idPerfil,
              nome: input.nome,
              telefone: input.telefone,
              email: input.email,
              senhaHash,
            });
          });
        } catch (error) {
          await counter.release(institutionsKey);
          // A concurrent sign-up took the phone or CNPJ first.
          if (isUniqueViolation(error)) throw conflict(CONTA_MESSAGES.taken);
          throw error;
        }

        const usuario = await findUsuario(app.db, idUsuario);
        if (!usuario) throw new Error('usuário recém-criado não encontrado');
        const { token, expiresAt } = await app.tokens.sign({
          idUsuario,
          idInstituicao: usuario.idInstituicao,
          nome: usuario.nome,
          tokenVersion: 0,
        });
        request.log.info({ idUsuario, idInstituicao: usuario.idInstituicao }, 'conta criada');
        reply.code(201);
        return {
          success: true,
          message: CONTA_MESSAGES.created,
          data: { token, usuario, expiresAt: expiresAt.toISOString() },
        };
      },
    }),
  );
};

export default contaRoutes;
