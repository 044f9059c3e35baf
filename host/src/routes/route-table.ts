import type { RemoteModuleRef } from '../federation/load-remote-page';

/**
 * guarded: needs a signed-in user (else /acesso) and, unless always allowed, the route in the
 * user's server menu. public: anyone. open: the seed's unguarded routes (SPEC §2) — the page
 * loads for anyone, the data behind it still needs a token.
 */
export type RouteAccess = 'guarded' | 'public' | 'open';

export type HostPage =
  | 'acesso'
  | 'criar-conta'
  | 'alterarsenha'
  | 'privacidade'
  | 'termos'
  | 'menu'
  | 'meuperfil'
  | 'configuracoes'
  | 'menuportaria'
  | 'dashboard';

export type RouteOwner = { kind: 'host'; page: HostPage } | ({ kind: 'remote' } & RemoteModuleRef);

export type AppRoute = {
  /** Path without the leading slash; the menu item's `rota` matches its first segment. */
  path: string;
  title: string;
  access: RouteAccess;
  owner: RouteOwner;
};

const host = (page: HostPage): RouteOwner => ({ kind: 'host', page });
const remote = (name: string, module: string, options: { prefetch?: true } = {}): RouteOwner => ({
  kind: 'remote',
  remote: name,
  module,
  ...options,
});

/** Every route of SPEC §2, in the seed's order, with its access and owner (DESIGN §1). */
export const ROUTE_TABLE: readonly AppRoute[] = [
  { path: 'dashboard', title: 'Início', access: 'guarded', owner: host('dashboard') },
  {
    path: 'funil',
    title: 'Funil de vendas',
    access: 'guarded',
    owner: remote('remote_marketing', './funil', { prefetch: true }),
  },
  { path: 'acesso', title: 'Acessar o sistema', access: 'public', owner: host('acesso') },
  { path: 'criar-conta', title: 'Criar conta', access: 'public', owner: host('criar-conta') },
  { path: 'alterarsenha', title: 'Alterar minha senha', access: 'guarded', owner: host('alterarsenha') },
  { path: 'privacidade', title: 'Privacidade (LGPD)', access: 'public', owner: host('privacidade') },
  { path: 'termos', title: 'Termos de uso', access: 'public', owner: host('termos') },
  { path: 'usuarios', title: 'Usuários', access: 'guarded', owner: remote('remote_admin', './usuarios') },
  { path: 'instituicao', title: 'Instituição', access: 'guarded', owner: remote('remote_admin', './instituicao') },
  { path: 'menu', title: 'Menu', access: 'guarded', owner: host('menu') },
  { path: 'meuperfil', title: 'Meu perfil', access: 'guarded', owner: host('meuperfil') },
  { path: 'configuracoes', title: 'Configurações', access: 'guarded', owner: host('configuracoes') },
  { path: 'especialistas', title: 'Especialistas', access: 'guarded', owner: remote('remote_chat', './especialistas') },
  { path: 'leads', title: 'Leads', access: 'guarded', owner: remote('remote_marketing', './leads') },
  // Issue #28: contacts and their LGPD consent, beside the leads (not in SPEC §2's seed list).
  { path: 'contatos', title: 'Contatos', access: 'guarded', owner: remote('remote_marketing', './contatos') },
  { path: 'perfis', title: 'Perfis', access: 'guarded', owner: remote('remote_admin', './perfis') },
  { path: 'chat', title: 'Chat', access: 'guarded', owner: remote('remote_chat', './chat', { prefetch: true }) },
  {
    path: 'especialista-ia',
    title: 'Especialista IA',
    access: 'guarded',
    owner: remote('remote_chat', './especialista-ia'),
  },
  {
    path: 'aniversariantes',
    title: 'Aniversariantes',
    access: 'guarded',
    owner: remote('remote_marketing', './aniversariantes'),
  },
  { path: 'enviar-dados', title: 'Enviar dados', access: 'guarded', owner: remote('remote_admin', './enviar-dados') },
  {
    path: 'dashboard-presidente',
    title: 'Dashboard do presidente',
    access: 'guarded',
    owner: remote('remote_admin', './dashboard-presidente'),
  },
  { path: 'relatorios', title: 'Relatórios', access: 'guarded', owner: remote('remote_admin', './relatorios') },
  { path: 'filas', title: 'Filas', access: 'guarded', owner: remote('remote_chat', './filas') },
  { path: 'qrcode/:id', title: 'QR Code', access: 'public', owner: remote('remote_chat', './qrcode') },
  {
    path: 'whatsapp-qrcode',
    title: 'Conectar WhatsApp',
    access: 'guarded',
    owner: remote('remote_chat', './whatsapp-qrcode'),
  },
  { path: 'campanhas', title: 'Campanhas', access: 'guarded', owner: remote('remote_marketing', './campanhas') },
  { path: 'menuportaria', title: 'Menu da portaria', access: 'guarded', owner: host('menuportaria') },
  {
    path: 'envio-massa',
    title: 'Envio em massa',
    access: 'guarded',
    owner: remote('remote_marketing', './envio-massa'),
  },
  {
    path: 'pedidos',
    title: 'Pedidos',
    access: 'guarded',
    owner: remote('remote_pedidos', './pedidos', { prefetch: true }),
  },
  {
    path: 'contexto-editor',
    title: 'Editor de contexto',
    access: 'guarded',
    owner: remote('remote_chat', './contexto-editor'),
  },
  {
    path: 'produto-servico',
    title: 'Produtos e serviços',
    access: 'open',
    owner: remote('remote_pedidos', './produto-servico'),
  },
  {
    path: 'auto-atualizacao-config',
    title: 'Auto-atualização',
    access: 'open',
    owner: remote('remote_admin', './auto-atualizacao-config'),
  },
  {
    path: 'json-campanha',
    title: 'JSON da campanha',
    access: 'guarded',
    owner: remote('remote_marketing', './json-campanha'),
  },
  // The seed declares 'aniversariantes' a second time, public; the first (guarded) wins.
  {
    path: 'aniversariantes',
    title: 'Aniversariantes',
    access: 'public',
    owner: remote('remote_marketing', './aniversariantes'),
  },
];

/** Guarded routes every signed-in user may open, whatever the server menu says (DESIGN §2). */
export const ALWAYS_ALLOWED: ReadonlySet<string> = new Set([
  'dashboard',
  'menu',
  'meuperfil',
  'alterarsenha',
  'configuracoes',
]);

/** The route table as the router sees it: first declaration of a path wins. */
export function effectiveRoutes(table: readonly AppRoute[] = ROUTE_TABLE): AppRoute[] {
  const seen = new Set<string>();
  return table.filter((route) => {
    if (seen.has(route.path)) return false;
    seen.add(route.path);
    return true;
  });
}

/** The menu `rota` a route is matched by: its first path segment. */
export function menuKeyOf(route: Pick<AppRoute, 'path'>): string {
  return route.path.split('/')[0] ?? route.path;
}
