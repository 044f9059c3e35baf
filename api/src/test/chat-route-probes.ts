import type { RouteProbe } from './probe-context';
import { agendada, canal, chat, mensagemDoOwner } from './probe-records';
import { TINY_PNG_BASE64 } from './tiny-files';

/*
 * Probes of the chat's routes (route-probes.ts says what a probe is): conversations, the agenda,
 * queues and routing, messages and WhatsApp channels.
 */

/** An Evolution v2 MESSAGES_UPSERT webhook body (the route answers 401 without the channel's secret). */
const webhookBody = () => ({
  event: 'messages.upsert',
  instance: 'matriz',
  data: {
    key: { remoteJid: '5511955550000@s.whatsapp.net', fromMe: false, id: 'MATRIZ0001' },
    pushName: 'Contato da matriz',
    message: { conversation: 'Olá da matriz' },
  },
});

export const CHAT_ROUTE_PROBES: Record<string, RouteProbe> = {
  // Chat: conversations and WhatsApp channels.
  'GET /api/chats': { query: () => ({ status: 'aberta,pendente', q: 'a', limit: '10' }) },
  'GET /api/chats/:idChat': { params: chat },
  'GET /api/chats/:idChat/mensagens': { params: chat, query: () => ({ limit: '10' }) },
  'POST /api/chats/:idChat/mensagens': { params: chat, body: () => ({ texto: 'Mensagem da matriz' }) },
  'PUT /api/chats/:idChat/status': { params: chat, body: () => ({ status: 'pendente' }) },
  'PUT /api/chats/:idChat/responsavel': { params: chat, body: () => ({ idUsuario: null }) },
  'PUT /api/chats/:idChat/lida': { params: chat },
  'GET /api/chats/:idChat/contato': { params: chat },
  'PUT /api/respostas-rapidas/:idRespostaRapida': {
    params: async (ctx) => ({ idRespostaRapida: await ctx.firstId('resposta_rapida', ctx.owner) }),
    body: () => ({ atalho: 'matriz', texto: 'Resposta da matriz' }),
  },
  'DELETE /api/respostas-rapidas/:idRespostaRapida': {
    params: async (ctx) => ({ idRespostaRapida: await ctx.firstId('resposta_rapida', ctx.owner) }),
  },
  'POST /api/chats/:idChat/notas': { params: chat, body: () => ({ texto: 'Nota da matriz' }) },
  'POST /api/chats/:idChat/conteudos': {
    params: chat,
    body: () => ({ tipo: 'localizacao', latitude: -23.55, longitude: -46.63, nome: 'Matriz' }),
  },
  'POST /api/chats/:idChat/conversa-com': {
    params: chat,
    body: () => ({ nome: 'Pessoa do cartão', telefone: '(11) 97777-0101' }),
  },
  // The agenda (ADR 0038): snooze, scheduled messages, labels, pins and views (agenda.seed.ts).
  'PUT /api/chats/:idChat/adiamento': {
    params: chat,
    body: () => ({ ate: new Date(Date.now() + 3_600_000).toISOString() }),
  },
  'DELETE /api/chats/:idChat/adiamento': { params: chat },
  'GET /api/chats/:idChat/agendadas': { params: chat },
  'POST /api/chats/:idChat/agendadas': {
    params: chat,
    body: () => ({ texto: 'Agendada da matriz', enviarEm: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  'DELETE /api/chats/:idChat/agendadas/:idAgendada': { params: agendada },
  'POST /api/chats/:idChat/agendadas/:idAgendada/tentar-de-novo': { params: agendada },
  'POST /api/chats/etiquetas': {
    body: () => ({ nome: `Etiqueta ${Math.random().toString(36).slice(2, 8)}`, cor: '#1565c0' }),
  },
  'DELETE /api/chats/etiquetas/:idEtiqueta': {
    params: async (ctx) => ({ idEtiqueta: await ctx.firstId('etiqueta', ctx.owner) }),
  },
  'PUT /api/chats/:idChat/etiquetas': {
    params: chat,
    body: async (ctx) => ({ idsEtiqueta: [await ctx.firstId('etiqueta', ctx.caller)] }),
  },
  'PUT /api/chats/:idChat/fixada': { params: chat },
  'DELETE /api/chats/:idChat/fixada': { params: chat },
  'POST /api/chats/visoes': {
    body: () => ({
      nome: `Visão ${Math.random().toString(36).slice(2, 8)}`,
      filtros: {
        status: ['aberta'],
        minhas: false,
        fila: '',
        etiqueta: null,
        responsavel: '',
        canal: null,
        naoLidas: true,
        esperandoMinutos: 30,
        adiadas: false,
      },
    }),
  },
  'DELETE /api/chats/visoes/:idVisao': {
    params: async (ctx) => ({ idVisao: await ctx.firstId('visao_salva', ctx.owner) }),
  },
  // Queues (ADR 0034): only the demo institution has them.
  'POST /api/chats/:idChat/transferencia': {
    params: chat,
    body: async (ctx) => ({ idUsuario: await ctx.firstId('usuario', ctx.caller), nota: 'Nota da matriz' }),
  },
  'PUT /api/filas/:idFila': {
    params: async (ctx) => ({ idFila: await ctx.firstId('fila', ctx.owner) }),
    body: () => ({
      nome: `Fila da matriz ${Math.random().toString(36).slice(2, 8)}`,
      cor: '#1565c0',
      opcaoSaudacao: null,
      idsMembros: [],
    }),
  },
  'DELETE /api/filas/:idFila': { params: async (ctx) => ({ idFila: await ctx.firstId('fila', ctx.owner) }) },
  'PUT /api/filas/canais/:idCanal': { params: canal, body: () => ({ idFilaPadrao: null, saudacao: false }) },
  // Routing of a queue and presence (ADR 0037).
  'PUT /api/filas/:idFila/roteamento': {
    params: async (ctx) => ({ idFila: await ctx.firstId('fila', ctx.owner) }),
    body: () => ({
      atribuicaoAutomatica: false,
      capacidade: 3,
      horario: { intervalos: [{ dia: 1, inicio: '08:00', fim: '18:00' }], feriados: ['2026-12-25'] },
      mensagemAusencia: null,
      idEspecialista: null,
    }),
  },
  'PUT /api/presenca/minha': { body: () => ({ ausente: false }) },
  'PUT /api/chats/:idChat/mensagens/:idMensagem/reacao': {
    params: (ctx) => mensagemDoOwner(ctx, 'entrada'),
    body: () => ({ emoji: '👍' }),
  },
  'PUT /api/chats/:idChat/mensagens/:idMensagem': {
    params: (ctx) => mensagemDoOwner(ctx, 'saida'),
    body: () => ({ texto: 'Texto corrigido' }),
  },
  'DELETE /api/chats/:idChat/mensagens/:idMensagem': { params: (ctx) => mensagemDoOwner(ctx, 'saida') },
  // A staff message of the owner's and its conversation (answers 409 unless it failed: still no leak).
  'POST /api/chats/:idChat/mensagens/:idMensagem/reenviar': { params: (ctx) => mensagemDoOwner(ctx, 'saida') },
  'POST /api/chats/:idChat/midias': {
    params: chat,
    body: () => ({ arquivo: `data:image/png;base64,${TINY_PNG_BASE64}`, nome: 'matriz.png', legenda: 'Da matriz' }),
  },
  'GET /api/chats/:idChat/mensagens/:idMensagem/midia': {
    // A message of the owner's and its conversation (the seed's photo from a contact, when there is one).
    params: async (ctx) => {
      const idMensagem = await ctx
        .firstId('mensagem', ctx.owner, "tipo <> 'texto'")
        .catch(() => ctx.firstId('mensagem', ctx.owner));
      const idChat = await ctx.firstId(
        'chat',
        ctx.owner,
        `id = (select id_chat from mensagem where id = ${idMensagem})`,
      );
      return { idChat, idMensagem };
    },
  },
  'DELETE /api/chats/:idChat': { params: chat },
  'POST /api/canais': { body: () => ({ nome: 'Canal da matriz', provider: 'simulador' }) },
  'DELETE /api/canais/:idCanal': { params: canal },
  'POST /api/canais/:idCanal/conectar': { params: canal },
  'POST /api/canais/:idCanal/desconectar': { params: canal },
  'POST /api/canais/:idCanal/webhook': { params: canal, body: webhookBody },
  'POST /api/canais/:idCanal/simulador/mensagens': {
    params: canal,
    body: () => ({ telefone: '(11) 95555-0000', nome: 'Contato da matriz', texto: 'Olá da matriz' }),
  },
  'POST /api/canais/:idCanal/simulador/acoes': {
    params: canal,
    body: () => ({
      telefone: '(11) 95555-0000',
      nome: 'Contato da matriz',
      acao: { tipo: 'localizacao', latitude: -23.55, longitude: -46.63, nome: 'Sede' },
    }),
  },
  'POST /api/canais/:idCanal/simulador/ler-qr': { params: canal },
  'GET /api/canais/:idCanal/simulador/enviadas': { params: canal },
  'POST /api/canais/:idCanal/links-qrcode': { params: canal },
  'DELETE /api/canais/:idCanal/links-qrcode': { params: canal },
  'GET /api/qrcode/:token': { crossTenant: { skip: 'o token de um link público não nomeia um registro pelo id' } },
};
