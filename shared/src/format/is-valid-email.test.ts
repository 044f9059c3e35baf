import fc from 'fast-check';
import { isValidEmail } from './is-valid-email';

describe('isValidEmail', () => {
  it.each(['ana@demo.org', 'ana.souza+pedidos@instituicao.org.br', 'a_b-c@sub-dominio.com.br', "o'neil@x.io"])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ['', 'empty'],
    ['ana souza@demo.org', 'a space inside'],
    [' ana@demo.org', 'a leading space'],
    ['ana@demo.org ', 'a trailing space'],
    ['ana\t@demo.org', 'a tab'],
    ['anademo.org', 'no @'],
    ['@demo.org', 'no local part'],
    ['ana@', 'no domain'],
    ['ana@demo', 'a domain without a dot'],
    ['ana@demo..org', 'an empty domain label'],
    ['ana@-demo.org', 'a label starting with a hyphen'],
    ['ana@@demo.org', 'two @'],
    ['ana(x)@demo.org', 'characters outside the allowed set'],
    [`${'a'.repeat(65)}@demo.org`, 'a local part over 64 characters'],
  ])('rejects %j (%s)', (email) => expect(isValidEmail(email)).toBe(false));

  it('rejects null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });

  it('accepts generated RFC addresses with a dotted domain', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254),
        (email) => expect(isValidEmail(email)).toBe(true),
      ),
    );
  });

  it('rejects any address with whitespace inserted anywhere', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), fc.constantFrom(' ', '\t', '\u00a0', '\n'), (email, at, space) => {
        const index = at % (email.length + 1);
        expect(isValidEmail(email.slice(0, index) + space + email.slice(index))).toBe(false);
      }),
    );
  });
});
