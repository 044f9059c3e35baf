import type { ImportacaoResultado } from '@colabora/shared/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuItem, renderPage } from '../../../test/render-page';
import { importarContatos } from '../api/importar-contatos';
import { EnviarDadosPage } from './enviar-dados-page';

jest.mock('../api/importar-contatos');
jest.mock('../api/exportar-contatos');
jest.mock('../api/read-csv-file', () => ({
  MODELO_CSV: 'nome;telefone',
  readCsvFile: async () => 'nome;telefone\n...',
}));

const linha = (n: number, erros: string[] = []) => ({
  linha: n,
  nome: `Pessoa ${n}`,
  telefone: '11966660000',
  email: '',
  dataNascimento: '',
  acao: erros.length ? null : ('inserir' as const),
  erros,
});
const report = (over: Partial<ImportacaoResultado>): ImportacaoResultado => ({
  confirmado: false,
  totalLinhas: 2,
  validas: 2,
  invalidas: 0,
  inseridos: 0,
  atualizados: 0,
  linhas: [linha(2), linha(3)],
  ...over,
});

const props = (crud: string) => ({ title: 'Enviar Dados', menuItem: menuItem('enviar-dados', crud) });
const pickFile = () =>
  fireEvent.change(screen.getByLabelText('Arquivo CSV de contatos'), {
    target: { files: [new File(['x'], 'contatos.csv', { type: 'text/csv' })] },
  });

beforeEach(() => jest.clearAllMocks());

describe('given a CSV with invalid lines', () => {
  it('lists every error, errors first, and offers no import', async () => {
    jest.mocked(importarContatos).mockResolvedValue({
      success: true,
      message: '1 linha(s) válida(s) e 1 com erro: corrija-as antes de importar.',
      data: report({
        validas: 1,
        invalidas: 1,
        linhas: [linha(2), linha(3, ['Informe o nome.', 'Telefone inválido: informe DDD e número.'])],
      }),
    });
    renderPage(<EnviarDadosPage {...props('CR')} />, { url: '/enviar-dados' });
    pickFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 com erro');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('3');
    expect(rows[0]).toHaveTextContent('Informe o nome.');
    expect(rows[0]).toHaveTextContent('Telefone inválido');
    expect(screen.getByRole('button', { name: 'Corrija as linhas com erro para importar' })).toBeDisabled();
    expect(importarContatos).toHaveBeenCalledWith('nome;telefone\n...', false);
  });
});

describe('given a valid CSV', () => {
  it('imports it all on confirmation', async () => {
    jest
      .mocked(importarContatos)
      .mockResolvedValueOnce({ success: true, message: '2 linha(s) prontas para importar.', data: report({}) })
      .mockResolvedValueOnce({
        success: true,
        message: 'Importação concluída: 2 contato(s) novo(s) e 0 atualizado(s).',
        data: report({ confirmado: true, inseridos: 2 }),
      });
    const user = userEvent.setup();
    renderPage(<EnviarDadosPage {...props('CR')} />, { url: '/enviar-dados' });
    pickFile();
    await user.click(await screen.findByRole('button', { name: 'Importar 2 contato(s)' }));
    await waitFor(() => expect(importarContatos).toHaveBeenLastCalledWith('nome;telefone\n...', true));
    expect(await screen.findByRole('heading', { name: 'Resultado da importação' })).toBeInTheDocument();
    expect(screen.getAllByText('Importado')).toHaveLength(2);
  });
});

describe('given a profile with only R', () => {
  it('offers export but not import', () => {
    renderPage(<EnviarDadosPage {...props('R')} />, { url: '/enviar-dados' });
    expect(screen.getByRole('button', { name: 'Exportar contatos (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Escolher arquivo CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Importação indisponível para o seu perfil' })).toBeInTheDocument();
  });
});
