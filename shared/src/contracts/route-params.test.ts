import fc from 'fast-check';
import * as v from '@colabora/shared/schema';
import { idRef, idText, isIdValue, MAX_ID } from './route-params';

describe('ids from outside', () => {
  it('takes a body id from 1 to 2,147,483,647 (PostgreSQL integer), as path ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => {
        expect(v.parse(idRef('Etapa'), id)).toBe(id);
        expect(v.parse(idText('idEtapa'), String(id))).toBe(id);
        expect(isIdValue(id)).toBe(true);
      }),
    );
  });

  it('refuses larger, fractional, zero and negative ids with a message naming the field', () => {
    for (const id of [0, -1, 1.5, MAX_ID + 1, 1_099_511_627_776, 9_007_199_254_740_991, Number.NaN]) {
      const result = v.safeParse(idRef('Contato'), id);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(
        'Contato: identificador inválido (um número inteiro de 1 a 2.147.483.647).',
      );
      expect(isIdValue(id)).toBe(false);
    }
    expect(v.safeParse(idRef('Contato'), '12').success).toBe(false);
    expect(v.safeParse(idRef('Produto', 'Escolha o produto.'), 0).issues?.[0]?.message).toBe('Escolha o produto.');
  });
});
