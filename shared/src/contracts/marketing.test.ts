import * as v from '@colabora/shared/schema';
import { camposContatoSchema } from './contatos-campos';
import { leadInputSchema } from './marketing';

const messagesOf = (input: unknown) => {
  const result = v.safeParse(camposContatoSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe("a contact's custom fields", () => {
  it('accepts names such as cidade, planoAtual or data_2, and trims the values', () => {
    expect(v.parse(camposContatoSchema, { cidade: ' Campinas ', planoAtual: 'Ouro', data_2: '' })).toEqual({
      cidade: 'Campinas',
      planoAtual: 'Ouro',
      data_2: '',
    });
  });

  it('refuses a name with a capital first, a digit first, an accent, a space or more than 30 characters', () => {
    for (const chave of ['Cidade', '1cidade', 'endereço', 'meu campo', '_x', `a${'b'.repeat(30)}`]) {
      expect(messagesOf({ [chave]: 'x' })).toEqual([
        'Nome de campo inválido: use letras sem acento, números ou _, começando por letra minúscula (até 30).',
      ]);
    }
  });

  it('refuses the names every message already fills: nome, primeiroNome, telefone', () => {
    expect(messagesOf({ primeiroNome: 'Ana' })).toEqual([
      'O campo "primeiroNome" já existe em toda mensagem ({primeiroNome}): escolha outro nome.',
    ]);
    expect(messagesOf({ nome: 'x' })).toHaveLength(1);
    expect(messagesOf({ telefone: 'x' })).toHaveLength(1);
  });

  it('refuses a value longer than 200 characters (after trimming) or that is not text', () => {
    expect(messagesOf({ obs: `  ${'a'.repeat(200)}  ` })).toEqual([]);
    expect(messagesOf({ obs: 'a'.repeat(201) })).toEqual(['Valor do campo inválido: use até 200 caracteres.']);
    expect(messagesOf({ idade: 30 })).toEqual(['Valor do campo inválido: use até 200 caracteres.']);
  });

  it('takes at most 20 fields, and only an object', () => {
    const campos = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`campo${i}`, 'x']));
    expect(messagesOf(campos(20))).toEqual([]);
    expect(messagesOf(campos(21))).toEqual(['No máximo 20 campos personalizados por contato.']);
    expect(messagesOf(['x'])).toEqual(['Campos personalizados inválidos: envie um objeto de nome e valor.']);
  });

  it('refuses every name a plain object already has, even those a record would silently drop', () => {
    for (const chave of ['toString', 'hasOwnProperty', 'valueOf', 'constructor', 'prototype', 'isPrototypeOf']) {
      expect(messagesOf(JSON.parse(`{"${chave}": "x"}`))).toEqual([
        `"${chave}" é um nome reservado do sistema: escolha outro nome para o campo.`,
      ]);
    }
    expect(messagesOf({ toStringx: 'ok', valor: 'ok' })).toEqual([]);
  });

  it('are optional on a lead: omitted they stay as they are', () => {
    const lead = {
      contato: { idContato: 1 },
      idEtapa: 1,
      valorCentavos: 0,
      idResponsavel: null,
      previsaoFechamento: null,
      origem: 'site',
      observacoes: null,
    };
    expect(v.parse(leadInputSchema, lead)).not.toHaveProperty('campos');
    expect(v.parse(leadInputSchema, { ...lead, campos: { cidade: 'Campinas' } }).campos).toEqual({
      cidade: 'Campinas',
    });
  });
});
