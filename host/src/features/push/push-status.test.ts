import { PUSH_STATUS_LABELS, pushStatusFor } from './push-status';

describe('the Notificações state', () => {
  it('says Bloqueadas when this browser refuses, whatever the server has', () => {
    expect(pushStatusFor(true, 'denied')).toBe('bloqueadas');
    expect(pushStatusFor(false, 'denied')).toBe('bloqueadas');
  });

  it('says Indisponíveis without the Notification API, else what the server says', () => {
    expect(pushStatusFor(true, 'unsupported')).toBe('indisponiveis');
    expect(pushStatusFor(true, 'granted')).toBe('ativadas');
    expect(pushStatusFor(true, 'default')).toBe('ativadas');
    expect(pushStatusFor(false, 'granted')).toBe('desativadas');
  });

  it('speaks pt-BR', () => {
    expect(Object.values(PUSH_STATUS_LABELS)).toEqual(['Ativadas', 'Desativadas', 'Bloqueadas', 'Indisponíveis']);
  });
});
