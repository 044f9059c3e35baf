import type { ContatoListaItem, ContatosPagina } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ETAPAS } from '../../../test/fixtures';
import { ContatosPage } from './contatos-page';

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());
// The stage filter reads the funnel's stages (with the Leads screen's letter).
beforeEach(() => api.on('GET', '/api/leads/etapas', () => ok(ETAPAS)));

function contato(overrides: Partial<ContatoListaItem> = {}): ContatoListaItem {
  return {
    idContato: 1,
    nome: 'Patrícia Conceição',
    telefone: '+5511988887777',
    email: null,
    dataNascimento: null,
    tags: ['vip'],
    consentimento: { marketing: true, em: '2026-11-20T13:00:00.000Z', origem: 'formulario' },
    conversas: 2,
    ...overrides,
  };
}

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/contatos');

function renderPage(crud = 'R') {
  return renderWithProviders(<ContatosPage title="Contatos" menuItem={testMenuItem('contatos', crud, 'Contatos')} />, {
    url: '/contatos',
  });
}

describe('given the contacts list', () => {
  it('shows loading, then each contact with its consent, linking to its page', async () => {
    const pagina: ContatosPagina = {
      items: [
        contato(),
        contato({
          idContato: 2,
          nome: 'Zeca Sem',
          tags: [],
          consentimento: { marketing: false, em: null, origem: null },
          conversas: 0,
        }),
      ],
      total: 2,
      proximo: null,
    };
    api.on('GET', '/api/contatos', () => ok(pagina));
    renderPage();
    expect(screen.getByText('Carregando contatos…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Patrícia Conceição' })).toHaveAttribute('href', '/contatos/1');
    expect(screen.getByText('2 contatos')).toBeInTheDocument();
    expect(screen.getByText('Aceita')).toBeInTheDocument();
    expect(screen.getByText('Não aceita')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('exports what the list shows, with its search, as the CSV the import reads', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/contatos', () => ok({ items: [contato()], total: 1, proximo: null }));
    api.on(
      'GET',
      '/api/contatos/exportar-lista',
      () =>
        new Response('nome;telefone\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="contatos-2026-11-26.csv"',
          },
        }),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const baixados: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    renderPage();
    await screen.findByRole('link', { name: 'Patrícia Conceição' });
    expect(screen.getByRole('button', { name: 'Exportar todos em CSV' })).toBeEnabled();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'patricia');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.q).toBe('patricia'));
    await user.click(await screen.findByRole('button', { name: 'Exportar 1 em CSV' }));
    await waitFor(() => expect(baixados).toEqual(['contatos-2026-11-26.csv']));
    const exportou = api.calls.find((call) => call.path === '/api/contatos/exportar-lista');
    expect(exportou?.searchParams).toEqual({ q: 'patricia' });
  });

  it('searches as typed, filters, and says when nothing matches', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/contatos', (call) =>
      ok<ContatosPagina>(
        call.searchParams.q ? { items: [], total: 0, proximo: null } : { items: [contato()], total: 1, proximo: null },
      ),
    );
    renderPage();
    await screen.findByText('Patrícia Conceição');
    await user.type(screen.getByLabelText('Buscar'), 'patricia xyz');
    expect(await screen.findByText('Nenhum contato encontrado')).toBeInTheDocument();
    expect(listCalls().at(-1)?.searchParams).toEqual({ q: 'patricia xyz', limite: '50' });
    await user.click(screen.getByText('Filtros'));
    await user.selectOptions(screen.getByLabelText('Consentimento'), 'nao');
    await waitFor(() =>
      expect(listCalls().at(-1)?.searchParams).toEqual({ q: 'patricia xyz', consentimento: 'nao', limite: '50' }),
    );
    expect(screen.getByText('Filtros (1)')).toBeInTheDocument();

    // A lead in a funnel stage, and a custom field with a value typed without accents.
    await user.selectOptions(screen.getByLabelText('Etapa do funil'), ETAPAS[1]?.nome ?? '');
    await user.type(screen.getByLabelText('Campo personalizado'), 'cidade');
    await user.type(screen.getByLabelText('Valor do campo'), 'sao jose');
    await waitFor(() =>
      expect(listCalls().at(-1)?.searchParams).toEqual({
        q: 'patricia xyz',
        consentimento: 'nao',
        idEtapa: String(ETAPAS[1]?.idEtapa),
        campo: 'cidade',
        valor: 'sao jose',
        limite: '50',
      }),
    );
    expect(screen.getByText('Filtros (4)')).toBeInTheDocument();

    // A field name the API would refuse is said wrong on the field and never asked for.
    const pedidos = listCalls().length;
    await user.clear(screen.getByLabelText('Campo personalizado'));
    await user.type(screen.getByLabelText('Campo personalizado'), 'Cidade X');
    expect(await screen.findByText(/Nome de campo inválido/)).toBeInTheDocument();
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.campo).toBeUndefined());
    expect(
      listCalls()
        .slice(pedidos)
        .every((call) => call.searchParams.campo !== 'Cidade X'),
    ).toBe(true);
  });

  it('walks the pages by cursor, forwards and back', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/contatos', (call) =>
      ok<ContatosPagina>(
        call.searchParams.apos === 'c2'
          ? { items: [contato({ idContato: 51, nome: 'Última Pessoa' })], total: 51, proximo: null }
          : { items: [contato()], total: 51, proximo: 'c2' },
      ),
    );
    renderPage();
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Última Pessoa')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Patrícia Conceição')).toBeInTheDocument();
  });

  it('tags the selected contacts together, only for a profile that may change contacts', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    api.on('GET', '/api/contatos', () =>
      ok<ContatosPagina>({ items: [contato(), contato({ idContato: 2, nome: 'Zeca Sem' })], total: 2, proximo: null }),
    );
    api.on('POST', '/api/contatos/etiquetas', () => ok({ alterados: 1 }, 'Etiqueta #feira aplicada a 1 contato.'));
    renderPage('CRUD');
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Zeca Sem' }));
    expect(screen.getByText('1 contato selecionado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aplicar etiqueta' }));
    expect(screen.getByText('Escreva a etiqueta (por exemplo: cliente-vip).')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Etiqueta para os selecionados' }), 'feira');
    await user.click(screen.getByRole('button', { name: 'Aplicar etiqueta' }));
    await waitFor(() => expect(screen.queryByText('1 contato selecionado')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.json).toEqual({ idsContatos: [2], tag: 'feira' });
  });

  it('offers no selection to a read-only profile', async () => {
    api.on('GET', '/api/contatos', () => ok<ContatosPagina>({ items: [contato()], total: 1, proximo: null }));
    renderPage('R');
    await screen.findByText('Patrícia Conceição');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('tells an institution without contacts where they come from', async () => {
    api.on('GET', '/api/contatos', () => ok<ContatosPagina>({ items: [], total: 0, proximo: null }));
    renderPage();
    expect(await screen.findByText('Nenhum contato ainda')).toBeInTheDocument();
  });
});

describe('given two records of the same person in the list (ADR 0035)', () => {
  const duas: ContatosPagina = {
    items: [
      contato({ idContato: 4, nome: 'Joana Araújo' }),
      contato({ idContato: 9, nome: 'Joana (WhatsApp)', telefone: null }),
    ],
    total: 2,
    proximo: null,
  };

  it('offers to merge exactly two selected contacts to whoever may delete contacts', async () => {
    api.on('GET', '/api/contatos', () => ok(duas));
    const user = userEvent.setup();
    renderPage('CRUD');
    expect(await screen.findByText('Sem número (WhatsApp ocultou o telefone)')).toBeInTheDocument();
    expect(screen.getByText(/Marque os dois cadastros da mesma pessoa/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Joana Araújo' }));
    expect(screen.queryByRole('link', { name: 'Mesclar os 2 selecionados' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Joana (WhatsApp)' }));
    expect(screen.getByRole('link', { name: 'Mesclar os 2 selecionados' })).toHaveAttribute(
      'href',
      '/contatos/mesclar?a=4&b=9',
    );
  });

  it('tells a read-only profile why merging is missing', async () => {
    api.on('GET', '/api/contatos', () => ok(duas));
    renderPage('R');
    await screen.findByRole('link', { name: 'Joana Araújo' });
    expect(screen.getByText(/fica para quem pode excluir contatos/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
