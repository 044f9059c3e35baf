import type { FastifyPluginAsync } from 'fastify';
import {
  alterarMinhaPresencaInputSchema,
  apiResponseSchema,
  minhaPresencaSchema,
  presencasSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { PresencaTracker } from './presenca-tracker';
import { definirAusente, listarPresencas, minhaPresenca } from './presenca.repository';

export type PresencaRoutesOptions = {
  tracker: PresencaTracker;
  /** The user is available again: their queues' waiting conversations (automatic assignment). */
  onDisponivel: (idInstituicao: number, idUsuario: number) => Promise<void>;
};

/**
 * Presence (ADR 0037), for every signed-in user: who of the institution is online, ausente or
 * offline, and the caller's own "ausente". Mounted at /api/presenca.
 */
const presencaRoutes: FastifyPluginAsync<PresencaRoutesOptions> = async (app, { tracker, onDisponivel }) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: 'authenticated',
      response: { 200: apiResponseSchema(presencasSchema) },
      summary: 'A presença (online, ausente, offline) de cada usuário ativo da instituição',
      async handler(request) {
        const data = await listarPresencas(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} usuários.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/minha',
      access: 'authenticated',
      response: { 200: apiResponseSchema(minhaPresencaSchema) },
      summary: 'A presença do usuário e se ele escolheu ficar ausente',
      async handler(request) {
        const data = await minhaPresenca(app.db, principalOf(request).idUsuario);
        return { success: true, message: data.ausente ? 'Você está ausente.' : 'Você está disponível.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/minha',
      access: 'authenticated',
      input: { body: alterarMinhaPresencaInputSchema },
      response: { 200: apiResponseSchema(minhaPresencaSchema) },
      summary:
        'O usuário fica ausente (não recebe conversas automaticamente) ou disponível; publica PresencaAtualizada',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const data = await definirAusente(app.db, idInstituicao, idUsuario, request.input.body.ausente);
        if (data.status !== 'offline') await tracker.anunciar(idInstituicao, idUsuario, data.status);
        if (data.status === 'online') await onDisponivel(idInstituicao, idUsuario);
        return {
          success: true,
          message: data.ausente
            ? 'Você está ausente: nenhuma conversa nova será atribuída a você.'
            : 'Você está disponível.',
          data,
        };
      },
    }),
  );
};

export default presencaRoutes;
