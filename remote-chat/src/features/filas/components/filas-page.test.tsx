import type { FilasPainel, SalvarFilaInput } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilasRoute from '../../../routes/filas';

const api = setupFakeApi();

const SEM_ROTEAMENTO = {
  atribuicaoAutomatica: false,
  capacidade: 5,
  horario: null,
  mensagemAusencia: null,
  idEspecialista: null,
};

const PAINEL: FilasPainel = {
  filas: [
    {
      idFila: 1,
      nome: 'Pedidos',
      cor: '#1565c0',
      opcaoSaudacao: 1,
      membros: [{ idUsuario: 7, nome: 'Ana Souza' }],
      canaisPadrao: [{ idCanal: 3, nome: 'WhatsApp da loja' }],
      roteamento: SEM_ROTEAMENTO,
    },
    {
      idFila: 2,
      nome: 'Financeiro',
      cor: '#2e7d32',
      opcaoSaudacao: null,
      membros: [],
      canaisPadrao: [],
      roteamento: SEM_ROTEAMENTO,
    },
  ],
  canais: [{ idCanal: 3, nome: 'WhatsApp da loja', idFilaPadrao: 1, saudacao: true }],
  usuarios: [
    { idUsuario: 7, nome: 'Ana Souza' },
    { idUsuario: 8, nome: 'Bruno Lima' },
  ],
  saudacao: 'Olá! Digite 1 para Pedidos.',
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
  api.on('GET', '/api/presenca', () => ok([]));
  api.on('GET', '/api/presenca/minha', () => ok({ ausente: false, status: 'online' }));
});

describe('given the Filas screen', () => {
  it('shows each queue with its digit, members and channels, and the greeting a new contact receives', async () => {
    renderFilas();
    const pedidos = (await screen.findByRole('heading', { name: 'Pedidos' })).closest('li');
    if (!pedidos) throw new Error('card');
    expect(within(pedidos).getByText('Opção 1 no menu')).toBeInTheDocument();
    expect(within(pedidos).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(pedidos).getByText('WhatsApp da loja')).toBeInTheDocument();
    expect(screen.getByText('“Olá! Digite 1 para Pedidos.”')).toBeInTheDocument();
    const financeiro = screen.getByRole('heading', { name: 'Financeiro' }).closest('li');
    if (!financeiro) throw new Error('card');
    expect(within(financeiro).getByText('Fora do menu')).toBeInTheDocument();
    expect(within(financeiro).getByText('Ninguém ainda')).toBeInTheDocument();
  });

  it('tells a read-only profile why there are no actions, and locks the default queues', async () => {
    renderFilas('R');
    await screen.findByRole('heading', { name: 'Pedidos' });
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar as filas.');
    expect(screen.queryByRole('button', { name: 'Nova fila' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'WhatsApp da loja' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Enviar o menu de saudação' })).toBeDisabled();
  });

  it('says what to do when there is no queue yet', async () => {
    api.on('GET', '/api/filas', () => ok({ ...PAINEL, filas: [], saudacao: null }));
    renderFilas();
    expect(await screen.findByText('Nenhuma fila ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar a primeira fila' })).toBeInTheDocument();
    expect(screen.getByText(/Nenhuma fila está no menu/)).toBeInTheDocument();
  });

  it('creates a queue with a free digit and its members, and shows the API’s refusal in pt-BR', async () => {
    let sent: SalvarFilaInput | undefined;
    api.on('POST', '/api/filas', (call) => {
      sent = call.json as SalvarFilaInput;
      return reply(409, { success: false, message: 'Já existe uma fila com este nome.', campo: 'nome' });
    });
    const user = userEvent.setup();
    renderFilas();
    await user.click(await screen.findByRole('button', { name: 'Nova fila' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova fila' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Suporte');
    await user.click(within(dialog).getByRole('radio', { name: 'Roxo' }));
    const opcao = within(dialog).getByRole('combobox', { name: /Opção no menu/ });
    // Digit 1 is Pedidos': not offered.
    expect(within(opcao).queryByRole('option', { name: '1' })).not.toBeInTheDocument();
    await user.selectOptions(opcao, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bruno Lima' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pedir avaliação ao resolver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar fila' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Já existe uma fila com este nome.');
    expect(sent).toEqual({ nome: 'Suporte', cor: '#6a1b9a', opcaoSaudacao: 2, idsMembros: [8], avaliacao: true });
  });
});
