import { formatTamanho } from './format-tamanho';

describe('formatTamanho', () => {
  it('reads bytes, kilobytes and megabytes in pt-BR', () => {
    expect(formatTamanho(0)).toBe('0 B');
    expect(formatTamanho(1023)).toBe('1023 B');
    expect(formatTamanho(1536)).toBe('1,5 KB');
    expect(formatTamanho(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatTamanho(10.25 * 1024 * 1024)).toBe('10,3 MB');
  });
});
