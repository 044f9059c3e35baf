import { formatDaySeparator, formatListTime, formatTelefone, initials } from './format-chat-time';

describe('chat times and names', () => {
  const now = new Date('2026-11-22T15:00:00Z'); // 12:00 in São Paulo

  it('shows the hour today, Ontem yesterday, the weekday within a week, the date before', () => {
    expect(formatListTime('2026-11-22T13:05:00Z', now)).toBe('10:05');
    expect(formatListTime('2026-11-21T20:00:00Z', now)).toBe('Ontem');
    expect(formatListTime('2026-11-19T12:00:00Z', now)).toMatch(/^qui/);
    expect(formatListTime('2026-10-01T12:00:00Z', now)).toBe('01/10/26');
  });

  it('counts days in São Paulo, not UTC', () => {
    // 01:30 UTC on the 22nd is still the 21st in São Paulo.
    expect(formatListTime('2026-11-22T01:30:00Z', now)).toBe('Ontem');
    expect(formatDaySeparator('2026-11-22T10:00:00Z', now)).toBe('Hoje');
    expect(formatDaySeparator('2026-11-02T10:00:00Z', now)).toBe('2 de novembro de 2026');
  });

  it('writes Brazilian phones the way people read them, and initials for avatars', () => {
    expect(formatTelefone('+5511988887777')).toBe('(11) 98888-7777');
    expect(formatTelefone('+551133334444')).toBe('(11) 3333-4444');
    expect(formatTelefone('+14155550100')).toBe('+14155550100');
    expect(initials('maria da silva')).toBe('MS');
    expect(initials('Ana')).toBe('A');
  });
});
