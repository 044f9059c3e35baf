import { comNomeDoCampo, nomeDoCampo } from './campos-da-campanha';

describe('the JSON campaign speaks the form’s words', () => {
  it('names a key as the Campanhas form does, keeping the key after it', () => {
    expect(nomeDoCampo('idCanal')).toBe('Canal que envia (idCanal)');
    expect(nomeDoCampo('ritmo.dias')).toBe('Dias da semana (ritmo.dias)');
    expect(nomeDoCampo('variantes.2')).toBe('Variantes da mensagem, 3ª (variantes.2)');
    expect(nomeDoCampo('cor')).toBe('cor');
  });

  it('rewrites the raw path a problem carries, and leaves messages that already say it in words', () => {
    expect(comNomeDoCampo('Campo obrigatório ausente: ritmo.dias.', 'ritmo.dias')).toBe(
      'Campo obrigatório ausente: Dias da semana (ritmo.dias).',
    );
    expect(comNomeDoCampo('Valor inválido no campo idCanal.', 'idCanal')).toBe(
      'Valor inválido no campo Canal que envia (idCanal).',
    );
    expect(comNomeDoCampo('Intervalo de no máximo 1 hora.', 'ritmo.intervaloSegundos')).toBe(
      'Intervalo de no máximo 1 hora.',
    );
    // "nome" inside another word is not a field name.
    expect(comNomeDoCampo('Campo obrigatório ausente: ritmo.nomeado.', 'nome')).toBe(
      'Campo obrigatório ausente: ritmo.nomeado.',
    );
    expect(comNomeDoCampo('O JSON precisa ser um objeto.', null)).toBe('O JSON precisa ser um objeto.');
  });
});
