import type { ContatoPagina } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContatoPage } from './contato-page';

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());

const vazio = { total: 0, recentes: [] };

function pagina(overrides: Partial<ContatoPagina> = {}): ContatoPagina {
  return {
    contato: {
      idContato: 7,
      nome: 'Joana Araújo',
      telefone: '+5511977776666',
      email: 'joana@exemplo.com.br',
      dataNascimento: '1990-05-04',
      tags: ['vip'],
      responsavel: null,
      consentimento: { marketing: false, em: null, origem: null },
      campos: { cidade: 'Santos' },
    },
    historicoConsentimento: [],
    conversas: {
      total: 1,
      recentes: [{ idChat: 3, canal: 'WhatsApp Loja', status: 'aberta', ultimaMensagemEm: '2026-11-25T12:00:00.000Z' }],
    },
    pedidos: vazio,
    leads: vazio,
    campanhas: vazio,
    ...overrides,
  };
}

function renderPage(crud: string) {
  return renderWithProviders(<ContatoPage menuItem={testMenuItem('contatos', crud, 'Contatos')} />, {
    url: '/contatos/7',
    path: '/contatos/:idContato',
  });
}

describe("given a contact's page", () => {
  it('records consent given on the phone only with a note, then shows it in the history', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    let atual = pagina();
    api.on('GET', '/api/contatos/:idContato', () => ok(atual));
    api.on('POST', '/api/contatos/:idContato/consentimento/registrar', (call) => {
      atual = pagina({
        contato: {
          ...atual.contato,
          consentimento: { marketing: true, em: '2026-11-26T15:00:00.000Z', origem: 'manual' },
        },
        historicoConsentimento: [
          {
            idRegistro: 1,
            marketing: true,
            origem: 'manual',
            em: '2026-11-26T15:00:00.000Z',
            autor: 'Ana Souza',
            nota: (call.json as { nota: string }).nota,
          },
        ],
      });
      return ok(atual, 'Consentimento registrado.');
    });
    renderPage('CRUD');
    expect(await screen.findByText('Não aceita campanhas')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma mudança registrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp Loja' })).toHaveAttribute('href', '/chat/3');

    await user.click(screen.getByRole('button', { name: 'Registrar consentimento' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar consentimento' }));
    expect(within(dialog).getByText(/Escreva como a pessoa consentiu/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Como a pessoa consentiu'), 'Autorizou por telefone.');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar consentimento' }));
    const historico = await screen.findByRole('list', { name: 'Histórico de consentimento' });
    expect(within(historico).getByText('Autorizou por telefone.')).toBeInTheDocument();
    expect(within(historico).getByText(/Equipe, Ana Souza/)).toBeInTheDocument();
    expect(screen.getByText('Aceita campanhas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revogar consentimento' })).toBeInTheDocument();
  });

  it('tells a read-only profile why the consent actions are missing', async () => {
    api.on('GET', '/api/contatos/:idContato', () => ok(pagina()));
    renderPage('R');
    expect(await screen.findByText(/Seu perfil permite apenas consultar o consentimento/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar consentimento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revogar consentimento' })).not.toBeInTheDocument();
  });
});
