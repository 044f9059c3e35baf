import { parseTelefones } from './parse-telefones';

describe('parseTelefones', () => {
  it('reads numbers as staff paste them, with or without +55 and punctuation, once each', () => {
    expect(parseTelefones('(11) 98888-7777\n+55 21 3333-4444; 5511988887777\n\n 11 3222-1111 ')).toEqual({
      validos: ['11988887777', '2133334444', '1132221111'],
      invalidos: [],
    });
  });

  it('gives back what it could not read, as written, so nothing is lost silently', () => {
    expect(parseTelefones('Maria, 98888-7777, 11988887777')).toEqual({
      validos: ['11988887777'],
      invalidos: ['Maria', '98888-7777'],
    });
  });
});
