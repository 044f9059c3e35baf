import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TOOL_TRANSFERIR } from '@colabora/shared/contracts';
import { buildMessages, buildSystemPrompt, catalogueText, chooseSections, type SecaoTexto } from './prompt-builder';

const especialista = {
  nome: 'Lia',
  descricao: 'Atende pedidos de lanches pelo WhatsApp.',
  tom: 'objetivo' as const,
  transferenciaPelaIa: true,
};

const secoes: SecaoTexto[] = [
  { tipo: 'regras', texto: 'Nunca prometa descontos.' },
  { tipo: 'faq', texto: 'Entregamos em até 40 minutos. ' + 'Entrega grátis acima de R$ 50. '.repeat(40) },
  { tipo: 'sobre', texto: 'Lanchonete do bairro desde 1998. '.repeat(40) },
  { tipo: 'produtos', texto: 'X-Burguer: R$ 25,00. Suco de laranja: R$ 9,00. '.repeat(40) },
  { tipo: 'horarios', texto: '   ' },
];

describe('the system prompt', () => {
  it('says who the specialist is, its role, tone and rules, then the sections in the editor’s order', () => {
    const prompt = buildSystemPrompt(especialista, secoes);
    assert.ok(prompt.startsWith('Você é Lia'));
    assert.match(prompt, /Seu papel: Atende pedidos de lanches/);
    assert.match(prompt, /Tom: Objetivo\. Seja direto/);
    assert.match(prompt, new RegExp(`chame a ferramenta ${TOOL_TRANSFERIR}`));
    const order = [
      '## Sobre a instituição',
      '## Produtos e preços',
      '## Perguntas frequentes',
      '## Regras que deve seguir',
    ];
    const positions = order.map((title) => prompt.indexOf(title));
    assert.ok(
      positions.every((position, index) => position > 0 && (index === 0 || position > (positions[index - 1] ?? 0))),
    );
    assert.ok(!prompt.includes('## Horários'), 'an empty section is left out');
  });

  it('does not mention the tool when the specialist may not hand off by itself', () => {
    assert.ok(!buildSystemPrompt({ ...especialista, transferenciaPelaIa: false }, secoes).includes(TOOL_TRANSFERIR));
  });

  it('uses every section when the context fits the budget', () => {
    const choice = chooseSections(especialista, secoes, 100_000, {});
    assert.equal(choice.selecionado, false);
    assert.deepEqual(choice.usadas, ['sobre', 'produtos', 'faq', 'regras']);
  });

  it('over budget, keeps the rules and the most relevant sections that fit, and says which', () => {
    const ranks = { produtos: 0.6, faq: 0.1, sobre: 0.0 };
    const choice = chooseSections(especialista, secoes, 700, ranks);
    assert.equal(choice.selecionado, true);
    assert.deepEqual(choice.usadas, ['produtos', 'regras']);
    assert.ok(choice.tokens <= 700, `${choice.tokens} tokens`);
    assert.ok(choice.prompt.includes('X-Burguer') && !choice.prompt.includes('Lanchonete do bairro'));
    // Another question, another choice.
    assert.deepEqual(chooseSections(especialista, secoes, 700, { faq: 0.5, produtos: 0.1 }).usadas, ['faq', 'regras']);
  });
});

describe('the conversation turns', () => {
  it('are the last `historico` messages, the contact as user and the specialist as assistant', () => {
    const messages = buildMessages(
      'sistema',
      [
        { papel: 'contato', texto: 'velha' },
        { papel: 'contato', texto: 'Oi' },
        { papel: 'especialista', texto: 'Olá!' },
        { papel: 'contato', texto: 'Quanto custa?' },
      ],
      3,
    );
    assert.deepEqual(messages, [
      { role: 'system', content: 'sistema' },
      { role: 'user', content: 'Oi' },
      { role: 'assistant', content: 'Olá!' },
      { role: 'user', content: 'Quanto custa?' },
    ]);
  });
});

describe('the catalogue text', () => {
  it('lists name, category and price, or nothing for an empty catalogue', () => {
    assert.equal(
      catalogueText([
        { nome: 'X-Burguer', categoria: 'Lanches', preco: 'R$ 25,00' },
        { nome: 'Água', categoria: null, preco: 'R$ 4,00' },
      ]),
      'Catálogo atual:\n- X-Burguer (Lanches): R$ 25,00\n- Água: R$ 4,00',
    );
    assert.equal(catalogueText([]), '');
  });
});
