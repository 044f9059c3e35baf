import * as v from 'valibot';
import {
  apiResponseSchema,
  idParamsSchema,
  pageSchema,
  perfilOpcaoSchema,
  senhaTemporariaSchema,
  usuarioAdminInputSchema,
  usuarioAdminSchema,
  usuarioAtivoInputSchema,
  usuarioCriadoSchema,
  usuariosListQuerySchema,
  type UsuarioAdmin,
  type UsuarioAdminInput,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { defineRoute } from '../../http/define-route';
import { pageWindow } from '../../http/pagination';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Queryable } from '../../plugins/database/db';
import { hashPassword } from '../auth/password-hasher';
import { describeExcess, excess, grantsOfPerfil } from '../perfis/grant-cover';
import { disconnectUserRealtime, reconnectUserRealtime } from './disconnect-user-realtime';
import { generateTemporaryPassword } from './temporary-password';
import {
  countGestoresAtivos,
  findPerfilOpcoes,
  findUsuarioAdmin,
  insertUsuario,
  listUsuarios,
  lockInstituicao,
  perfilExists,
  resetSenha,
  setUsuarioAtivo,
  telefoneInUse,
  updateUsuario,
} from './usuarios.repository';

export const USUARIOS_MESSAGES = {
  listed: (total: number) => `${total} usuário(s) encontrado(s).`,
  found: 'Usuário encontrado.',
  notFound: 'Usuário não encontrado.',
  created: 'Usuário criado. Entregue a senha temporária a ele: ela não será mostrada de novo.',
  updated: 'Usuário atualizado.',
  enabled: 'Usuário ativado.',
  disabled: 'Usuário desativado. As sessões abertas dele foram encerradas.',
  passwordReset: 'Senha redefinida. As sessões abertas do usuário foram encerradas.',
  perfilNotFound: 'Perfil não encontrado: escolha um perfil da sua instituição.',
  phoneInUse: 'Já existe um usuário com este telefone.',
  selfDisable: 'Você não pode desativar a sua própria conta.',
  selfGestor: 'Você não pode retirar de si mesmo a marcação de gestor.',
  selfReset: 'Para trocar a sua própria senha, use Alterar Minha Senha.',
  lastGestor: 'A instituição precisa de pelo menos um gestor ativo.',
  perfilTooWide: (telas: string) =>
    `Você não pode atribuir um perfil com permissões que o seu próprio perfil não tem: ${telas}.`,
  resetTooWide: (telas: string) =>
    `Você não pode redefinir a senha de quem tem permissões que o seu perfil não tem: ${telas}.`,
  permissionsChanged: 'Suas permissões foram alteradas.',
} as const;

const screen = 'usuarios';
const read = { screen, letter: 'R' } as const;
// Writes: the letter on the screen AND the gestor flag (a gestor manages their institution's users).
const create = { screen, letter: 'C', gestor: true } as const;
const update = { screen, letter: 'U', gestor: true } as const;

/** Audit snapshots: what a user is, never a password or its hash. */
const snapshot = (usuario: UsuarioAdmin) => ({
  nome: usuario.nome,
  telefone: usuario.telefone,
  email: usuario.email,
  idPerfil: usuario.idPerfil,
  gestor: usuario.gestor,
  ativo: usuario.ativo,
});

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

async function assertValidInput(db: Queryable, idInstituicao: number, input: UsuarioAdminInput, exceptId?: number) {
  if (!(await perfilExists(db, idInstituicao, input.idPerfil)))
    throw badRequest(USUARIOS_MESSAGES.perfilNotFound, 'idPerfil');
  if (await telefoneInUse(db, input.telefone, exceptId)) throw conflict(USUARIOS_MESSAGES.phoneInUse, 'telefone');
}

/**
 * A gestor hands out no more than their own profile holds (docs/decisions/0012): the profile given
 * to a user must grant nothing the caller's profile lacks.
 */
async function assertCovers(
  db: Queryable,
  idPerfilCaller: number,
  idPerfil: number,
  message: (telas: string) => string,
) {
  if (idPerfil === idPerfilCaller) return;
  const over = excess(await grantsOfPerfil(db, idPerfil), await grantsOfPerfil(db, idPerfilCaller));
  if (over.length) throw forbidden(message(describeExcess(over)));
}

/** Staff users of the caller's institution (remote-admin › Usuários). Mounted at /api/usuarios. */
const usuariosRoutes: FastifyPluginAsync = async (app) => {
  async function loadOr404(idInstituicao: number, id: number, db: Queryable = app.db): Promise<UsuarioAdmin> {
    const usuario = await findUsuarioAdmin(db, idInstituicao, id);
    if (!usuario) throw notFound(USUARIOS_MESSAGES.notFound);
    return usuario;
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '',
      access: read,
      input: { query: usuariosListQuerySchema },
      response: { 200: apiResponseSchema(pageSchema(usuarioAdminSchema)) },
      summary: 'Lista os usuários da instituição (busca por nome, telefone ou e-mail; paginada)',
      async handler(request) {
        const { busca, ...page } = request.input.query;
        const data = await listUsuarios(app.db, principalOf(request).idInstituicao, busca, pageWindow(page));
        return { success: true, message: USUARIOS_MESSAGES.listed(data.total), data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/perfis',
      access: read,
      response: { 200: apiResponseSchema(v.array(perfilOpcaoSchema)) },
      summary: 'Perfis que podem ser atribuídos a um usuário (para o formulário)',
      async handler(request) {
        const data = await findPerfilOpcoes(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} perfil(is).`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:id',
      access: read,
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema(usuarioAdminSchema) },
      summary: 'Um usuário da instituição',
      async handler(request) {
        const data = await loadOr404(principalOf(request).idInstituicao, request.input.params.id);
        return { success: true, message: USUARIOS_MESSAGES.found, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '',
      access: create,
      input: { body: usuarioAdminInputSchema },
      response: { 201: apiResponseSchema(usuarioCriadoSchema) },
      summary: 'Cria um usuário com uma senha temporária, mostrada uma única vez',
      async handler(request, reply) {
        const { idInstituicao, idPerfil: idPerfilCaller } = principalOf(request);
        const input = request.input.body;
        const senhaTemporaria = generateTemporaryPassword();
        const senhaHash = await hashPassword(senhaTemporaria);
        const usuario = await app.db
          .transaction(async (tx) => {
            await assertValidInput(tx, idInstituicao, input);
            await assertCovers(tx, idPerfilCaller, input.idPerfil, USUARIOS_MESSAGES.perfilTooWide);
            const id = await insertUsuario(tx, idInstituicao, input, senhaHash);
            const created = await loadOr404(idInstituicao, id, tx);
            await app.audit.record(
              request,
              { acao: 'criar', entidade: 'usuario', idEntidade: id, antes: null, depois: snapshot(created) },
              tx,
            );
            return created;
          })
          .catch((error: unknown) => {
            // Two gestores creating the same phone at once: the unique index decides.
            throw isUniqueViolation(error) ? conflict(USUARIOS_MESSAGES.phoneInUse, 'telefone') : error;
          });
        reply.code(201);
        return { success: true, message: USUARIOS_MESSAGES.created, data: { usuario, senhaTemporaria } };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:id',
      access: update,
      input: { params: idParamsSchema, body: usuarioAdminInputSchema },
      response: { 200: apiResponseSchema(usuarioAdminSchema) },
      summary: 'Altera nome, telefone, e-mail, perfil e a marcação de gestor de um usuário',
      async handler(request) {
        const { idInstituicao, idUsuario, idPerfil: idPerfilCaller } = principalOf(request);
        const { id } = request.input.params;
        const input = request.input.body;
        let previous: UsuarioAdmin | undefined;
        const data = await app.db
          .transaction(async (tx) => {
            // Gestor changes of one institution queue here: two demotions at once cannot both see
            // the other gestor still active (the last-gestor rule holds under concurrency).
            await lockInstituicao(tx, idInstituicao);
            const before = await loadOr404(idInstituicao, id, tx);
            previous = before;
            if (before.idPerfil !== input.idPerfil) {
              await assertCovers(tx, idPerfilCaller, input.idPerfil, USUARIOS_MESSAGES.perfilTooWide);
            }
            if (before.gestor && !input.gestor) {
              if (id === idUsuario) throw badRequest(USUARIOS_MESSAGES.selfGestor);
              if (before.ativo && (await countGestoresAtivos(tx, idInstituicao)) <= 1)
                throw badRequest(USUARIOS_MESSAGES.lastGestor);
            }
            await assertValidInput(tx, idInstituicao, input, id);
            await updateUsuario(tx, idInstituicao, id, input);
            const after = await loadOr404(idInstituicao, id, tx);
            await app.audit.record(
              request,
              {
                acao: 'alterar',
                entidade: 'usuario',
                idEntidade: id,
                antes: snapshot(before),
                depois: snapshot(after),
              },
              tx,
            );
            return after;
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? conflict(USUARIOS_MESSAGES.phoneInUse, 'telefone') : error;
          });
        // Hub connections were authorised under the old profile or flag: they reconnect under the new one.
        if (previous && (previous.idPerfil !== data.idPerfil || previous.gestor !== data.gestor)) {
          await reconnectUserRealtime(app, id, USUARIOS_MESSAGES.permissionsChanged);
        }
        return { success: true, message: USUARIOS_MESSAGES.updated, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:id/ativo',
      access: update,
      input: { params: idParamsSchema, body: usuarioAtivoInputSchema },
      response: { 200: apiResponseSchema(usuarioAdminSchema) },
      summary: 'Ativa ou desativa um usuário (desativar encerra todas as sessões dele)',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { id } = request.input.params;
        const { ativo } = request.input.body;
        const data = await app.db.transaction(async (tx) => {
          await lockInstituicao(tx, idInstituicao);
          const before = await loadOr404(idInstituicao, id, tx);
          if (!ativo && id === idUsuario) throw badRequest(USUARIOS_MESSAGES.selfDisable);
          if (!ativo && before.gestor && before.ativo && (await countGestoresAtivos(tx, idInstituicao)) <= 1)
            throw badRequest(USUARIOS_MESSAGES.lastGestor);
          await setUsuarioAtivo(tx, idInstituicao, id, ativo);
          const after = await loadOr404(idInstituicao, id, tx);
          await app.audit.record(
            request,
            {
              acao: ativo ? 'ativar' : 'desativar',
              entidade: 'usuario',
              idEntidade: id,
              antes: { ativo: before.ativo },
              depois: { ativo: after.ativo },
            },
            tx,
          );
          return after;
        });
        if (!ativo) await disconnectUserRealtime(app, id, 'Usuário desativado.');
        return { success: true, message: ativo ? USUARIOS_MESSAGES.enabled : USUARIOS_MESSAGES.disabled, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:id/redefinir-senha',
      access: update,
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema(senhaTemporariaSchema) },
      summary: 'Gera uma senha temporária (mostrada uma única vez) e encerra as sessões do usuário',
      async handler(request) {
        const { idInstituicao, idUsuario, idPerfil: idPerfilCaller } = principalOf(request);
        const { id } = request.input.params;
        if (id === idUsuario) throw badRequest(USUARIOS_MESSAGES.selfReset);
        const senhaTemporaria = generateTemporaryPassword();
        const senhaHash = await hashPassword(senhaTemporaria);
        await app.db.transaction(async (tx) => {
          const target = await loadOr404(idInstituicao, id, tx);
          // A new password is a way in as that user: only for someone whose rights the caller holds.
          await assertCovers(tx, idPerfilCaller, target.idPerfil, USUARIOS_MESSAGES.resetTooWide);
          await resetSenha(tx, idInstituicao, id, senhaHash);
          await app.audit.record(
            request,
            { acao: 'redefinir-senha', entidade: 'usuario', idEntidade: id, antes: null, depois: null },
            tx,
          );
        });
        await disconnectUserRealtime(app, id, 'Senha redefinida pelo gestor.');
        return { success: true, message: USUARIOS_MESSAGES.passwordReset, data: { senhaTemporaria } };
      },
    }),
  );
};

export default usuariosRoutes;
