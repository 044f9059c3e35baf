import type { ImportacaoResultado } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnviarDadosPage } from './enviar-dados-page';

const api = setupFakeApi();

const CSV = 'nome;telefone\nPessoa 2;11966660000\nPessoa 3;11966660000\n';

const linha = (n: number, erros: string[] = [], avisos: string[] = []) => ({
  linha: n,
  nome: `Pessoa ${n}`,
  telefone: '11966660000',
  email: '',
  dataNascimento: '',
  acao: erros.length ? null : ('inserir' as const),
  erros,
  avisos,
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

const props = (crud: string) => ({ title: 'Enviar Dados', menuItem: testMenuItem('enviar-dados', crud) });
const renderPage = (crud: string) =>
  renderWithProviders(<EnviarDadosPage {...props(crud)} />, { url: '/enviar-dados' });
/** The picked file. jsdom's File has no arrayBuffer() (browsers have): give it one reading the same bytes. */
function csvFile(): File {
  const file = new File([CSV], 'contatos.csv', { type: 'text/csv' });
  return Object.assign(file, { arrayBuffer: async () => new TextEncoder().encode(CSV).buffer });
}
const pickFile = () =>
  fireEvent.change(screen.getByLabelText('Arquivo CSV de contatos'), { target: { files: [csvFile()] } });
const importCalls = () => api.calls.filter((call) => call.path === '/api/contatos/importar');

afterEach(() => jest.restoreAllMocks());

describe('given a CSV with invalid lines', () => {
  it('lists every error, errors first, and offers no import', async () => {
    api.on('POST', '/api/contatos/importar', () =>
      ok(
        report({
          validas: 1,
          invalidas: 1,
          linhas: [linha(2), linha(3, ['Informe o nome.', 'Telefone inválido: informe DDD e número.'])],
        }),
        '1 linha(s) válida(s) e 1 com erro: corrija-as antes de importar.',
      ),
    );
    renderPage('CR');
    pickFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 com erro');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('3');
    expect(rows[0]).toHaveTextContent('Informe o nome.');
    expect(rows[0]).toHaveTextContent('Telefone inválido');
    expect(screen.getByRole('button', { name: 'Corrija as linhas com erro para importar' })).toBeDisabled();
    expect(importCalls()).toEqual([
      expect.objectContaining({ method: 'POST', searchParams: { confirmar: 'false' }, json: CSV }),
    ]);
    expect(importCalls()[0]?.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});

describe('given a valid CSV', () => {
  it('imports it all on confirmation', async () => {
    api.on('POST', '/api/contatos/importar', (call) =>
      call.searchParams.confirmar === 'true'
        ? ok(
            report({ confirmado: true, inseridos: 2 }),
            'Importação concluída: 2 contato(s) novo(s) e 0 atualizado(s).',
          )
        : ok(report({}), '2 linha(s) prontas para importar.'),
    );
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderPage('CR');
    pickFile();
    await user.click(await screen.findByRole('button', { name: 'Importar 2 contato(s)' }));
    await waitFor(() => expect(importCalls().at(-1)).toMatchObject({ searchParams: { confirmar: 'true' }, json: CSV }));
    expect(await screen.findByRole('heading', { name: 'Resultado da importação' })).toBeInTheDocument();
    expect(screen.getAllByText('Importado')).toHaveLength(2);
    expect(success).toHaveBeenCalledWith('Importação concluída: 2 contato(s) novo(s) e 0 atualizado(s).');
  });

  it('says on the line when its consent will not be applied, older than the contact’s last change', async () => {
    const aviso =
      'Consentimento "sim" desta linha não será aplicado: o do contato mudou em 20/11/2026, e vale o registro mais recente.';
    api.on('POST', '/api/contatos/importar', () =>
      ok(report({ linhas: [linha(2), linha(3, [], [aviso])] }), '2 linha(s) prontas para importar.'),
    );
    renderPage('CR');
    pickFile();
    expect(await screen.findByText(aviso)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 2 contato(s)' })).toBeEnabled();
  });

  it('shows the report the server refused with when a line became invalid, importing nothing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('POST', '/api/contatos/importar', (call) =>
      call.searchParams.confirmar === 'true'
        ? reply(400, {
            success: false,
            message: '1 linha(s) com erro: nada foi importado.',
            data: report({ validas: 1, invalidas: 1, linhas: [linha(2), linha(3, ['Informe o nome.'])] }),
          })
        : ok(report({}), '2 linha(s) prontas para importar.'),
    );
    const user = userEvent.setup();
    renderPage('CR');
    pickFile();
    await user.click(await screen.findByRole('button', { name: 'Importar 2 contato(s)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 linha(s) com erro: nada foi importado.');
    expect(screen.getByRole('heading', { name: 'Prévia da importação' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Informe o nome.');
  });
});

describe('given a profile with only R', () => {
  it('offers export but not import, and says why', () => {
    renderPage('R');
    expect(screen.getByRole('button', { name: 'Exportar contatos (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Escolher arquivo CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar e exportar os contatos.');
  });
});

describe('given a profile that may import', () => {
  it('says nothing about reading only', () => {
    renderPage('CR');
    expect(screen.getByRole('button', { name: 'Escolher arquivo CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
