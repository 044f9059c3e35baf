import fc from 'fast-check';
import { maskWithPattern } from './pattern-mask';

describe('maskWithPattern', () => {
  it('lays digits over the # slots', () => {
    expect(maskWithPattern('01310100', '#####-###')).toBe('01310-100');
  });

  it('never ends in a literal, so Backspace is never stuck on one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (digits) => {
        const masked = maskWithPattern(digits, '(##) #####-####');
        expect(masked === '' || /\d$/.test(masked)).toBe(true);
      }),
    );
  });
});
