import {
  apiResponseSchema,
  etapaSchema,
  idChatLeadParamsSchema,
  idLeadParamsSchema,
  importarEtiquetaInputSchema,
  importarEtiquetaResultadoSchema,
  leadHistoricoSchema,
  leadInputSchema,
  leadSchema,
  leadsLoteInputSchema,
  leadsLoteResultadoSchema,
  leadsPageSchema,
  listarLeadsQuerySchema,
  moverLeadInputSchema,
  responsavelSchema,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/http-error';
import { pageWindow } from '../../http/pagination';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { listResponsaveis } from '../chat/chat-people.queries';
import { findChat } from '../chat/chat.queries';
import { listEtapas } from './etapas.repository';
import { applyLote, importFromTag, leadFromChat } from './leads-lote.commands';
import { createLead, deleteLead, moveLead, updateLead } from './leads.commands';
import { findLead, listHistorico, listLeads } from './leads.queries';
import { publishLeadExcluido, publishLeadsAtualizados } from './marketing.events';
import { MARKETING_MESSAGES } from './marketing.messages';

const SCREEN = 'leads';
const read = { screen: SCREEN, letter: 'R' } as const;
const create = { screen: SCREEN, letter: 'C' } as const;
const update = { screen: SCREEN, letter: 'U' } as const;

/** The institution's leads (Leads screen; the funnel moves them too). Mounted at /api/leads. */
const leadsRoutes: FastifyPluginAsync = async (app) => {
  const sink = (request: FastifyRequest) => ({ realtime: app.realtime, log: request.log });

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: read,
      input: { query: listarLeadsQuerySchema },
      response: { 200: apiResponseSchema(leadsPageSchema) },
      summary: 'Lista os leads (etapa, responsável, origem, período, busca; ordenado e paginado)',
      async handler(request) {
        const { page, pageSize, q, de, ate, ...filters } = request.input.query;
        if (de && ate && de > ate) throw badRequest(MARKETING_MESSAGES.invalidPeriod, 'de');
        const data = await listLeads(
          app.db,
          principalOf(request).idInstituicao,
          { ...filters, de, ate, q: q || undefined },
          pageWindow({ page, pageSize }),
        );
        return { success: true, message: `${data.total} lead(s).`, data };
      },
    }),
  );

  // The stages for the list's filter and the lead form: a profile may hold Leads without the
  // Funil screen, so they are read here with the Leads letter too (the board needs Funil).
  app.route(
    defineRoute({
      method: 'GET',
      url: '/etapas',
      access: read,
      response: { 200: apiResponseSchema(v.array(etapaSchema)) },
      summary: 'As etapas do funil, em ordem (para filtrar e editar leads)',
      async handler(request) {
        const data = await listEtapas(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} etapa(s).`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/responsaveis',
      access: read,
      response: { 200: apiResponseSchema(v.array(responsavelSchema)) },
      summary: 'Os usuários ativos da instituição que podem ser responsáveis por um lead',
      async handler(request) {
        const data = await listResponsaveis(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} usuário(s).`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idLead',
      access: read,
      input: { params: idLeadParamsSchema },
      response: { 200: apiResponseSchema(leadSchema) },
      summary: 'Um lead',
      async handler(request) {
        const data = await findLead(app.db, principalOf(request).idInstituicao, request.input.params.idLead);
        if (!data) throw notFound(MARKETING_MESSAGES.leadNotFound);
        return { success: true, message: `Lead de ${data.contato.nome}.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idLead/historico',
      access: read,
      input: { params: idLeadParamsSchema },
      response: { 200: apiResponseSchema(v.array(leadHistoricoSchema)) },
      summary: 'O histórico do lead: cada mudança, com quem fez e quando',
      async handler(request) {
        const data = await listHistorico(app.db, principalOf(request).idInstituicao, request.input.params.idLead);
        if (!data) throw notFound(MARKETING_MESSAGES.leadNotFound);
        return { success: true, message: `${data.length} registro(s) no histórico.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: create,
      input: { body: leadInputSchema },
      response: { 201: apiResponseSchema(leadSchema) },
      summary: 'Cria um lead de um contato existente ou de um novo (nome e telefone); publica LeadAtualizado',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const lead = await app.db.transaction((tx) => createLead(tx, idInstituicao, idUsuario, request.input.body));
        await publishLeadsAtualizados(sink(request), idInstituicao, [lead]);
        reply.code(201);
        return { success: true, message: `Lead de ${lead.contato.nome} criado.`, data: lead };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idLead',
      access: update,
      input: { params: idLeadParamsSchema, body: leadInputSchema },
      response: { 200: apiResponseSchema(leadSchema) },
      summary: 'Altera o lead (contato, valor, responsável, previsão, origem, observações); publica LeadAtualizado',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { idLead } = request.input.params;
        const lead = await app.db.transaction((tx) =>
          updateLead(tx, idInstituicao, idUsuario, idLead, request.input.body),
        );
        if (!lead) throw notFound(MARKETING_MESSAGES.leadNotFound);
        await publishLeadsAtualizados(sink(request), idInstituicao, [lead]);
        return { success: true, message: `Lead de ${lead.contato.nome} atualizado.`, data: lead };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idLead/etapa',
      access: update,
      input: { params: idLeadParamsSchema, body: moverLeadInputSchema },
      response: { 200: apiResponseSchema(leadSchema) },
      summary: 'Move o lead de etapa (ganho pede o motivo; perdido, o motivo da perda); publica LeadAtualizado',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { idLead } = request.input.params;
        const outcome = await app.db.transaction((tx) =>
          moveLead(tx, idInstituicao, idUsuario, idLead, request.input.body),
        );
        if (outcome.kind === 'not-found') throw notFound(MARKETING_MESSAGES.leadNotFound);
        if (outcome.changed) await publishLeadsAtualizados(sink(request), idInstituicao, [outcome.lead]);
        return { success: true, message: `Lead de ${outcome.lead.contato.nome} movido.`, data: outcome.lead };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idLead',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idLeadParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui o lead e o histórico (o contato continua); publica LeadExcluido',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idLead } = request.input.params;
        if (!(await deleteLead(app.db, idInstituicao, idLead))) throw notFound(MARKETING_MESSAGES.leadNotFound);
        await publishLeadExcluido(sink(request), idInstituicao, idLead);
        return { success: true, message: 'Lead excluído.' };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/lote',
      access: update,
      input: { body: leadsLoteInputSchema },
      response: { 200: apiResponseSchema(leadsLoteResultadoSchema) },
      summary: 'Uma ação em vários leads: mover de etapa, definir responsável ou etiquetar; publica LeadAtualizado',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const leads = await app.db.transaction((tx) => applyLote(tx, idInstituicao, idUsuario, request.input.body));
        await publishLeadsAtualizados(sink(request), idInstituicao, leads);
        return {
          success: true,
          message: `${leads.length} lead(s) alterado(s).`,
          data: { alterados: leads.length, leads },
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/importar-etiqueta',
      access: create,
      rateLimit: 'heavy',
      input: { body: importarEtiquetaInputSchema },
      response: { 200: apiResponseSchema(importarEtiquetaResultadoSchema) },
      summary: 'Cria um lead para cada contato com a etiqueta (quem já tem lead aberto fica de fora)',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const data = await app.db.transaction((tx) => importFromTag(tx, idInstituicao, idUsuario, request.input.body));
        await publishLeadsAtualizados(sink(request), idInstituicao, data.leads);
        const ignorados = data.ignorados ? `; ${data.ignorados} já tinha(m) lead aberto` : '';
        return { success: true, message: `${data.criados} lead(s) criado(s)${ignorados}.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/da-conversa/:idChat',
      access: create,
      input: { params: idChatLeadParamsSchema },
      response: { 200: apiResponseSchema(leadSchema), 201: apiResponseSchema(leadSchema) },
      summary: 'O contato da conversa vira lead (origem WhatsApp); se já tem lead aberto, devolve esse',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const chat = await findChat(app.db, idInstituicao, request.input.params.idChat);
        if (!chat) throw notFound(MARKETING_MESSAGES.chatNotFound);
        const { lead, criado } = await app.db.transaction((tx) => leadFromChat(tx, idInstituicao, idUsuario, chat));
        if (!criado) return { success: true, message: `${lead.contato.nome} já é um lead aberto.`, data: lead };
        await publishLeadsAtualizados(sink(request), idInstituicao, [lead]);
        reply.code(201);
        return { success: true, message: `${lead.contato.nome} agora é um lead.`, data: lead };
      },
    }),
  );
};

export default leadsRoutes;
