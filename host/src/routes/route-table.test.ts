import { ALWAYS_ALLOWED, effectiveRoutes, ROUTE_TABLE } from './route-table';

describe('the host route table (SPEC §2)', () => {
  it('declares the 30 routes of the seed, relatorios (#29), contatos (#28) and filas (#27), aniversariantes twice (34 declarations)', () => {
    expect(ROUTE_TABLE).toHaveLength(34);
    expect(ROUTE_TABLE.filter((r) => r.path === 'aniversariantes').map((r) => r.access)).toEqual(['guarded', 'public']);
  });

  it('keeps the first, guarded, aniversariantes', () => {
    const routes = effectiveRoutes();
    expect(routes).toHaveLength(33);
    expect(routes.find((r) => r.path === 'aniversariantes')?.access).toBe('guarded');
  });

  it('leaves produto-servico and auto-atualizacao-config unguarded, as the seed does', () => {
    const open = ROUTE_TABLE.filter((r) => r.access === 'open').map((r) => r.path);
    expect(open).toEqual(['produto-servico', 'auto-atualizacao-config']);
  });

  it('makes acesso, criar-conta, privacidade, termos and qrcode/:id public', () => {
    const publicPaths = effectiveRoutes()
      .filter((r) => r.access === 'public')
      .map((r) => r.path);
    expect(publicPaths.sort()).toEqual(['acesso', 'criar-conta', 'privacidade', 'qrcode/:id', 'termos']);
  });

  it('gives every remote route a module named after its path', () => {
    for (const route of ROUTE_TABLE) {
      if (route.owner.kind === 'remote') expect(route.owner.module).toBe(`./${route.path.split('/')[0]}`);
    }
  });

  it('allows the host-owned personal pages to every signed-in user', () => {
    for (const path of ALWAYS_ALLOWED) {
      expect(ROUTE_TABLE.find((r) => r.path === path)?.owner.kind).toBe('host');
    }
  });
});
