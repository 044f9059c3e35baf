import { ok, renderWithProviders, setupFakeApi, setupFakeHubs, testMenuItem } from '@colabora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CampanhasRoute from '../../../routes/campanhas';

const api = setupFakeApi();
setupFakeHubs();

const OPCOES = {
  canais: [{ idCanal: 1, nome: 'WhatsApp da loja', conectado: true }],
  especialistas: [],
  etapas: [{ idEtapa: 1, nome: 'Novo contato' }],
  tags: ['vip'],
  campos: ['cidade', 'plano'],
};

const aviso = (nome: string) =>
  `A variável {${nome}} não existe em nenhum contato: quem não tiver esse campo receberá o texto sem ela.`;

async function renderNova() {
  renderWithProviders(
    <CampanhasRoute
      title="Campanhas"
      basePath="/campanhas"
      menuItem={testMenuItem('campanhas', 'CRUD', 'Campanhas')}
    />,
    { url: '/campanhas/nova', path: '/campanhas/*' },
  );
  await screen.findByRole('form', { name: 'Nova campanha' });
}

describe("given the campaign form and the contacts' custom fields", () => {
  beforeEach(() => {
    api.on('GET', '/api/campanhas', () => ok([]));
    api.on('GET', '/api/campanhas/opcoes', () => ok(OPCOES));
    api.on('GET', '/api/campanhas/limites', () => ok({ intervaloMinimoSegundos: 5 }));
  });

  it('offers the fields in use as variables after the built-ins, and inserts one into the variant', async () => {
    const user = userEvent.setup();
    await renderNova();
    expect(screen.getByText(/dos campos personalizados dos contatos: \{cidade\}, \{plano\}\./)).toBeInTheDocument();
    const variante = screen.getByRole('textbox', { name: 'Variante 1' });
    const acoes = variante.closest('.campanhas-variante');
    if (!(acoes instanceof HTMLElement)) throw new Error('variante');
    expect(
      within(acoes)
        .getAllByRole('button', { name: /^Inserir/ })
        .map((button) => button.textContent),
    ).toEqual([
      'Inserir {nome}',
      'Inserir {primeiroNome}',
      'Inserir {telefone}',
      'Inserir {cidade}',
      'Inserir {plano}',
    ]);

    await user.clear(variante);
    await user.type(variante, 'Ofertas em');
    await user.click(within(acoes).getByRole('button', { name: 'Inserir {cidade}' }));
    expect(variante).toHaveValue('Ofertas em {cidade}');
    expect(screen.queryByText(aviso('cidade'))).not.toBeInTheDocument();
  });

  it('warns under the variant about a variable no contact has, once each, and stops when it is fixed', async () => {
    const user = userEvent.setup();
    await renderNova();
    const variante = screen.getByRole('textbox', { name: 'Variante 1' });
    await user.click(variante);
    await user.paste('Oi, {primeiroNome}! Loja do {bairro} em {cidade}, {bairro}. {Nome} fica como está.');

    const status = within(variante.closest('.campanhas-variante') as HTMLElement).getByRole('status');
    expect(status).toHaveTextContent(aviso('bairro'));
    expect(within(status).getAllByText(/^A variável/)).toHaveLength(1);

    await user.clear(variante);
    await user.paste('Oi, {primeiroNome}! Loja em {cidade}, plano {plano}.');
    expect(status).toBeEmptyDOMElement();
  });

  it('warns about each variant on its own', async () => {
    const user = userEvent.setup();
    await renderNova();
    await user.click(screen.getByRole('button', { name: 'Adicionar variante' }));
    await user.click(screen.getByRole('textbox', { name: 'Variante 2' }));
    await user.paste('Cupom {cupom} e {primeironome}');
    const segunda = within(
      screen.getByRole('textbox', { name: 'Variante 2' }).closest('.campanhas-variante') as HTMLElement,
    );
    expect(segunda.getByText(aviso('cupom'))).toBeInTheDocument();
    expect(segunda.getByText(aviso('primeironome'))).toBeInTheDocument();
    const primeira = within(
      screen.getByRole('textbox', { name: 'Variante 1' }).closest('.campanhas-variante') as HTMLElement,
    );
    expect(primeira.getByRole('status')).toBeEmptyDOMElement();
  });
});
