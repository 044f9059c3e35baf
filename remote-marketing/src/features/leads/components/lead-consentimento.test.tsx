import type { ContatoAudiencia } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import { LeadConsentimento } from './lead-consentimento';

const api = setupFakeApi();

const audiencia: ContatoAudiencia = {
  idContato: 5,
  nome: 'Carla Mendes',
  telefone: '+5511976540001',
  email: null,
  dataNascimento: null,
  tags: [],
  responsavel: null,
  consentimento: { marketing: false, em: '2026-11-21T12:00:00.000Z', origem: 'chat' },
  campos: {},
};

describe("the lead's consent line", () => {
  it("says the consent with when and how, and links to the contact's page", async () => {
    api.on('GET', '/api/contatos/5/audiencia', () => ok(audiencia));
    renderWithProviders(<LeadConsentimento idContato={5} />, { url: '/leads/1' });
    expect(await screen.findByText(/Não aceita campanhas desde 21\/11\/2026, whatsapp \(sair\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver contato' })).toHaveAttribute('href', '/contatos/5');
  });

  it('has no link for a profile without the Contacts screen', async () => {
    api.on('GET', '/api/contatos/5/audiencia', () => ok(audiencia));
    renderWithProviders(<LeadConsentimento idContato={5} />, { url: '/leads/1', menu: ['leads'] });
    await screen.findByText(/Não aceita campanhas/);
    expect(screen.queryByRole('link', { name: 'Ver contato' })).not.toBeInTheDocument();
  });
});
