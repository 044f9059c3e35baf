import * as v from '@colabora/shared/schema';
import { brDateSchema, cnpjSchema, cpfSchema, emailSchema, moneySchema, telefoneSchema } from './field-schemas';

/** The first message a form would show for `input`, or null when it is accepted. */
function messageFor<T extends v.GenericSchema>(schema: T, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : (result.issues[0]?.message ?? '');
}

describe('emailSchema', () => {
  it('trims and accepts an address', () => {
    expect(v.parse(emailSchema, ' ana@demo.org.br ')).toBe('ana@demo.org.br');
  });

  it('names the field in pt-BR when empty or invalid', () => {
    expect(messageFor(emailSchema, '')).toBe('Informe o e-mail.');
    expect(messageFor(emailSchema, 'ana souza@demo.org')).toMatch(/^E-mail inválido/);
    expect(messageFor(emailSchema, 42)).toBe('Informe o e-mail.');
  });
});

describe('telefoneSchema', () => {
  it('accepts masked or plain phones and outputs the digits', () => {
    expect(v.parse(telefoneSchema, '(11) 99999-0001')).toBe('11999990001');
    expect(v.parse(telefoneSchema, '1133334444')).toBe('1133334444');
  });

  it('names the field in pt-BR', () => {
    expect(messageFor(telefoneSchema, '')).toBe('Informe o telefone.');
    expect(messageFor(telefoneSchema, '11 9999x0001')).toMatch(/^Telefone inválido/);
    expect(messageFor(telefoneSchema, '999990001')).toMatch(/^Telefone inválido/);
    expect(messageFor(telefoneSchema, '(01) 99999-0001')).toMatch(/^Telefone inválido/);
    expect(messageFor(telefoneSchema, '(11) 89999-0001')).toMatch(/^Telefone inválido: celular/);
  });
});

describe('cpfSchema and cnpjSchema', () => {
  it('accept valid documents and output their digits', () => {
    expect(v.parse(cpfSchema, '529.982.247-25')).toBe('52998224725');
    expect(v.parse(cnpjSchema, '11.222.333/0001-81')).toBe('11222333000181');
  });

  it('name the field in pt-BR', () => {
    expect(messageFor(cpfSchema, '')).toBe('Informe o CPF.');
    expect(messageFor(cpfSchema, '529.982.247-26')).toBe('CPF inválido: confira os números.');
    expect(messageFor(cnpjSchema, ' ')).toBe('Informe o CNPJ.');
    expect(messageFor(cnpjSchema, '11.222.333/0001-82')).toBe('CNPJ inválido: confira os números.');
  });
});

describe('brDateSchema', () => {
  it('accepts dd/mm/yyyy and outputs ISO', () => {
    expect(v.parse(brDateSchema, '31/12/2024')).toBe('2024-12-31');
  });

  it('names the field in pt-BR', () => {
    expect(messageFor(brDateSchema, '')).toBe('Informe a data.');
    expect(messageFor(brDateSchema, '31/02/2024')).toBe('Data inválida: use o formato dd/mm/aaaa.');
  });
});

describe('moneySchema', () => {
  it('accepts pt-BR text or numbers and outputs a number in cents', () => {
    expect(v.parse(moneySchema, '1.234,56')).toBe(1234.56);
    expect(v.parse(moneySchema, 'R$ 10,005')).toBe(10.01);
    expect(v.parse(moneySchema, 12.5)).toBe(12.5);
    expect(v.parse(moneySchema, '')).toBe(0);
  });

  it('names the field in pt-BR', () => {
    expect(messageFor(moneySchema, 'doze')).toBe('Valor inválido: use o formato 1.234,56.');
    expect(messageFor(moneySchema, '-1,00')).toBe('Valor inválido: não pode ser negativo.');
    expect(messageFor(moneySchema, null)).toBe('Informe o valor.');
  });
});
