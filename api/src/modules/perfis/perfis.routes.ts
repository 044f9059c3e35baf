import * as v from 'valibot';
import {
  apiResponseSchema,
  idParamsSchema,
  perfilAcessoDetalheSchema,
  perfilAcessoInputSchema,
  perfilAcessoResumoSchema,
  permissaoMenuSchema,
  type PerfilAcessoDetalhe,
  type PerfilAcessoInput,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Queryable } from '../../plugins/database/db';
import { reconnectUserRealtime } from '../usuarios/disconnect-user-realtime';
import { describeExcess, excess, grantsOf, grantsOfPerfil } from './grant-cover';
import {
  countUsuariosDoPerfil,
  deletePerfil,
  findPerfil,
  insertPerfil,
  listPerfis,
  listTelas,
  lockPerfil,
  perfilNameTaken,
  renamePerfil,
  replacePermissoes,
  unknownMenuIds,
  usuariosDoPerfil,
} from './perfis.repository';

export const PERFIS_MESSAGES = {
  found: 'Perfil encontrado.',
  notFound: 'Perfil não encontrado.',
  created: 'Perfil criado.',
  updated: 'Perfil atualizado.',
  deleted: 'Perfil excluído.',
  nameTaken: 'Já existe um perfil com este nome.',
  unknownScreen: (ids: number[]) => `Tela desconhecida nas permissões: ${ids.join(', ')}.`,
  inUse: (total: number) => `Este perfil está em uso por ${total} ${total === 1 ? 'usuário' : 'usuários'}.`,
  selfLockout: 'Você não pode retirar do seu próprio perfil o acesso de edição a Perfis.',
  tooWide: (telas: string) => `Você não pode conceder permissões que o seu próprio perfil não tem: ${telas}.`,
  permissionsChanged: 'Suas permissões foram alteradas.',
} as const;

const screen = 'perfis';
const read = { screen, letter: 'R' } as const;
const create = { screen, letter: 'C', gestor: true } as const;
const update = { screen, letter: 'U', gestor: true } as const;
const remove = { screen, letter: 'D', gestor: true } as const;

/** Audit snapshot: the name and the granted screens only. */
const snapshot = (perfil: PerfilAcessoDetalhe) => ({
  nome: perfil.nome,
  permissoes: Object.fromEntries(perfil.permissoes.filter((p) => p.crud).map((p) => [p.rota, p.crud])),
});

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

async function assertValidInput(db: Queryable, idInstituicao: number, input: PerfilAcessoInput, exceptId?: number) {
  const unknown = await unknownMenuIds(
    db,
    input.permissoes.map((item) => item.idMenu),
  );
  if (unknown.length) throw badRequest(PERFIS_MESSAGES.unknownScreen(unknown), 'permissoes');
  if (await perfilNameTaken(db, idInstituicao, input.nome, exceptId)) throw conflict(PERFIS_MESSAGES.nameTaken, 'nome');
}

/**
 * A gestor grants no letter their own profile lacks (docs/decisions/0012). On an edit only what
 * the new matrix adds counts: taking letters away, or keeping those already there, is allowed.
 */
async function assertCovers(db: Queryable, idPerfilCaller: number, input: PerfilAcessoInput, idPerfil?: number) {
  const held = await grantsOfPerfil(db, idPerfilCaller);
  const before = idPerfil === undefined ? new Map() : await grantsOfPerfil(db, idPerfil);
  const over = excess(await grantsOf(db, input.permissoes), held, before);
  if (over.length) throw forbidden(PERFIS_MESSAGES.tooWide(describeExcess(over)));
}

/** Access profiles and their permission matrix (remote-admin › Perfis). Mounted at /api/perfis. */
const perfisRoutes: FastifyPluginAsync = async (app) => {
  async function loadOr404(idInstituicao: number, id: number, db: Queryable = app.db): Promise<PerfilAcessoDetalhe> {
    const perfil = await findPerfil(db, idInstituicao, id);
    if (!perfil) throw notFound(PERFIS_MESSAGES.notFound);
    return perfil;
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '',
      access: read,
      response: { 200: apiResponseSchema(v.array(perfilAcessoResumoSchema)) },
      summary: 'Lista os perfis da instituição com quantos usuários têm cada um',
      async handler(request) {
        const data = await listPerfis(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} perfil(is).`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/telas',
      access: read,
      response: { 200: apiResponseSchema(v.array(permissaoMenuSchema)) },
      summary: 'Telas que um perfil pode conceder (a matriz de um perfil novo)',
      async handler() {
        const data = await listTelas(app.db);
        return { success: true, message: `${data.length} telas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:id',
      access: read,
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema(perfilAcessoDetalheSchema) },
      summary: 'Um perfil com a matriz de permissões (todas as telas do menu)',
      async handler(request) {
        const data = await loadOr404(principalOf(request).idInstituicao, request.input.params.id);
        return { success: true, message: PERFIS_MESSAGES.found, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '',
      access: create,
      input: { body: perfilAcessoInputSchema },
      response: { 201: apiResponseSchema(perfilAcessoDetalheSchema) },
      summary: 'Cria um perfil com a sua matriz de permissões',
      async handler(request, reply) {
        const { idInstituicao, idPerfil: idPerfilCaller } = principalOf(request);
        const input = request.input.body;
        const data = await app.db
          .transaction(async (tx) => {
            await assertValidInput(tx, idInstituicao, input);
            await assertCovers(tx, idPerfilCaller, input);
            const id = await insertPerfil(tx, idInstituicao, input.nome);
            await replacePermissoes(tx, id, input.permissoes);
            const created = await loadOr404(idInstituicao, id, tx);
            await app.audit.record(
              request,
              { acao: 'criar', entidade: 'perfil', idEntidade: id, antes: null, depois: snapshot(created) },
              tx,
            );
            return created;
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? conflict(PERFIS_MESSAGES.nameTaken, 'nome') : error;
          });
        reply.code(201);
        return { success: true, message: PERFIS_MESSAGES.created, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:id',
      access: update,
      input: { params: idParamsSchema, body: perfilAcessoInputSchema },
      response: { 200: apiResponseSchema(perfilAcessoDetalheSchema) },
      summary: 'Renomeia o perfil e substitui a sua matriz de permissões',
      async handler(request) {
        const { idInstituicao, idPerfil } = principalOf(request);
        const { id } = request.input.params;
        const input = request.input.body;
        let afetados: number[] = [];
        const data = await app.db
          .transaction(async (tx) => {
            if (!(await lockPerfil(tx, idInstituicao, id))) throw notFound(PERFIS_MESSAGES.notFound);
            const before = await loadOr404(idInstituicao, id, tx);
            if (id === idPerfil) {
              // The caller's own profile: keep the way back in, or nobody could undo the change.
              const perfisMenu = before.permissoes.find((item) => item.rota === 'perfis');
              const kept = input.permissoes.find((item) => item.idMenu === perfisMenu?.idMenu)?.crud ?? '';
              if (!kept.includes('R') || !kept.includes('U')) throw badRequest(PERFIS_MESSAGES.selfLockout);
            }
            await assertValidInput(tx, idInstituicao, input, id);
            await assertCovers(tx, idPerfil, input, id);
            await renamePerfil(tx, idInstituicao, id, input.nome);
            await replacePermissoes(tx, id, input.permissoes);
            const after = await loadOr404(idInstituicao, id, tx);
            await app.audit.record(
              request,
              { acao: 'alterar', entidade: 'perfil', idEntidade: id, antes: snapshot(before), depois: snapshot(after) },
              tx,
            );
            if (JSON.stringify(snapshot(before).permissoes) !== JSON.stringify(snapshot(after).permissoes)) {
              afetados = await usuariosDoPerfil(tx, id);
            }
            return after;
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? conflict(PERFIS_MESSAGES.nameTaken, 'nome') : error;
          });
        // Hub connections were authorised under the old grants: they reconnect under the new ones.
        for (const idUsuario of afetados)
          await reconnectUserRealtime(app, idUsuario, PERFIS_MESSAGES.permissionsChanged);
        return { success: true, message: PERFIS_MESSAGES.updated, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:id',
      access: remove,
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui um perfil que nenhum usuário tem (409 quando em uso)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { id } = request.input.params;
        await app.db
          .transaction(async (tx) => {
            if (!(await lockPerfil(tx, idInstituicao, id))) throw notFound(PERFIS_MESSAGES.notFound);
            const before = await loadOr404(idInstituicao, id, tx);
            const total = await countUsuariosDoPerfil(tx, id);
            if (total > 0) throw conflict(PERFIS_MESSAGES.inUse(total));
            await deletePerfil(tx, idInstituicao, id);
            await app.audit.record(
              request,
              { acao: 'excluir', entidade: 'perfil', idEntidade: id, antes: snapshot(before), depois: null },
              tx,
            );
          })
          .catch(async (error: unknown) => {
            // A user given the profile between the count and the delete: the foreign key refuses.
            if ((error as { code?: string } | null)?.code === '23503') {
              throw conflict(PERFIS_MESSAGES.inUse(await countUsuariosDoPerfil(app.db, id)));
            }
            throw error;
          });
        return { success: true, message: PERFIS_MESSAGES.deleted };
      },
    }),
  );
};

export default perfisRoutes;
