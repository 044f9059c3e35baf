import type { FilasPainel, SalvarFilaRoteamentoInput } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilasRoute from '../../../routes/filas';

/*
 * The queue's routing on the Filas screen (ADR 0037): the card says what is set and who of the
 * members is online; the dialog saves automatic assignment, capacity, business hours with
 * holidays, the away message and the first-responder specialist.
 */

const api = setupFakeApi();

const PAINEL: FilasPainel = {
  filas: [
    {
      idFila: 2,
      nome: 'Financeiro',
      cor: '#2e7d32',
      opcaoSaudacao: 2,
      membros: [
        { idUsuario: 7, nome: 'Ana Souza' },
        { idUsuario: 8, nome: 'Bruno Lima' },
      ],
      canaisPadrao: [],
      roteamento: {
        atribuicaoAutomatica: true,
        capacidade: 3,
        horario: {
          intervalos: [1, 2, 3, 4, 5].map((dia) => ({ dia, inicio: '08:00', fim: '18:00' })),
          feriados: ['2026-12-25'],
        },
        mensagemAusencia: null,
        idEspecialista: null,
      },
    },
  ],
  canais: [],
  usuarios: [
    { idUsuario: 7, nome: 'Ana Souza' },
    { idUsuario: 8, nome: 'Bruno Lima' },
  ],
  especialistas: [{ idEspecialista: 4, nome: 'Assistente de pedidos' }],
  saudacao: 'Olá! Digite 2 para Financeiro.',
};

function renderFilas(crud = 'CRUD') {
  return renderWithProviders(
    <FilasRoute title="Filas" basePath="/filas" menuItem={testMenuItem('filas', crud, 'Filas')} />,
    { url: '/filas', path: '/filas/*' },
  );
}

beforeEach(() => {
  api.on('GET', '/api/filas', () => ok(PAINEL));
  api.on('GET', '/api/presenca/minha', () => ok({ ausente: false, status: 'online' }));
  api.on('GET', '/api/presenca', () =>
    ok([
      { idUsuario: 7, status: 'online' },
      { idUsuario: 8, status: 'ausente' },
    ]),
  );
});

describe('given a queue with automatic assignment and business hours', () => {
  it('shows the setting, the hours with holidays, and each member with their presence', async () => {
    renderFilas();
    const card = (await screen.findByRole('heading', { name: 'Financeiro' }, { timeout: 5000 })).closest('li');
    if (!card) throw new Error('card');
    expect(within(card).getByText('Ligada · até 3 conversas por membro')).toBeInTheDocument();
    expect(within(card).getByText('Seg–Sex 08:00–18:00 · 1 feriado')).toBeInTheDocument();
    const ana = within(card).getByText('Ana Souza').closest('li');
    const bruno = within(card).getByText('Bruno Lima').closest('li');
    expect(await within(ana as HTMLElement).findByText('Online')).toBeInTheDocument();
    expect(within(bruno as HTMLElement).getByText('Ausente')).toBeInTheDocument();
  });

  it('a read-only profile sees the settings but no way to change them, and is told why', async () => {
    renderFilas('R');
    await screen.findByRole('heading', { name: 'Financeiro' });
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar as filas.');
    expect(screen.queryByRole('button', { name: 'Roteamento e horário' })).not.toBeInTheDocument();
    expect(screen.getByText('Ligada · até 3 conversas por membro')).toBeInTheDocument();
  });

  it('saves capacity, a Saturday interval, a holiday, the away message and the first responder', async () => {
    let sent: SalvarFilaRoteamentoInput | null = null;
    api.on('PUT', '/api/filas/2/roteamento', (call) => {
      sent = call.json as SalvarFilaRoteamentoInput;
      return ok(PAINEL.filas[0], 'Fila Financeiro salva.');
    });
    const user = userEvent.setup();
    renderFilas();
    await screen.findByRole('heading', { name: 'Financeiro' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Roteamento e horário' }));
    const dialog = screen.getByRole('dialog', { name: 'Roteamento da fila Financeiro' });
    const capacidade = within(dialog).getByRole('spinbutton', { name: /^Capacidade por membro/ });
    await user.clear(capacidade);
    await user.type(capacidade, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar intervalo em Sábado' }));
    const fimSabado = within(dialog).getByLabelText('Sábado: fim');
    await user.clear(fimSabado);
    await user.type(fimSabado, '12:00');
    const feriado = within(dialog).getByLabelText(/^Feriados \(fechado o dia todo\)/);
    await user.type(feriado, '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar feriado' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Mensagem de ausência/ }), 'Voltamos às 8h.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Primeiro atendimento/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar roteamento' }));
    // Saved: the dialog closes.
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'), { timeout: 5000 });
    expect(sent).toEqual({
      atribuicaoAutomatica: true,
      capacidade: 2,
      horario: {
        intervalos: [
          ...[1, 2, 3, 4, 5].map((dia) => ({ dia, inicio: '08:00', fim: '18:00' })),
          { dia: 6, inicio: '08:00', fim: '12:00' },
        ],
        feriados: ['2026-12-25', '2027-01-01'],
      },
      mensagemAusencia: 'Voltamos às 8h.',
      idEspecialista: 4,
    });
  }, 20_000);

  it("shows the API's refusal inside the dialog", async () => {
    api.on('PUT', '/api/filas/2/roteamento', () =>
      reply(400, { success: false, message: 'O fim de cada intervalo deve ser depois do início.' }),
    );
    const user = userEvent.setup();
    renderFilas();
    await screen.findByRole('heading', { name: 'Financeiro' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Roteamento e horário' }));
    const dialog = screen.getByRole('dialog', { name: 'Roteamento da fila Financeiro' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar roteamento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O fim de cada intervalo deve ser depois do início.',
    );
  });
});

describe('given the signed-in user', () => {
  it('chooses to be ausente, and the switch says so', async () => {
    api.on('PUT', '/api/presenca/minha', () =>
      ok({ ausente: true, status: 'ausente' }, 'Você está ausente: nenhuma conversa nova será atribuída a você.'),
    );
    const user = userEvent.setup();
    renderFilas('R');
    const disponivel = await screen.findByRole(
      'switch',
      { name: 'Disponível para receber conversas' },
      { timeout: 5000 },
    );
    expect(disponivel).toBeChecked();
    await user.click(disponivel);
    expect(await screen.findByRole('switch', { name: 'Ausente: não recebo conversas novas' })).not.toBeChecked();
    expect(api.calls.find((call) => call.method === 'PUT')?.json).toEqual({ ausente: true });
  });
});
