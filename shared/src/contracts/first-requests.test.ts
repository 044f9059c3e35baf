import { expandFirstRequest } from './first-requests';

const now = new Date('2026-11-28T02:30:00Z'); // still the 27th in São Paulo

describe('expandFirstRequest', () => {
  it('fills in São Paulo days counted from now', () => {
    expect(expandFirstRequest('/api/pedidos?de={diaSP:-6}&ate={diaSP:0}', { path: '/', now })).toBe(
      '/api/pedidos?de=2026-11-21&ate=2026-11-27',
    );
  });

  it('fills in the number after the screen path, and skips the request without one', () => {
    expect(expandFirstRequest('/api/chats/{id}/mensagens?limit=50', { path: '/42', now })).toBe(
      '/api/chats/42/mensagens?limit=50',
    );
    expect(expandFirstRequest('/api/chats/{id}', { path: '/', now })).toBeNull();
    expect(expandFirstRequest('/api/chats/{id}', { path: '/42/contato', now })).toBeNull();
  });

  it('refuses what is not a path of this origin or keeps an unknown token', () => {
    expect(expandFirstRequest('https://outro.exemplo/api', { path: '/', now })).toBeNull();
    expect(expandFirstRequest('/api/x?y={desconhecido}', { path: '/', now })).toBeNull();
  });
});
