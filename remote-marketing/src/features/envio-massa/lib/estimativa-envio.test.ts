import { RITMO_PADRAO } from '@colabora/shared/contracts';
import { estimativaEnvio } from './estimativa-envio';

const ritmo = { ...RITMO_PADRAO, intervaloSegundos: 20, jitterSegundos: 10, janelaInicio: '08:00', janelaFim: '20:00' };

describe('the duration said before a mass send starts', () => {
  it('counts the interval and half the variation per message, in the words people use', () => {
    expect(estimativaEnvio(1, ritmo)).toBe('Leva cerca de 25 s, das 08:00 às 20:00.');
    expect(estimativaEnvio(30, ritmo)).toBe('Leva cerca de 13 min, das 08:00 às 20:00.');
    expect(estimativaEnvio(300, ritmo)).toBe('Leva cerca de 2 h 5 min, das 08:00 às 20:00.');
  });

  it('spreads a run over days when the daily cap is lower than the recipients', () => {
    expect(estimativaEnvio(250, { ...ritmo, limiteDiario: 100 })).toBe(
      'Leva 3 dias de envio (limite de 100 por dia), das 08:00 às 20:00.',
    );
    expect(estimativaEnvio(80, { ...ritmo, limiteDiario: 100 })).toBe('Leva cerca de 33 min, das 08:00 às 20:00.');
  });
});
