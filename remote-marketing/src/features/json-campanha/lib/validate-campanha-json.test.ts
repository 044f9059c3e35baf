import { RITMO_PADRAO } from '@colabora/shared/contracts';
import { parser } from '@lezer/json';
import { objectAtCursor } from './json-paths';
import { missingKeys, type SchemaNode } from './schema-keys';
import { toJsonText } from './campanha-json-text';
import { validateCampanhaJson } from './validate-campanha-json';
import { toJsonSchema } from '@valibot/to-json-schema';
import { campanhaInputSchema } from '@colabora/shared/contracts/campanhas';

const valida = {
  nome: 'Natal',
  idCanal: 1,
  idEspecialista: null,
  variantes: ['Olá, {primeiroNome}!'],
  audiencia: { todos: false, tags: ['vip'], idsEtapas: [], idsContatos: [], telefones: [] },
  agendadaPara: null,
  ritmo: RITMO_PADRAO,
};
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const check = (doc: string) => validateCampanhaJson(doc, parser.parse(doc));
const lineOf = (doc: string, needle: string) => doc.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('validateCampanhaJson', () => {
  it('gives the API body for a valid campaign', () => {
    const result = check(text(valida));
    expect(result.problems).toEqual([]);
    // A campaign written before repetitions existed runs once.
    expect(result.input).toEqual({ ...valida, recorrencia: null });
  });

  it('marks an unknown repetition at its line', () => {
    const doc = text({
      ...valida,
      agendadaPara: '2026-12-01T12:00:00.000Z',
      recorrencia: { frequencia: 'anual', ate: null },
    });
    const { problems, input } = check(doc);
    expect(input).toBeNull();
    expect(problems).toEqual([
      expect.objectContaining({
        line: lineOf(doc, '"frequencia"'),
        message: 'Repetição inválida: use diaria, semanal ou mensal.',
      }),
    ]);
  });

  it('puts each contract problem at the line of its field, in the API’s words', () => {
    const doc = text({ ...valida, ritmo: { ...RITMO_PADRAO, intervaloSegundos: 7200 }, variantes: [] });
    const { problems, input } = check(doc);
    expect(input).toBeNull();
    expect(problems).toEqual([
      expect.objectContaining({
        line: lineOf(doc, '"variantes"'),
        message: 'Escreva ao menos uma variante da mensagem.',
      }),
      expect.objectContaining({ line: lineOf(doc, '"intervaloSegundos"'), message: 'Intervalo de no máximo 1 hora.' }),
    ]);
  });

  it('names a missing or unknown field, at the object it belongs to', () => {
    const { nome: _nome, ...semNome } = valida;
    const doc = text({ ...semNome, cor: 'azul' });
    const messages = check(doc).problems.map((problem) => [problem.line, problem.message]);
    expect(messages).toContainEqual([1, 'Campo obrigatório ausente: Nome (nome).']);
    expect(messages).toContainEqual([lineOf(doc, '"cor"'), 'Campo não permitido: cor.']);
  });

  it('marks broken JSON where it breaks', () => {
    const doc = text(valida).replace('"idCanal": 1,', '"idCanal": 1');
    const [problem] = check(doc).problems;
    expect(problem?.message).toBe('JSON inválido aqui: confira vírgulas, aspas e chaves.');
    expect(problem?.line).toBeGreaterThanOrEqual(lineOf(doc, '"idCanal"'));
    expect(problem?.line).toBeLessThanOrEqual(lineOf(doc, '"idEspecialista"'));
  });

  it('asks for an object when the document is empty or not one', () => {
    expect(check('').problems[0]?.message).toMatch(/precisa ser um objeto/);
    expect(check('[1, 2]\n').problems[0]?.message).toMatch(/precisa ser um objeto/);
  });
});

describe('key completion', () => {
  const schema = toJsonSchema(campanhaInputSchema, { errorMode: 'ignore' }) as SchemaNode;

  it('offers the keys the object under the cursor still lacks, required first, with their type in pt-BR', () => {
    const doc = '{\n  "nome": "Natal",\n  "ritmo": {\n    "dias": [1],\n    \n  }\n}';
    const pos = doc.indexOf('    \n') + 4;
    const at = objectAtCursor(parser.parse(doc), doc, pos);
    expect(at?.path).toEqual(['ritmo']);
    const keys = missingKeys(schema, at?.path ?? [], at?.keys ?? new Set());
    expect(keys.map((key) => key.key)).toEqual([
      'intervaloSegundos',
      'jitterSegundos',
      'janelaInicio',
      'janelaFim',
      'limiteDiario',
    ]);
    expect(keys[0]).toMatchObject({ detail: 'número', template: '0.01' });
    expect(keys.find((key) => key.key === 'limiteDiario')?.detail).toBe('número inteiro ou null');
  });

  it('offers nothing inside a value', () => {
    const doc = '{\n  "nome": "Nat"\n}';
    expect(objectAtCursor(parser.parse(doc), doc, doc.indexOf('Nat') + 2)).toBeNull();
  });

  it('offers the top-level keys while one is being typed', () => {
    const doc = '{\n  "nome": "Natal",\n  "rit\n}';
    const at = objectAtCursor(parser.parse(doc), doc, doc.indexOf('"rit') + 4);
    expect(at?.path).toEqual([]);
    expect(at?.keys.has('nome')).toBe(true);
    expect(missingKeys(schema, [], at?.keys ?? new Set()).map((key) => key.key)).toContain('ritmo');
  });
});

describe('toJsonText', () => {
  it('indents the campaign and keeps lists of numbers on one line', () => {
    const text = toJsonText({ ritmo: { dias: [1, 2, 3] }, idsContatos: [], variantes: ['a'] });
    expect(text).toContain('"dias": [1, 2, 3]');
    expect(text).toContain('"idsContatos": []');
    expect(text).toContain('"variantes": [\n    "a"\n  ]');
    expect(JSON.parse(text)).toEqual({ ritmo: { dias: [1, 2, 3] }, idsContatos: [], variantes: ['a'] });
  });
});
