import { createRepeatGuard, decideHttpFailure } from './http-error-policy';

describe('global HTTP failure policy (SPEC §8)', () => {
  it.each([0, 502, 503, 504])('status %i shows the offline toast', (status) => {
    expect(decideHttpFailure(status, '/api/x')).toEqual({
      kind: 'offline-toast',
      message: 'Sem comunicação com o servidor. Verifique sua conexão.',
    });
  });

  it.each([401, 403])('status %i expires the session', (status) => {
    expect(decideHttpFailure(status, '/api/x')).toEqual({
      kind: 'session-expired',
      message: 'Sessão expirada ou acesso negado. Faça login novamente.',
    });
  });

  it('ignores a 404 of a photo without logging', () => {
    expect(decideHttpFailure(404, '/api/Usuario/foto/me?upd=1')).toEqual({ kind: 'ignore' });
  });

  it('only logs a 400', () => {
    expect(decideHttpFailure(400, '/api/x').kind).toBe('log');
  });

  it('lets the offline toast through at most once per 5 s', () => {
    let now = 0;
    const guard = createRepeatGuard(5_000, () => now);
    expect(guard()).toBe(true);
    now = 4_999;
    expect(guard()).toBe(false);
    now = 5_000;
    expect(guard()).toBe(true);
  });
});
