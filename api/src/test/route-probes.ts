/**
 * How the generated suites (route-matrix.test.ts, bad-input.test.ts) call each route. Every /api
 * route is covered automatically from `app.routeAccessTable`; a route that names a record in its
 * path (`:id`, `:idUsuario`...) needs an entry here, or the matrix fails saying so.
 *
 * Adding a route? Add `'METHOD /api/path/:id'` (exactly as in the route table) here, or for a chat
 * or marketing route in chat-route-probes.ts / marketing-route-probes.ts, with:
 * - `params(ctx)`: the path parameters naming a record of `ctx.owner` (the matrix calls it for a
 *   record of 'Instituição Demonstração' as the gestor of 'Instituição Vizinha' and expects 404);
 * - `body(ctx)` / `query(ctx)`: a body / query that passes validation for a caller of
 *   `ctx.caller`, so the request reaches the tenancy check (and the bad-input suite mutates it);
 * - or `crossTenant: { skip: 'why' }` when the id names nothing owned by an institution.
 * Routes without path parameters need an entry only to give a valid body or query.
 */
import { FORMAS_PAGAMENTO, PEDIDO_ORIGENS, PEDIDO_STATUS, type CrudLetter } from '@colabora/shared/contracts';
import { CHAT_ROUTE_PROBES } from './chat-route-probes';
import { MARKETING_ROUTE_PROBES } from './marketing-route-probes';
import type { ProbeContext, RouteProbe } from './probe-context';
import { perfil, pedido, produto, usuario } from './probe-records';
import { TINY_PNG_BASE64 } from './tiny-files';

export { probeContext, type ProbeContext, type RouteProbe } from './probe-context';
export { TINY_PNG_BASE64 } from './tiny-files';

/** The one picture upload body (imagemUploadSchema) with the tiny PNG. */
const imagemBody = () => ({ imagem: `data:image/png;base64,${TINY_PNG_BASE64}` });

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

  ...CHAT_ROUTE_PROBES,

  ...MARKETING_ROUTE_PROBES,

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
  // The batch: each GET inside it is checked as if it came alone (lote.routes.test.ts).
  'GET /api/lote': { query: () => ({ get: '/api/menu/me' }) },
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

/** The route's URL with its path parameters filled in. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '1')));
}

/** The key of a route in ROUTE_PROBES. */
export const probeKey = (method: string, url: string) => `${method} ${url}`;

/** The letters a profile holds on a screen when it lacks exactly `letter`. */
export const lettersWithout = (letter: CrudLetter) => 'CRUD'.replace(letter, '');
