import { espacoOcupado } from './espaco-ocupado';

describe('espacoOcupado', () => {
  it('says how much of what the specialist reads at once a text takes, in whole percent', () => {
    expect(espacoOcupado(300, 6000)).toBe('5%');
    expect(espacoOcupado(0, 6000)).toBe('0%');
    expect(espacoOcupado(10, 6000)).toBe('menos de 1%');
    expect(espacoOcupado(9000, 6000)).toBe('150%');
    expect(espacoOcupado(10, 0)).toBe('—');
  });
});
