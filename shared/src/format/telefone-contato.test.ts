import { formatTelefoneContato, SEM_TELEFONE } from './telefone-contato';

describe('formatTelefoneContato', () => {
  it('masks a Brazilian mobile and landline', () => {
    expect(formatTelefoneContato('+5511988887777')).toBe('(11) 98888-7777');
    expect(formatTelefoneContato('+551133334444')).toBe('(11) 3333-4444');
    expect(formatTelefoneContato('11988887777')).toBe('(11) 98888-7777');
  });
  it('keeps a foreign number as given', () => {
    expect(formatTelefoneContato('+351912345678')).toBe('+351912345678');
  });
  it('says so when WhatsApp showed the contact only by its LID', () => {
    expect(formatTelefoneContato(null)).toBe(SEM_TELEFONE);
    expect(formatTelefoneContato('')).toBe(SEM_TELEFONE);
  });
});
