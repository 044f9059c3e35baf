import type { ChatContato } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import { ContactPanel } from './contact-panel';

const api = setupFakeApi();

const contato = (overrides: Partial<ChatContato> = {}): ChatContato => ({
  idContato: 10,
  nome: 'Maria Souza',
  telefone: '+5511988887777',
  email: null,
  dataNascimento: null,
  origem: 'whatsapp',
  criadoEm: '2026-11-20T10:00:00.000Z',
  consentimento: { marketing: true, em: '2026-11-20T13:00:00.000Z', origem: 'manual' },
  ...overrides,
});

function renderPanel(data: ChatContato, menu?: readonly string[]) {
  api.on('GET', '/api/chats/1/contato', () => ok(data));
  api.on('GET', '/api/pedidos', () => ok({ items: [], total: 0, page: 1, pageSize: 5 }));
  return renderWithProviders(<ContactPanel idChat={1} />, { url: '/chat/1', ...(menu ? { menu } : {}) });
}

describe("the chat's contact panel", () => {
  it("shows the marketing consent and links to the contact's page", async () => {
    renderPanel(contato());
    expect(await screen.findByText('Aceita desde 20/11/2026, equipe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver contato e consentimento' })).toHaveAttribute('href', '/contatos/10');
  });

  it('says when there is no consent, and links only when the profile opens Contatos', async () => {
    renderPanel(contato({ consentimento: { marketing: false, em: null, origem: null } }), ['chat']);
    expect(await screen.findByText('Não aceita (nenhum consentimento registrado)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver contato e consentimento' })).not.toBeInTheDocument();
  });
});
