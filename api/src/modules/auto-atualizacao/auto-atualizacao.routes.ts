import {
  apiResponseSchema,
  POLITICA_ATUALIZACAO_PADRAO,
  politicaAtualizacaoInputSchema,
  politicaAtualizacaoSchema,
  type ModoAtualizacao,
  type PoliticaAtualizacao,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Queryable } from '../../plugins/database/db';

export const AUTO_ATUALIZACAO_MESSAGES = {
  found: 'Política de atualização do aplicativo.',
  updated: 'Política de atualização salva.',
} as const;

async function findPolitica(db: Queryable, idInstituicao: number): Promise<PoliticaAtualizacao> {
  const [row] = await db.query<{ intervaloMinutos: number; modo: ModoAtualizacao }>(
    'select intervalo_minutos as "intervaloMinutos", modo from auto_atualizacao where id_instituicao = $1',
    [idInstituicao],
  );
  return row ? { ...row, padrao: false } : { ...POLITICA_ATUALIZACAO_PADRAO };
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * The installed app's update policy (remote-admin › Atualização Automática; read by the host's
 * service worker). Mounted at /api/auto-atualizacao.
 */
const autoAtualizacaoRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '',
      // Public: the service worker may ask before anyone signs in (the route is unguarded in the
      // spec). With a current token it answers that user's institution; otherwise the defaults.
      access: 'public',
      response: { 200: apiResponseSchema(politicaAtualizacaoSchema) },
      summary: 'Política de atualização do aplicativo (da instituição do usuário, ou a padrão)',
      async handler(request) {
        const token = bearerToken(request);
        const principal = token ? await app.tokens.verify(token) : null;
        const data = principal
          ? await findPolitica(app.db, principal.idInstituicao)
          : { ...POLITICA_ATUALIZACAO_PADRAO };
        return { success: true, message: AUTO_ATUALIZACAO_MESSAGES.found, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '',
      access: { screen: 'auto-atualizacao-config', letter: 'U' },
      input: { body: politicaAtualizacaoInputSchema },
      response: { 200: apiResponseSchema(politicaAtualizacaoSchema) },
      summary: 'Altera o intervalo de verificação e o modo (automático ou perguntar)',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { intervaloMinutos, modo } = request.input.body;
        const data = await app.db.transaction(async (tx) => {
          const before = await findPolitica(tx, idInstituicao);
          await tx.query(
            `insert into auto_atualizacao (id_instituicao, intervalo_minutos, modo, id_usuario_alteracao)
             values ($1, $2, $3, $4)
             on conflict (id_instituicao) do update
               set intervalo_minutos = excluded.intervalo_minutos, modo = excluded.modo,
                   id_usuario_alteracao = excluded.id_usuario_alteracao, updated_at = now()`,
            [idInstituicao, intervaloMinutos, modo, idUsuario],
          );
          const after = await findPolitica(tx, idInstituicao);
          await app.audit.record(
            request,
            { acao: 'alterar', entidade: 'auto-atualizacao', idEntidade: idInstituicao, antes: before, depois: after },
            tx,
          );
          return after;
        });
        return { success: true, message: AUTO_ATUALIZACAO_MESSAGES.updated, data };
      },
    }),
  );
};

export default autoAtualizacaoRoutes;
