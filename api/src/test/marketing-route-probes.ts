import type { RouteProbe, ProbeContext } from './probe-context';
import { campanha, chat, contato, especialista, etapa, lead } from './probe-records';
import { TINY_PNG_BASE64 } from './tiny-files';

/*
 * Probes of the marketing and AI routes (route-probes.ts says what a probe is): birthdays, AI
 * specialists, campaigns and bulk sends, leads and the funnel, contacts and their consent.
 */

/** A valid campaign for the caller: its own channel, a unique name, a slow pace. */
const campanhaBody = async (ctx: ProbeContext) => ({
  nome: `Campanha da matriz ${Math.random().toString(36).slice(2, 8)}`,
  idCanal: await ctx.firstId('canal', ctx.caller),
  idEspecialista: null,
  variantes: ['Olá, {primeiroNome}!'],
  audiencia: { tags: ['matriz'], idsEtapas: [], idsContatos: [], todos: false },
  agendadaPara: null,
  ritmo: {
    intervaloSegundos: 30,
    jitterSegundos: 5,
    janelaInicio: '08:00',
    janelaFim: '20:00',
    dias: [1, 2, 3],
    limiteDiario: 100,
  },
});
const especialistaBody = () => ({
  nome: 'Especialista da matriz',
  descricao: 'Atende a matriz.',
  tom: 'cordial',
  // The seed's model: an edit may keep it; a new specialist is refused while no model is offered.
  modelo: 'gpt-4o-mini',
  temperatura: 0.5,
  historicoMensagens: 10,
  palavrasTransferencia: ['atendente'],
  transferenciaPelaIa: true,
  horario: null,
  ativo: false,
  idsCanais: [],
});

const leadBody = async (ctx: ProbeContext) => ({
  contato: { idContato: await ctx.firstId('contatos', ctx.caller) },
  idEtapa: await ctx.firstId('funil_etapa', ctx.caller, "tipo = 'aberta'"),
  valorCentavos: 100,
  idResponsavel: null,
  previsaoFechamento: null,
  origem: 'balcao',
  observacoes: null,
});

export const MARKETING_ROUTE_PROBES: Record<string, RouteProbe> = {
  // Aniversariantes (marketing): a contact of the owner's; the greeting needs a connected channel.
  'POST /api/aniversariantes/:idContato/felicitar': {
    params: async (ctx) => ({ idContato: await ctx.firstId('contatos', ctx.owner) }),
    body: () => ({ confirmarSemConsentimento: true }),
  },
  'GET /api/aniversariantes': { query: () => ({ periodo: 'mes-escolhido', quem: 'contatos', mes: '3' }) },
  'GET /api/aniversariantes/enviadas': { query: () => ({ ano: '2025' }) },
  'PUT /api/aniversariantes/configuracao': {
    body: () => ({ ativo: true, horario: '09:00', modelo: 'Parabéns, {primeiroNome}!' }),
  },

  // Especialistas de IA: a specialist of the owner's (the seed gives each institution one) and its versions.
  'GET /api/especialistas/:idEspecialista': { params: especialista },
  'PUT /api/especialistas/:idEspecialista': { params: especialista, body: especialistaBody },
  'DELETE /api/especialistas/:idEspecialista': { params: especialista },
  'POST /api/especialistas': { body: especialistaBody },
  'GET /api/especialistas/:idEspecialista/contexto': { params: especialista },
  'PUT /api/especialistas/:idEspecialista/contexto': {
    params: especialista,
    body: () => ({ secoes: [{ tipo: 'sobre', conteudo: 'Contexto da matriz', usarCatalogo: false }] }),
  },
  'GET /api/especialistas/:idEspecialista/contexto/versoes': { params: especialista },
  'POST /api/especialistas/:idEspecialista/contexto/versoes/:idVersao/restaurar': {
    params: async (ctx) => {
      const idVersao = await ctx.firstId('especialista_contexto_versao', ctx.owner);
      const idEspecialista = await ctx.firstId(
        'especialista',
        ctx.owner,
        `id = (select id_especialista from especialista_contexto_versao where id = ${idVersao})`,
      );
      return { idEspecialista, idVersao };
    },
  },
  'POST /api/especialistas/:idEspecialista/playground': {
    params: especialista,
    body: () => ({ mensagens: [{ papel: 'contato', texto: 'Olá da matriz' }] }),
  },
  'GET /api/especialistas/:idEspecialista/uso': { params: especialista, query: () => ({ dias: '7' }) },
  'PUT /api/chats/:idChat/especialista': { params: chat, body: () => ({ idEspecialista: null }) },

  // Campanhas and envio-massa: a campaign of the owner's (the seed gives each institution a draft).
  'GET /api/campanhas/:idCampanha': { params: campanha },
  'PUT /api/campanhas/:idCampanha': { params: campanha, body: campanhaBody },
  'DELETE /api/campanhas/:idCampanha': { params: campanha },
  'POST /api/campanhas': { body: campanhaBody },
  'POST /api/campanhas/previa': { body: campanhaBody },
  'PUT /api/campanhas/:idCampanha/midia': {
    params: campanha,
    body: () => ({ arquivo: `data:image/png;base64,${TINY_PNG_BASE64}`, nome: 'matriz.png' }),
  },
  'DELETE /api/campanhas/:idCampanha/midia': { params: campanha },
  'GET /api/campanhas/:idCampanha/midia': {
    // The seed's finished campaign went with a picture.
    params: async (ctx) => ({
      idCampanha: await ctx.firstId(
        'especialista_campanha',
        ctx.owner,
        'id in (select id_campanha from campanha_midia)',
      ),
    }),
  },
  'POST /api/envio-massa/:idCampanha/iniciar': { params: campanha },
  'POST /api/envio-massa/:idCampanha/pausar': { params: campanha },
  'POST /api/envio-massa/:idCampanha/retomar': { params: campanha },
  'POST /api/envio-massa/:idCampanha/cancelar': { params: campanha },
  'POST /api/envio-massa/:idCampanha/reenviar-falhas': { params: campanha },
  'GET /api/envio-massa/:idCampanha/destinatarios': { params: campanha, query: () => ({ status: 'enviado' }) },

  // Leads and funnel (marketing): a lead and a stage of the owner's (the seed gives Demonstração both).
  'GET /api/leads/:idLead': { params: lead },
  'PUT /api/leads/:idLead': { params: lead, body: leadBody },
  'PUT /api/leads/:idLead/etapa': {
    params: lead,
    body: async (ctx) => ({ idEtapa: await ctx.firstId('funil_etapa', ctx.caller, "tipo = 'aberta'") }),
  },
  'DELETE /api/leads/:idLead': { params: lead },
  'GET /api/leads/:idLead/historico': { params: lead },
  'POST /api/leads/da-conversa/:idChat': { params: chat },
  'GET /api/leads': { query: () => ({ q: 'a', ordem: 'valor', page: '1', pageSize: '10' }) },
  'POST /api/leads': { body: leadBody },
  // A lead id nobody has: valid, and the action changes nothing.
  'POST /api/leads/lote': { body: () => ({ acao: 'etiqueta', idsLeads: [999_999], tag: 'matriz' }) },
  'POST /api/leads/importar-etiqueta': {
    body: async (ctx) => ({
      tag: 'matriz',
      idEtapa: await ctx.firstId('funil_etapa', ctx.caller, "tipo = 'aberta'"),
      origem: 'campanha',
    }),
  },
  'PUT /api/funil/etapas/:idEtapa': { params: etapa, body: () => ({ nome: 'Etapa da matriz', tipo: 'aberta' }) },
  'DELETE /api/funil/etapas/:idEtapa': { params: etapa },
  'POST /api/funil/etapas': { body: () => ({ nome: 'Etapa da matriz', tipo: 'aberta' }) },
  'PUT /api/funil/etapas/ordem': {
    body: async (ctx) => ({ idsEtapas: [await ctx.firstId('funil_etapa', ctx.caller)] }),
  },
  'GET /api/contatos/:idContato/audiencia': { params: contato },
  'PUT /api/contatos/:idContato/consentimento': {
    params: contato,
    body: () => ({ marketing: true, origem: 'manual' }),
  },
  'GET /api/contatos/:idContato': { params: contato },
  'POST /api/contatos/etiquetas': {
    body: async (ctx) => ({ idsContatos: [await ctx.firstId('contatos', ctx.caller)], tag: 'matriz' }),
  },
  'POST /api/contatos/:idContato/consentimento/registrar': {
    params: contato,
    body: () => ({ nota: 'Autorizou por telefone (matriz).' }),
  },
  'POST /api/contatos/:idContato/consentimento/revogar': { params: contato, body: () => ({ nota: null }) },
  // The owner's contact stays, a contact of the caller would join it: another institution's is 404 (ADR 0035).
  'POST /api/contatos/:idContato/mesclar': {
    params: contato,
    body: async (ctx) => ({ idMesclado: await ctx.firstId('contatos', ctx.caller) }),
  },
};
