import * as v from '@colabora/shared/schema';
import { atualizarPerfilRequestSchema, perfilFormSchema } from './perfil';
import { criarContaRequestSchema } from './conta';
import { pushSubscriptionSchema, registrarPushRequestSchema } from './push';

const messages = (result: { issues?: readonly { message: string }[] }) => result.issues?.map((i) => i.message) ?? [];

describe('the Meu Perfil form', () => {
  it('outputs what the API takes: digits, ISO birthday, empty as null', () => {
    expect(
      v.parse(perfilFormSchema, {
        nome: ' Ana ',
        email: '',
        telefone: '(11) 99999-0001',
        dataNascimento: '14/03/1985',
      }),
    ).toEqual({ nome: 'Ana', email: null, telefone: '11999990001', dataNascimento: '1985-03-14' });
    expect(
      v.parse(perfilFormSchema, { nome: 'Ana', email: 'a@b.co', telefone: '1133334444', dataNascimento: '' }),
    ).toMatchObject({ dataNascimento: null });
  });

  it('names the problem of each field in pt-BR', () => {
    const result = v.safeParse(perfilFormSchema, {
      nome: '',
      email: 'a @b.co',
      telefone: '123',
      dataNascimento: '31/02/2000',
    });
    // The API shows the first issue of the first field; the form shows each field's first.
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Informe o nome.',
        'E-mail inválido: use o formato nome@dominio.com, sem espaços.',
        'Telefone inválido: informe DDD e número.',
        'Data inválida: use o formato dd/mm/aaaa.',
      ]),
    );
  });

  it('the API side accepts ISO dates only, never in the future', () => {
    const base = { nome: 'Ana', email: null, telefone: '11999990001' };
    expect(v.safeParse(atualizarPerfilRequestSchema, { ...base, dataNascimento: '1985-03-14' }).success).toBe(true);
    expect(messages(v.safeParse(atualizarPerfilRequestSchema, { ...base, dataNascimento: '14/03/1985' }))[0]).toBe(
      'Data de nascimento inválida: use o formato aaaa-mm-dd.',
    );
    expect(messages(v.safeParse(atualizarPerfilRequestSchema, { ...base, dataNascimento: '2999-01-01' }))).toEqual([
      'A data de nascimento não pode estar no futuro.',
    ]);
  });

  it('carries the current password for a phone change; empty means not given', () => {
    const base = { nome: 'Ana', email: null, telefone: '11988887777', dataNascimento: null };
    expect(v.parse(atualizarPerfilRequestSchema, { ...base, senhaAtual: 'colabora123' }).senhaAtual).toBe(
      'colabora123',
    );
    expect(v.parse(atualizarPerfilRequestSchema, { ...base, senhaAtual: '' }).senhaAtual).toBeUndefined();
    expect(v.parse(atualizarPerfilRequestSchema, base).senhaAtual).toBeUndefined();
    expect(v.parse(perfilFormSchema, { ...base, email: '', dataNascimento: '', senhaAtual: 'x' }).senhaAtual).toBe('x');
  });
});

describe('criar conta', () => {
  it('accepts masked phone and CNPJ and outputs digits; the confirmation must match', () => {
    const valid = {
      nome: 'Joana Pereira',
      telefone: '(31) 98888-7777',
      email: 'joana@x.org',
      instituicaoNome: 'Padaria',
      cnpj: '04.252.011/0001-10',
      senha: 'fermento-natural',
      confirmarSenha: 'fermento-natural',
    };
    expect(v.parse(criarContaRequestSchema, valid)).toMatchObject({ telefone: '31988887777', cnpj: '04252011000110' });
    expect(messages(v.safeParse(criarContaRequestSchema, { ...valid, confirmarSenha: 'x' }))).toEqual([
      'A confirmação não confere com a senha.',
    ]);
  });
});

describe('push registration', () => {
  it("takes 'web' devices only and a serialized PushSubscription", () => {
    expect(
      v.safeParse(registrarPushRequestSchema, { idUsuario: 1, token: '{}', tipoDispositivo: 'android' }).success,
    ).toBe(false);
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    expect(v.safeParse(pushSubscriptionSchema, subscription).success).toBe(true);
    expect(v.safeParse(pushSubscriptionSchema, { ...subscription, keys: { p256dh: 'a b', auth: 'x' } }).success).toBe(
      false,
    );
  });
});
