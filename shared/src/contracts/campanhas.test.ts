import fc from 'fast-check';
import { renderVariante, variaveisDoModelo } from './campanhas';

const maria = { nome: '  Maria   Souza ', telefone: '+5511988887777' };

describe('renderVariante', () => {
  it('fills the built-ins as before: the whole name, the first name and the phone', () => {
    expect(renderVariante('Oi, {primeiroNome}! ({nome}, {telefone})', maria)).toBe(
      'Oi, Maria! (Maria Souza, +5511988887777)',
    );
  });

  it("fills a custom field with the contact's value, trimmed", () => {
    expect(
      renderVariante('Ofertas em {cidade} para o plano {plano}.', {
        ...maria,
        campos: { cidade: ' Campinas ', plano: 'Ouro' },
      }),
    ).toBe('Ofertas em Campinas para o plano Ouro.');
  });

  it('leaves a field the contact lacks empty, never as a literal {cidade}, and tidies the spaces it leaves', () => {
    expect(
      renderVariante('Oi {primeiroNome}, {bairro} ofertas em {cidade}!', { ...maria, campos: { cidade: 'Campinas' } }),
    ).toBe('Oi Maria, ofertas em Campinas!');
    expect(renderVariante('{cidade} Oi, {primeiroNome}.', maria)).toBe('Oi, Maria.');
  });

  it('keeps braces that cannot be a variable as written', () => {
    expect(renderVariante('Use {Nome}, { nome } ou {1a}: {}.', maria)).toBe('Use {Nome}, { nome } ou {1a}: {}.');
  });

  it("never takes an inherited property or a value that is not text as a field's value", () => {
    expect(renderVariante('[{constructor}][{toString}]', maria)).toBe('[][]');
    const campos = JSON.parse('{"idade": 30, "cidade": "Campinas"}') as Record<string, string>;
    expect(renderVariante('{idade} em {cidade}', { ...maria, campos })).toBe('em Campinas');
  });

  it('lets a built-in win over a field of the same name (the API refuses such fields)', () => {
    expect(renderVariante('{nome}', { ...maria, campos: { nome: 'Outro' } })).toBe('Maria Souza');
  });

  it('leaves no variable behind, whatever the template and the fields', () => {
    const name = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,29}$/);
    const text = fc.stringMatching(/^[^{}]{0,20}$/);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            text,
            name.map((n) => `{${n}}`),
          ),
          { maxLength: 12 },
        ),
        fc.dictionary(name, text, { maxKeys: 5 }),
        (parts, campos) => {
          const rendered = renderVariante(parts.join(''), { ...maria, campos });
          expect(rendered).not.toMatch(/\{[a-z][a-zA-Z0-9_]{0,29}\}/);
        },
      ),
    );
  });
});

describe('variaveisDoModelo', () => {
  it('lists each variable once, in the order it first appears, built-ins included', () => {
    expect(variaveisDoModelo('Oi, {primeiroNome}! Loja de {cidade}, {primeiroNome}. {Nome} {plano_2}')).toEqual([
      'primeiroNome',
      'cidade',
      'plano_2',
    ]);
  });

  it('finds none in a plain text', () => {
    expect(variaveisDoModelo('Promoção de { natal }!')).toEqual([]);
  });
});
