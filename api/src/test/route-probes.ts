/**
 * How the generated suites (route-matrix.test.ts, bad-input.test.ts) call each route. Every /api
 * route is covered automatically from `app.routeAccessTable`; a route that names a record in its
 * path (`:id`, `:idUsuario`...) needs an entry here, or the matrix fails saying so.
 *
 * Adding a route? Add `'METHOD /api/path/:id'` (exactly as in the route table) with:
 * - `params(ctx)`: the path parameters naming a record of `ctx.owner` (the matrix calls it for a
 *   record of 'Instituição Demonstração' as the gestor of 'Instituição Vizinha' and expects 404);
 * - `body(ctx)` / `query(ctx)`: a body / query that passes validation for a caller of
 *   `ctx.caller`, so the request reaches the tenancy check (and the bad-input suite mutates it);
 * - or `crossTenant: { skip: 'why' }` when the id names nothing owned by an institution.
 * Routes without path parameters need an entry only to give a valid body or query.
 */
import { FORMAS_PAGAMENTO, PEDIDO_ORIGENS, PEDIDO_STATUS, type CrudLetter } from '@colabora/shared/contracts';
import type { Queryable } from '../plugins/database/db';

export type ProbeContext = {
  db: Queryable;
  /** Institution of the caller making the request: a body must be valid for it. */
  caller: number;
  /** Institution that owns the record named in the path. */
  owner: number;
  /** The smallest id in `table` belonging to `idInstituicao` (optionally narrowed); throws if none. */
  firstId(table: string, idInstituicao: number, where?: string): Promise<number>;
};

type Values = Record<string, string | number>;

export type RouteProbe = {
  params?: (ctx: ProbeContext) => Promise<Values> | Values;
  body?: (ctx: ProbeContext) => Promise<unknown> | unknown;
  query?: (ctx: ProbeContext) => Promise<Record<string, string>> | Record<string, string>;
  /** The id does not name a record of an institution (public codes, the caller's own id...). */
  crossTenant?: { skip: string };
};

/** A 1×1 transparent PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** The one picture upload body (imagemUploadSchema) with that PNG. */
const imagemBody = () => ({ imagem: `data:image/png;base64,${TINY_PNG_BASE64}` });

const produto = async (ctx: ProbeContext) => ({ id: await ctx.firstId('produto_servico', ctx.owner) });
const pedido = async (ctx: ProbeContext) => ({ id: await ctx.firstId('pedido', ctx.owner) });
const usuario = async (ctx: ProbeContext) => ({ id: await ctx.firstId('usuario', ctx.owner) });
const perfil = async (ctx: ProbeContext) => ({ id: await ctx.firstId('perfil', ctx.owner) });
const chat = async (ctx: ProbeContext) => ({ idChat: await ctx.firstId('chat', ctx.owner) });
const canal = async (ctx: ProbeContext) => ({ idCanal: await ctx.firstId('canal', ctx.owner) });
/** A scheduled message of the owner's (agenda.seed.ts), and its conversation. */
const agendada = async (ctx: ProbeContext) => {
  const idAgendada = await ctx.firstId('mensagem_agendada', ctx.owner);
  const idChat = await ctx.firstId(
    'chat',
    ctx.owner,
    `id = (select id_chat from mensagem_agendada where id = ${idAgendada})`,
  );
  return { idChat, idAgendada };
};
/** A message of the owner's, of the contact's or staff's, and its conversation. */
const mensagemDoOwner = async (ctx: ProbeContext, direcao: 'entrada' | 'saida') => {
  const idMensagem = await ctx.firstId('mensagem', ctx.owner, `direcao = '${direcao}'`);
  const idChat = await ctx.firstId('chat', ctx.owner, `id = (select id_chat from mensagem where id = ${idMensagem})`);
  return { idChat, idMensagem };
};
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

const campanha = async (ctx: ProbeContext) => ({ idCampanha: await ctx.firstId('especialista_campanha', ctx.owner) });
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
const especialista = async (ctx: ProbeContext) => ({ idEspecialista: await ctx.firstId('especialista', ctx.owner) });
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

const lead = async (ctx: ProbeContext) => ({ idLead: await ctx.firstId('lead', ctx.owner) });
const etapa = async (ctx: ProbeContext) => ({ idEtapa: await ctx.firstId('funil_etapa', ctx.owner) });
const contato = async (ctx: ProbeContext) => ({ idContato: await ctx.firstId('contatos', ctx.owner) });
const leadBody = async (ctx: ProbeContext) => ({
  contato: { idContato: await ctx.firstId('contatos', ctx.caller) },
  idEtapa: await ctx.firstId('funil_etapa', ctx.caller, "tipo = 'aberta'"),
  valorCentavos: 100,
  idResponsavel: null,
  previsaoFechamento: null,
  origem: 'balcao',
  observacoes: null,
});

const produtoBody = () => ({ nome: 'Produto da matriz', descricao: '', categoria: 'Teste', precoCentavos: 100 });
const pedidoBody = async (ctx: ProbeContext) => ({
  cliente: { nome: 'Cliente da matriz', telefone: '(11) 98888-7777' },
  itens: [{ idProdutoServico: await ctx.firstId('produto_servico', ctx.caller, 'ativo'), quantidade: 1 }],
  observacoes: null,
  formaPagamento: FORMAS_PAGAMENTO[0],
  origem: PEDIDO_ORIGENS[0],
});
const usuarioBody = async (ctx: ProbeContext) => ({
  nome: 'Usuário da matriz',
  telefone: '(11) 97777-0000',
  email: '',
  idPerfil: await ctx.firstId('perfil', ctx.caller),
  gestor: false,
});
const perfilBody = () => ({ nome: 'Perfil da matriz', permissoes: [{ idMenu: 1, crud: 'R' }] });

export const ROUTE_PROBES: Record<string, RouteProbe> = {
  // Push (host): the user id is in the path; another institution's user is not found.
  'GET /api/Usuario/verificar-push-notification/:idUsuario': {
    params: async (ctx) => ({ idUsuario: (await usuario(ctx)).id }),
  },

  // Produtos e serviços (pedidos module).
  'GET /api/produtos-servicos/:id': { params: produto },
  'PUT /api/produtos-servicos/:id': { params: produto, body: produtoBody },
  'DELETE /api/produtos-servicos/:id': { params: produto },
  'GET /api/produtos-servicos/:id/foto': { params: produto },
  'PUT /api/produtos-servicos/:id/foto': { params: produto, body: imagemBody },
  'DELETE /api/produtos-servicos/:id/foto': { params: produto },
  'POST /api/produtos-servicos': { body: produtoBody },

  // Pedidos.
  'GET /api/pedidos/:id': { params: pedido },
  'PUT /api/pedidos/:id': { params: pedido, body: pedidoBody },
  'PATCH /api/pedidos/:id/status': { params: pedido, body: () => ({ status: PEDIDO_STATUS[1] }) },
  'POST /api/pedidos': { body: pedidoBody },

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

  // Usuários (admin).
  'GET /api/usuarios/:id': { params: usuario },
  'PUT /api/usuarios/:id': { params: usuario, body: usuarioBody },
  'PUT /api/usuarios/:id/ativo': { params: usuario, body: () => ({ ativo: true }) },
  'POST /api/usuarios/:id/redefinir-senha': { params: usuario },
  'POST /api/usuarios': { body: usuarioBody },

  // Perfis (admin).
  'GET /api/perfis/:id': { params: perfil },
  'PUT /api/perfis/:id': { params: perfil, body: perfilBody },
  'DELETE /api/perfis/:id': { params: perfil },
  'POST /api/perfis': { body: perfilBody },

  // Instituição, auto-atualização, contatos and dashboard (admin): no ids in the paths (the
  // institution is the token's); valid bodies and queries for the bad-input suite.
  'PUT /api/instituicao': {
    body: async (ctx) => {
      const [own] = await ctx.db.query<{ razaoSocial: string; cnpj: string; codigo: string }>(
        'select razao_social as "razaoSocial", cnpj, codigo from instituicao where id = $1',
        [ctx.caller],
      );
      return { ...own, cidade: 'São Paulo', uf: 'SP', dpoNome: 'Encarregado da matriz', dpoEmail: 'dpo@matriz.com.br' };
    },
  },
  'PUT /api/instituicao/logo': { body: imagemBody },
  'PUT /api/auto-atualizacao': { body: () => ({ intervaloMinutos: 30, modo: 'perguntar' }) },
  'POST /api/contatos/importar': {
    query: () => ({ confirmar: 'false' }),
    body: () => ({ csv: 'nome;telefone\nContato da matriz;(11) 96666-0000' }),
  },
  'GET /api/dashboard-presidente': { query: () => ({ dias: '30' }) },
  'GET /api/relatorios/atendimento': { query: () => ({ dias: '30' }) },
  'GET /api/relatorios/campanhas': { query: () => ({ dias: '30' }) },
  'GET /api/relatorios/equipe': { query: () => ({ dias: '30' }) },
  'GET /api/relatorios/satisfacao': { query: () => ({ dias: '30' }) },
  'GET /api/relatorios/ia': { query: () => ({ dias: '30' }) },
  'GET /api/contatos/busca': { query: () => ({ q: 'a' }) },
  'GET /api/usuarios': { query: () => ({ busca: 'ana', page: '1', pageSize: '20' }) },

  // Meu Perfil (host).
  'POST /api/usuario/foto/me': { body: imagemBody },

  // Auth.
  'POST /api/auth/login': { body: () => ({ telefone: '(11) 90000-0000', senha: 'senha-da-matriz' }) },
  'PUT /api/auth/alterar-senha': {
    body: () => ({ senhaAtual: 'errada-da-matriz', novaSenha: 'Nova#Senha2025', confirmarNovaSenha: 'Nova#Senha2025' }),
  },
};

/** A ProbeContext over `db`. */
export function probeContext(db: Queryable, caller: number, owner: number): ProbeContext {
  return {
    db,
    caller,
    owner,
    async firstId(table, idInstituicao, where) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`tabela inválida: ${table}`);
      const [row] = await db.query<{ id: number }>(
        `select id from ${table} where id_instituicao = $1 ${where ? `and (${where})` : ''} order by id limit 1`,
        [idInstituicao],
      );
      if (!row) throw new Error(`route-probes: nenhum registro em ${table} da instituição ${idInstituicao}`);
      return row.id;
    },
  };
}

/** The route's URL with its path parameters filled in. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '1')));
}

/** The key of a route in ROUTE_PROBES. */
export const probeKey = (method: string, url: string) => `${method} ${url}`;

/** The letters a profile holds on a screen when it lacks exactly `letter`. */
export const lettersWithout = (letter: CrudLetter) => 'CRUD'.replace(letter, '');
