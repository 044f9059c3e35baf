import * as v from '@colabora/shared/schema';
import { contatoCsvLinhaSchema, importarContatosQuerySchema } from './contatos';
import { dashboardPresidenteQuerySchema } from './dashboard-presidente';
import { instituicaoInputSchema } from './instituicao';
import { politicaAtualizacaoInputSchema } from './auto-atualizacao';
import { normalizeCrud, perfilAcessoInputSchema } from './perfis';
import { usuarioAdminInputSchema, usuariosListQuerySchema } from './usuarios';

/** The first message a form would show for `input`, or null when it is accepted. */
function messageFor<T extends v.GenericSchema>(schema: T, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : (result.issues[0]?.message ?? '');
}

describe('usuarioAdminInputSchema', () => {
  it('turns what the form holds into what the API stores', () => {
    expect(
      v.parse(usuarioAdminInputSchema, {
        nome: '  Rita  ',
        telefone: '(11) 98888-1234',
        email: '',
        idPerfil: '2',
        gestor: false,
      }),
    ).toEqual({ nome: 'Rita', telefone: '11988881234', email: null, idPerfil: 2, gestor: false });
  });

  it('names what is wrong in pt-BR and refuses unknown fields', () => {
    const base = { nome: 'Rita', telefone: '11988881234', email: '', idPerfil: 2, gestor: false };
    expect(messageFor(usuarioAdminInputSchema, { ...base, nome: ' ' })).toBe('Informe o nome.');
    expect(messageFor(usuarioAdminInputSchema, { ...base, idPerfil: '' })).toBe('Selecione o perfil.');
    expect(messageFor(usuarioAdminInputSchema, { ...base, email: 'ana@' })).toMatch(/^E-mail inválido/);
    expect(messageFor(usuarioAdminInputSchema, { ...base, idInstituicao: 2 })).not.toBeNull();
  });
});

describe('usuariosListQuerySchema', () => {
  it('reads numbers from the query string and applies defaults', () => {
    expect(v.parse(usuariosListQuerySchema, { page: '2' })).toEqual({ busca: '', page: 2, pageSize: 20 });
    expect(messageFor(usuariosListQuerySchema, { pageSize: '101' })).toBe('Tamanho da página: no máximo 100.');
    expect(messageFor(usuariosListQuerySchema, { page: 'x' })).toBe('Página: informe um número inteiro.');
  });
});

describe('perfilAcessoInputSchema', () => {
  it('accepts a matrix in canonical letters, R under any other', () => {
    expect(messageFor(perfilAcessoInputSchema, { nome: 'Caixa', permissoes: [{ idMenu: 1, crud: 'CRU' }] })).toBeNull();
    expect(messageFor(perfilAcessoInputSchema, { nome: 'Caixa', permissoes: [{ idMenu: 1, crud: 'CU' }] })).toBe(
      'Para criar, editar ou excluir é preciso poder ver a tela (R).',
    );
    expect(messageFor(perfilAcessoInputSchema, { nome: 'Caixa', permissoes: [{ idMenu: 1, crud: 'DR' }] })).toMatch(
      /^Permissão inválida/,
    );
  });

  it('refuses a screen twice', () => {
    const permissoes = [
      { idMenu: 1, crud: 'R' },
      { idMenu: 1, crud: '' },
    ];
    expect(messageFor(perfilAcessoInputSchema, { nome: 'X', permissoes })).toBe(
      'Cada tela pode aparecer uma só vez nas permissões.',
    );
  });

  it('normalizes letters with R implied', () => {
    expect(normalizeCrud('dc')).toBe('CRD');
    expect(normalizeCrud('')).toBe('');
  });
});

describe('instituicaoInputSchema', () => {
  const base = { razaoSocial: 'Demo', cnpj: '11.222.333/0001-81', codigo: 'demo-1' };

  it('stores digits, upper case and null for blanks', () => {
    const out = v.parse(instituicaoInputSchema, { ...base, cep: '01310-100', uf: 'sp', telefone: '', dpoNome: ' ' });
    expect(out).toMatchObject({
      cnpj: '11222333000181',
      codigo: 'DEMO-1',
      cep: '01310100',
      uf: 'SP',
      telefone: null,
      dpoNome: null,
    });
  });

  it('checks the CNPJ digits, the code and the UF', () => {
    expect(messageFor(instituicaoInputSchema, { ...base, cnpj: '11.222.333/0001-82' })).toBe(
      'CNPJ inválido: confira os números.',
    );
    expect(messageFor(instituicaoInputSchema, { ...base, codigo: 'a' })).toMatch(/^Código inválido/);
    expect(messageFor(instituicaoInputSchema, { ...base, uf: 'XX' })).toBe('UF inválida: escolha um estado.');
  });
});

describe('politicaAtualizacaoInputSchema', () => {
  it('takes the interval typed as text, within 5 minutes and 24 hours', () => {
    expect(v.parse(politicaAtualizacaoInputSchema, { intervaloMinutos: '30', modo: 'automatico' })).toEqual({
      intervaloMinutos: 30,
      modo: 'automatico',
    });
    expect(messageFor(politicaAtualizacaoInputSchema, { intervaloMinutos: '4', modo: 'perguntar' })).toBe(
      'Intervalo (minutos): no mínimo 5.',
    );
    expect(messageFor(politicaAtualizacaoInputSchema, { intervaloMinutos: '1441', modo: 'perguntar' })).toBe(
      'Intervalo (minutos): no máximo 1440.',
    );
    expect(messageFor(politicaAtualizacaoInputSchema, { intervaloMinutos: '30', modo: 'sempre' })).toBe(
      'Escolha como aplicar as atualizações.',
    );
  });
});

describe('contatoCsvLinhaSchema', () => {
  it('outputs what the API stores, blank optional cells as null', () => {
    expect(
      v.parse(contatoCsvLinhaSchema, {
        nome: 'Rita',
        telefone: '(11) 98888-1234',
        email: '',
        dataNascimento: '01/02/1990',
      }),
    ).toEqual({
      nome: 'Rita',
      telefone: '11988881234',
      email: null,
      dataNascimento: '1990-02-01',
      // Blank optional cells keep what the contact has (tags, consent).
      tags: null,
      consentimentoMarketing: null,
      consentimentoEm: null,
    });
  });

  it('refuses a date that does not exist', () => {
    expect(
      messageFor(contatoCsvLinhaSchema, {
        nome: 'Rita',
        telefone: '11988881234',
        email: '',
        dataNascimento: '31/02/1990',
      }),
    ).toBe('Data inválida: use o formato dd/mm/aaaa.');
  });
});

describe('query schemas', () => {
  it('default to preview and 30 days', () => {
    expect(v.parse(importarContatosQuerySchema, {})).toEqual({ confirmar: false });
    expect(v.parse(importarContatosQuerySchema, { confirmar: 'true' })).toEqual({ confirmar: true });
    expect(v.parse(dashboardPresidenteQuerySchema, {})).toEqual({ dias: 30 });
    expect(messageFor(dashboardPresidenteQuerySchema, { dias: '400' })).toBe('Período (dias): no máximo 365.');
  });
});
