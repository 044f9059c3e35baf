import {
  apiResponseSchema,
  idContatoParamsSchema,
  MESCLAGEM_MESSAGES,
  mesclagemResultadoSchema,
  mesclarContatosInputSchema,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { publishChatDeleted, publishConversaAtualizada } from '../chat/chat.events';
import { findChat } from '../chat/chat.queries';
import { mesclarContatos } from './contatos-mesclagem.commands';

export const MESCLAGEM_ROUTE_MESSAGES = {
  notFound: 'Contato não encontrado.',
  mesclados: (nome: string) => `Contatos mesclados: tudo de «${nome}» agora está neste contato.`,
} as const;

/**
 * Merging two contacts of the Contacts screen (issue #28, docs/decisions/0035). Who may: whoever
 * may delete contacts (letter D on Contatos): a merge makes one contact record go, though nothing
 * it had is lost. Mounted by contatos-tela.routes.ts under /api/contatos.
 */
const contatosMesclagemRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idContato/mesclar',
      access: { screen: 'contatos', letter: 'D' },
      input: { params: idContatoParamsSchema, body: mesclarContatosInputSchema },
      response: { 200: apiResponseSchema(mesclagemResultadoSchema) },
      summary:
        'Mescla outro contato neste: conversas, leads, etiquetas, campos, campanhas e o histórico de consentimento; vale o consentimento mais restrito',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const idContato = request.input.params.idContato;
        const { idMesclado } = request.input.body;
        if (idMesclado === idContato) throw badRequest(MESCLAGEM_MESSAGES.mesmoContato, 'idMesclado');
        const resultado = await app.db.transaction((tx) =>
          mesclarContatos(tx, idInstituicao, idContato, idMesclado, { idUsuario, motivo: 'equipe' }),
        );
        if (!resultado) throw notFound(MESCLAGEM_ROUTE_MESSAGES.notFound);
        // The inbox follows: joined conversations leave the list, the others show their new contact.
        const sink = { realtime: app.realtime, log: request.log };
        for (const [, removida] of resultado.conversasJuntadas) await publishChatDeleted(sink, idInstituicao, removida);
        const mudadas = [...resultado.conversasMovidas, ...resultado.conversasJuntadas.map(([fica]) => fica)];
        for (const idChat of mudadas) {
          const chat = await findChat(app.db, idInstituicao, idChat);
          if (chat) await publishConversaAtualizada(sink, chat);
        }
        return { success: true, message: MESCLAGEM_ROUTE_MESSAGES.mesclados(resultado.nomeMesclado), data: resultado };
      },
    }),
  );
};

export default contatosMesclagemRoutes;
