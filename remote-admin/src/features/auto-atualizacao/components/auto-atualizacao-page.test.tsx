import type { PoliticaAtualizacao } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutoAtualizacaoPage, describeInterval } from './auto-atualizacao-page';

const api = setupFakeApi();

const PADRAO: PoliticaAtualizacao = { intervaloMinutos: 60, modo: 'perguntar', padrao: true };

beforeEach(() => {
  api.on('GET', '/api/auto-atualizacao', () => ok(PADRAO));
});

afterEach(() => jest.restoreAllMocks());

describe('given the update policy', () => {
  it('saves a valid interval and mode', async () => {
    api.on('PUT', '/api/auto-atualizacao', (call) =>
      ok({ ...(call.json as Omit<PoliticaAtualizacao, 'padrao'>), padrao: false }, 'Política salva.'),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <AutoAtualizacaoPage title="Atualização Automática" menuItem={testMenuItem('auto-atualizacao-config', 'RU')} />,
      { url: '/auto-atualizacao-config' },
    );
    const interval = await screen.findByRole('spinbutton', { name: /Procurar nova versão/ });
    expect(screen.getByText('A instituição usa a configuração padrão.')).toBeInTheDocument();
    await user.clear(interval);
    await user.type(interval, '2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Intervalo (minutos): no mínimo 5.')).toBeInTheDocument();
    await user.clear(interval);
    await user.type(interval, '90');
    expect(interval).toHaveAccessibleDescription(/1 h 30 min/);
    await user.click(screen.getByRole('radio', { name: /Atualizar automaticamente/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/api/auto-atualizacao', json: { intervaloMinutos: 90, modo: 'automatico' } }),
      ]),
    );
    // The saved policy is the institution's own, no longer the default.
    await waitFor(() => expect(screen.queryByText('A instituição usa a configuração padrão.')).not.toBeInTheDocument());
  });

  it('is read-only without U (the route is open to everyone signed in)', async () => {
    renderWithProviders(<AutoAtualizacaoPage title="Atualização Automática" menuItem={null} />, {
      url: '/auto-atualizacao-config',
    });
    expect(await screen.findByRole('spinbutton', { name: /Procurar nova versão/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Seu perfil permite apenas consultar a política de atualização.',
    );
  });

  it('shows a refusal about the interval on the interval, and others above the button', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('PUT', '/api/auto-atualizacao', () =>
      reply(400, { success: false, message: 'Intervalo (minutos): no máximo 1440.', campo: 'intervaloMinutos' }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <AutoAtualizacaoPage title="Atualização Automática" menuItem={testMenuItem('auto-atualizacao-config', 'RU')} />,
      { url: '/auto-atualizacao-config' },
    );
    const interval = await screen.findByRole('spinbutton', { name: /Procurar nova versão/ });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(interval).toHaveAccessibleDescription(/no máximo 1440/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    api.on('PUT', '/api/auto-atualizacao', () => reply(500, 'Internal Server Error'));
    await user.clear(interval);
    await user.type(interval, '30');
    expect(interval).not.toHaveAccessibleDescription(/no máximo 1440/);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar a política.');
  });
});

describe('describeInterval', () => {
  it('reads minutes the way people say them', () => {
    expect([describeInterval(5), describeInterval(60), describeInterval(90)]).toEqual(['5 min', '1 h', '1 h 30 min']);
  });
});
