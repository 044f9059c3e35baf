import { formatTelefone, initials } from './contact-format';

// The times of this file moved to shared/src/format/date-time.test.ts with their assertions.
describe('contact names and phones', () => {
  it('writes Brazilian phones the way people read them, and initials for avatars', () => {
    expect(formatTelefone('+5511988887777')).toBe('(11) 98888-7777');
    expect(formatTelefone('+551133334444')).toBe('(11) 3333-4444');
    expect(formatTelefone('+14155550100')).toBe('+14155550100');
    expect(initials('maria da silva')).toBe('MS');
    expect(initials('Ana')).toBe('A');
  });
});
