import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  especialistaCanalSchema,
  apiResponseSchema,
  especialistaInputSchema,
  especialistaSchema,
  iaConfiguracaoSchema,
  idEspecialistaParamsSchema,
  type Especialista,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { publishConversaAtualizada } from '../chat/chat.events';
import { listCanais } from '../canais/canais.repository';
import { findChat } from '../chat/chat.queries';
import { ESPECIALISTAS_MESSAGES as MESSAGES } from './especialistas.messages';
import {
  deleteEspecialista,
  findEspecialista,
  listEspecialistas,
  saveEspecialista,
  type SaveOutcome,
} from './especialistas.repository';
import { iaConfiguracao, type IaConfig } from './ia-config';

const SCREEN = 'especialistas';
/**
 * Reading the specialists serves the three AI screens: the context editor and the playground pick
 * one from the list, so a profile with either of them reads it without the Especialistas screen.
 */
const readAny = { screen: SCREEN, letter: 'R', alsoScreens: ['contexto-editor', 'especialista-ia'] } as const;

/** A save's refusal as the form shows it, beside the field at fault. */
function refusal(outcome: Exclude<SaveOutcome, { kind: 'saved' }>): Error {
  switch (outcome.kind) {
    case 'not-found':
      return notFound(MESSAGES.notFound);
    case 'duplicate-name':
      return conflict(MESSAGES.duplicateName, 'nome');
    case 'invalid-canal':
      return badRequest(MESSAGES.invalidCanal(outcome.idCanal), 'idsCanais');
    case 'canal-taken':
      return conflict(MESSAGES.canalTaken(outcome.nome), 'idsCanais');
  }
}

/** The institution's AI specialists (screen 'especialistas'). Mounted at /api/especialistas. */
const especialistasRoutes: FastifyPluginAsync<{ ia: IaConfig | null }> = async (app, { ia }) => {
  /**
   * A model is chosen among those the operator offers (AI_MODELS), never named freely: a tenant
   * cannot make the server call a model it did not offer. With none offered there is nothing to
   * choose, so a specialist cannot be created yet. An edit that keeps the specialist's saved model
   * passes even if it is no longer offered (its knowledge, hours and channels stay editable); such
   * a model is never called: answer-chat.ts hands its conversations to staff.
   */
  const checkModelo = (modelo: string, salvo: string | null = null) => {
    if (modelo === salvo) return;
    if (!ia) throw badRequest(MESSAGES.semModelos, 'modelo');
    if (!ia.modelos.includes(modelo)) throw badRequest(MESSAGES.modeloNaoOferecido(ia.modelos), 'modelo');
  };
  const saved = (outcome: SaveOutcome): Especialista => {
    if (outcome.kind !== 'saved') throw refusal(outcome);
    return outcome.especialista;
  };

  app.route(
    defineRoute({
      method: 'GET',
      url: '/ia',
      access: readAny,
      response: { 200: apiResponseSchema(iaConfiguracaoSchema) },
      summary: 'O modelo de IA que o servidor oferece (modelos, ou o que configurar); nunca a chave',
      async handler() {
        const data = iaConfiguracao(ia);
        return { success: true, message: data.aviso ?? `${data.modelos.length} modelos disponíveis.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: readAny,
      response: { 200: apiResponseSchema(v.array(especialistaSchema)) },
      summary: 'Lista os especialistas de IA da instituição',
      async handler(request) {
        const data = await listEspecialistas(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} especialistas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/canais',
      access: { screen: SCREEN, letter: 'R' },
      response: { 200: apiResponseSchema(v.array(especialistaCanalSchema)) },
      summary: 'Os canais de WhatsApp que um especialista pode atender (nome e estado, sem QR)',
      async handler(request) {
        const canais = await listCanais(app.db, principalOf(request).idInstituicao);
        const data = canais.map(({ idCanal, nome, estado }) => ({ idCanal, nome, conectado: estado === 'conectado' }));
        return { success: true, message: `${data.length} canais.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idEspecialista',
      access: readAny,
      input: { params: idEspecialistaParamsSchema },
      response: { 200: apiResponseSchema(especialistaSchema) },
      summary: 'Um especialista de IA',
      async handler(request) {
        const data = await findEspecialista(
          app.db,
          principalOf(request).idInstituicao,
          request.input.params.idEspecialista,
        );
        if (!data) throw notFound(MESSAGES.notFound);
        return { success: true, message: data.nome, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: { screen: SCREEN, letter: 'C' },
      input: { body: especialistaInputSchema },
      response: { 201: apiResponseSchema(especialistaSchema) },
      summary: 'Cria um especialista de IA (canais: os da instituição, um especialista por canal)',
      async handler(request, reply) {
        checkModelo(request.input.body.modelo);
        const data = saved(
          await saveEspecialista(app.db, principalOf(request).idInstituicao, null, request.input.body),
        );
        reply.code(201);
        return { success: true, message: `Especialista ${data.nome} criado.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idEspecialista',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idEspecialistaParamsSchema, body: especialistaInputSchema },
      response: { 200: apiResponseSchema(especialistaSchema) },
      summary: 'Altera um especialista de IA',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idEspecialista } = request.input.params;
        // A missing specialist is "not found" before any complaint about the body.
        const atual = await findEspecialista(app.db, idInstituicao, idEspecialista);
        if (!atual) throw notFound(MESSAGES.notFound);
        checkModelo(request.input.body.modelo, atual.modelo);
        const data = saved(await saveEspecialista(app.db, idInstituicao, idEspecialista, request.input.body));
        return { success: true, message: `Especialista ${data.nome} salvo.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idEspecialista',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idEspecialistaParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui um especialista; as conversas dele voltam para a equipe',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const deleted = await deleteEspecialista(app.db, idInstituicao, request.input.params.idEspecialista);
        if (!deleted) throw notFound(MESSAGES.notFound);
        // Its conversations are staff's now: open chat screens show it without a reload.
        for (const idChat of deleted.idChats) {
          const chat = await findChat(app.db, idInstituicao, idChat);
          if (chat) await publishConversaAtualizada({ realtime: app.realtime, log: request.log }, chat);
        }
        return { success: true, message: 'Especialista excluído.' };
      },
    }),
  );
};

export default especialistasRoutes;
