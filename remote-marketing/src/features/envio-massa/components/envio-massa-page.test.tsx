import type { Campanha } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi, setupFakeHubs, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EnvioMassaRoute from '../../../routes/envio-massa';
import { campanha, destinatario } from '../../../test/fixtures';

const api = setupFakeApi();
const hubs = setupFakeHubs();
afterEach(() => jest.restoreAllMocks());

function renderEnvio(url = '/envio-massa/8', crud = 'CRUD') {
  return renderWithProviders(
    <EnvioMassaRoute title="Envio em massa" basePath="/envio-massa" menuItem={testMenuItem('envio-massa', crud)} />,
    { url, path: '/envio-massa/*' },
  );
}

const CONTAGEM = {
  total: 3,
  pendentes: 3,
  enviados: 0,
  entregues: 0,
  lidos: 0,
  responderam: 0,
  falharam: 0,
  ignorados: 0,
};

describe('given a campaign’s run', () => {
  let atual: Campanha;

  beforeEach(() => {
    atual = campanha({
      idEspecialistaCampanha: 8,
      nome: 'Buffet de fim de ano',
      status: 'pausada',
      contagem: CONTAGEM,
    });
    api.on('GET', '/api/campanhas', () => ok([atual]));
    api.on('GET', '/api/campanhas/:id', () => ok(atual));
    api.on('GET', '/api/envio-massa/:id/destinatarios', ({ searchParams }) =>
      ok({
        items: [1, 2, 3]
          .map((ordem) => destinatario({ ordem, nome: ['Ana Lima', 'Bruno Reis', 'Carla Dias'][ordem - 1] }))
          .filter((item) => !searchParams.status || item.status === searchParams.status),
        nextCursor: null,
      }),
    );
  });

  it('shows the counters and the recipients in order, and a recipient’s new status live', async () => {
    renderEnvio();
    const row = (await screen.findByText('Bruno Reis')).closest('tr');
    if (!row) throw new Error('row');
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    expect(screen.getByText('0 de 3 (0%)')).toBeInTheDocument();
    act(() =>
      hubs.emitChat('EnvioMassaUpdate', {
        idEspecialistaCampanha: 8,
        status: 'enviado',
        telefone: '+5511988880002',
        ordem: 2,
        timestamp: '2026-11-25T12:01:00.000Z',
      }),
    );
    expect(await within(row).findByText('Enviado')).toBeInTheDocument();
    // The counters are the server's: they load again after the burst.
    atual = { ...atual, contagem: { ...CONTAGEM, pendentes: 2, enviados: 1 } };
    expect(await screen.findByText('1 de 3 (33%)', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('resumes a paused run and then offers to pause it', async () => {
    const user = userEvent.setup();
    api.on('POST', '/api/envio-massa/:id/retomar', () => {
      atual = { ...atual, status: 'enviando' };
      return ok(atual, 'Envio retomado.');
    });
    const success = jest.spyOn(showToast, 'success').mockImplementation(() => '');
    renderEnvio();
    await user.click(await screen.findByRole('button', { name: 'Retomar' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Envio retomado.'));
    expect(await screen.findByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retomar' })).not.toBeInTheDocument();
  });

  it('asks before starting, with who receives it and how long it takes at the campaign’s pace', async () => {
    const user = userEvent.setup();
    atual = { ...atual, status: 'rascunho' };
    api.on('POST', '/api/campanhas/previa', () =>
      ok({ total: 5, receberao: 3, semConsentimento: 2, invalidos: 0, duplicados: 0, naoEncontrados: 0, exemplos: [] }),
    );
    const started: unknown[] = [];
    api.on('POST', '/api/envio-massa/:id/iniciar', () => {
      started.push(true);
      atual = { ...atual, status: 'enviando' };
      return ok(atual, 'Envio iniciado.');
    });
    jest.spyOn(showToast, 'success').mockImplementation(() => '');
    renderEnvio();
    await user.click(await screen.findByRole('button', { name: 'Iniciar envio' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Iniciar o envio?' });
    expect(await within(dialog).findByText(/^3 pessoas receberão esta campanha/)).toHaveTextContent(
      '3 pessoas receberão esta campanha (2 pessoas do público ficam de fora, sem consentimento ou com telefone inválido). Leva cerca de',
    );
    expect(started).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar envio' }));
    await waitFor(() => expect(started).toEqual([true]));
  });

  it('counts progress by what has an outcome, and the skipped apart', async () => {
    atual = { ...atual, status: 'enviando', contagem: { ...CONTAGEM, pendentes: 0, enviados: 1, ignorados: 2 } };
    renderEnvio();
    expect(await screen.findByText('1 de 1 (100%)')).toBeInTheDocument();
    expect(screen.getByText('2 ignorados à parte')).toBeInTheDocument();
  });

  it('says why a command was refused', async () => {
    const user = userEvent.setup();
    api.on('POST', '/api/envio-massa/:id/retomar', () => fail('Não é possível retomar uma campanha concluída.', 409));
    const error = jest.spyOn(showToast, 'error').mockImplementation(() => '');
    renderEnvio();
    await user.click(await screen.findByRole('button', { name: 'Retomar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Não é possível retomar uma campanha concluída.'));
  });

  it('filters the recipients by status', async () => {
    const user = userEvent.setup();
    renderEnvio();
    await screen.findByText('Ana Lima');
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'falhou');
    expect(await screen.findByText('Nenhum destinatário com este status')).toBeInTheDocument();
    expect(api.calls.at(-1)?.searchParams).toMatchObject({ status: 'falhou' });
  });

  it('says how a recurring campaign repeats, and shows an earlier run’s recipients, which live updates leave alone', async () => {
    const user = userEvent.setup();
    atual = {
      ...atual,
      status: 'agendada',
      agendadaPara: '2026-11-30T13:00:00.000Z',
      recorrencia: { frequencia: 'semanal', ate: '2026-12-31' },
      rodada: 2,
    };
    renderEnvio();
    expect(await screen.findByText(/Repete: toda semana, até 31\/12\/2026 · rodada 2\./)).toBeInTheDocument();
    expect(screen.getByText('Próximo envio em 30/11/2026, 10:00')).toBeInTheDocument();
    await screen.findByText('Ana Lima');
    await user.selectOptions(screen.getByLabelText('Rodada'), 'Rodada 1');
    await waitFor(() => expect(api.calls.at(-1)?.searchParams).toMatchObject({ rodada: '1' }));
    const row = (await screen.findByText('Bruno Reis')).closest('tr');
    if (!row) throw new Error('row');
    act(() =>
      hubs.emitChat('EnvioMassaUpdate', {
        idEspecialistaCampanha: 8,
        status: 'enviado',
        telefone: '+5511988880002',
        ordem: 2,
        timestamp: '2026-11-30T13:01:00.000Z',
      }),
    );
    // That update is about run 2: the first run's row keeps its status.
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
  });

  it('tells a read-only user why there are no commands', async () => {
    renderEnvio('/envio-massa/8', 'R');
    await screen.findByText('Ana Lima');
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar o envio em massa.');
    expect(screen.queryByRole('button', { name: 'Retomar' })).not.toBeInTheDocument();
  });

  it('lists the campaigns to follow, the running ones first', async () => {
    atual = { ...atual, status: 'enviando' };
    renderEnvio('/envio-massa');
    const link = await screen.findByRole('link', { name: 'Buffet de fim de ano' });
    expect(link).toHaveAttribute('href', '/envio-massa/8');
  });
});

describe('given an address of a campaign that is not there', () => {
  it('says so and leads back to the campaigns, instead of offering to retry', async () => {
    api.on('GET', '/api/campanhas/:id', () => fail('Campanha não encontrada.', 404));
    api.on('GET', '/api/envio-massa/:id/destinatarios', () => fail('Campanha não encontrada.', 404));
    renderEnvio('/envio-massa/999');
    expect(await screen.findByRole('heading', { name: 'Campanha não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas as campanhas' })).toHaveAttribute('href', '/envio-massa');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});
