import type { FastifyPluginAsync } from 'fastify';
import { apiResponseSchema, criarContaRequestSchema, loginDataSchema } from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict } from '../../http/http-error';
import { hashPassword } from '../auth/password-hasher';
import { passwordPolicyViolation } from '../auth/password-policy';
import { findUsuario } from '../usuario/usuario.repository';
import { findConflicts, insertGestor, insertGestorPerfil, insertInstituicao } from './conta.repository';

export const CONTA_MESSAGES = {
  created: 'Conta criada com sucesso. Bem-vindo ao Colabora!',
  phoneInUse: 'Este telefone já está cadastrado. Entre com ele ou use outro número.',
  cnpjInUse: 'Esta instituição (CNPJ) já está cadastrada. Peça acesso ao gestor dela.',
} as const;

/** PostgreSQL's unique_violation: a concurrent sign-up took the phone or CNPJ first. */
function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('cnpj')) return CONTA_MESSAGES.cnpjInUse;
  if (where.includes('telefone')) return CONTA_MESSAGES.phoneInUse;
  return null;
}

/**
 * Public sign-up: a new institution, its 'Gestor' profile (CRUD on every screen) and its first
 * gestor, who is signed in at once (the answer is the login's). Mounted at /api/auth.
 */
const contaRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/criar-conta',
      access: 'public',
      input: { body: criarContaRequestSchema },
      response: { 201: apiResponseSchema(loginDataSchema) },
      summary: 'Cria uma instituição e o seu primeiro gestor, já autenticado',
      async handler(request, reply) {
        const input = request.input.body;
        const violation = passwordPolicyViolation(input.senha, { senhaAtual: '', telefone: input.telefone });
        if (violation) throw badRequest(violation.replace('A nova senha', 'A senha'));

        const taken = await findConflicts(app.db, input.telefone, input.cnpj);
        if (taken.telefone) throw conflict(CONTA_MESSAGES.phoneInUse);
        if (taken.cnpj) throw conflict(CONTA_MESSAGES.cnpjInUse);

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
          const message = uniqueViolation(error);
          if (message) throw conflict(message);
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
