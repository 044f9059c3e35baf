import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuItem, renderPage } from '../../../test/render-page';
import { getPoliticaAtualizacao, savePoliticaAtualizacao } from '../api/politica-atualizacao';
import { AutoAtualizacaoPage, describeInterval } from './auto-atualizacao-page';

jest.mock('../api/politica-atualizacao');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPoliticaAtualizacao).mockResolvedValue({ intervaloMinutos: 60, modo: 'perguntar', padrao: true });
});

describe('given the update policy', () => {
  it('saves a valid interval and mode', async () => {
    jest.mocked(savePoliticaAtualizacao).mockResolvedValue({ intervaloMinutos: 90, modo: 'automatico', padrao: false });
    const user = userEvent.setup();
    renderPage(
      <AutoAtualizacaoPage title="Atualização Automática" menuItem={menuItem('auto-atualizacao-config', 'RU')} />,
      {
        url: '/auto-atualizacao-config',
      },
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
      expect(savePoliticaAtualizacao).toHaveBeenCalledWith({ intervaloMinutos: 90, modo: 'automatico' }),
    );
  });

  it('is read-only without U (the route is open to everyone signed in)', async () => {
    renderPage(<AutoAtualizacaoPage title="Atualização Automática" menuItem={null} />, {
      url: '/auto-atualizacao-config',
    });
    expect(await screen.findByRole('spinbutton', { name: /Procurar nova versão/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});

describe('describeInterval', () => {
  it('reads minutes the way people say them', () => {
    expect([describeInterval(5), describeInterval(60), describeInterval(90)]).toEqual(['5 min', '1 h', '1 h 30 min']);
  });
});
