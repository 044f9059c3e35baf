import { IA_NAO_CONFIGURADA, type EspecialistaInput } from '@colabora/shared/contracts';
import { ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EspecialistasRoute from '../../../routes/especialistas';
import { especialista } from '../../../test/fixtures';

const api = setupFakeApi();

function renderEspecialistas(url = '/especialistas', crud = 'CRUD') {
  return renderWithProviders(
    <EspecialistasRoute
      title="Especialistas"
      basePath="/especialistas"
      menuItem={testMenuItem('especialistas', crud, 'Especialistas')}
    />,
    { url, path: '/especialistas/*' },
  );
}

beforeEach(() => {
  api.on('GET', '/api/especialistas', () => ok([especialista()]));
  api.on('GET', '/api/especialistas/ia', () =>
    ok({ configurada: true, modelos: ['modelo-a', 'modelo-b'], aviso: null }),
  );
  api.on('GET', '/api/especialistas/canais', () =>
    ok([
      { idCanal: 3, nome: 'WhatsApp da loja', conectado: true },
      { idCanal: 4, nome: 'WhatsApp reserva', conectado: false },
    ]),
  );
});

describe('given the specialists screen', () => {
  it('shows each specialist: what it does, whether it answers, its model, channels, hours and hand-off', async () => {
    renderEspecialistas();
    const card = (await screen.findByRole('heading', { name: 'Assistente de pedidos' })).closest('li');
    if (!card) throw new Error('card');
    expect(within(card).getByText('Atendendo')).toBeInTheDocument();
    expect(within(card).getByText('modelo-a · tom cordial · temperatura 0,3')).toBeInTheDocument();
    expect(within(card).getByText('1 canal')).toBeInTheDocument();
    expect(within(card).getByText('seg a sex, das 08:00 às 18:00')).toBeInTheDocument();
    expect(within(card).getByText(/quando o contato escreve “atendente”, “humano”/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Contexto' })).toHaveAttribute('href', '/contexto-editor/1');
    expect(within(card).getByRole('link', { name: 'Conversar' })).toHaveAttribute('href', '/especialista-ia/1');
  });

  it('tells a read-only profile why there are no actions', async () => {
    renderEspecialistas('/especialistas', 'R');
    await screen.findByRole('heading', { name: 'Assistente de pedidos' });
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os especialistas.');
    expect(screen.queryByRole('link', { name: 'Novo especialista' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });

  it('says what the operator must set when the server has no model, and still lists', async () => {
    api.on('GET', '/api/especialistas/ia', () => ok({ configurada: false, modelos: [], aviso: IA_NAO_CONFIGURADA }));
    renderEspecialistas();
    expect(await screen.findByText(IA_NAO_CONFIGURADA)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assistente de pedidos' })).toBeInTheDocument();
  });

  it('creates a specialist: says what is wrong in pt-BR, then sends the body the API takes', async () => {
    let sent: EspecialistaInput | undefined;
    api.on('POST', '/api/especialistas', (call) => {
      sent = call.json as EspecialistaInput;
      return ok(especialista({ idEspecialista: 2, nome: 'Recepção' }), 'Especialista criado.');
    });
    const user = userEvent.setup();
    renderEspecialistas('/especialistas/novo');
    const nome = await screen.findByLabelText(/^Nome/);
    const temperatura = screen.getByLabelText('Temperatura');
    await user.clear(temperatura);
    await user.type(temperatura, '3');
    await user.click(screen.getByRole('button', { name: 'Criar especialista' }));
    expect(await screen.findByText('Informe o nome do especialista.')).toBeInTheDocument();
    expect(screen.getByText('Descreva o papel do especialista.')).toBeInTheDocument();
    expect(screen.getByText('Temperatura: de 0 a 1,5.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(nome, 'Recepção');
    await user.type(screen.getByLabelText('O que ele faz'), 'Recebe os contatos e marca horários.');
    await user.clear(temperatura);
    await user.type(temperatura, '0,7');
    await user.clear(screen.getByLabelText('Palavras do contato'));
    await user.type(screen.getByLabelText('Palavras do contato'), 'Atendente, gerente, atendente');
    await user.click(screen.getByLabelText(/Atender só em alguns dias/));
    await user.click(screen.getByLabelText('Sáb'));
    await user.click(screen.getByLabelText(/WhatsApp da loja/));
    await user.click(screen.getByRole('button', { name: 'Criar especialista' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      nome: 'Recepção',
      descricao: 'Recebe os contatos e marca horários.',
      tom: 'cordial',
      modelo: 'modelo-a',
      temperatura: 0.7,
      historicoMensagens: 10,
      palavrasTransferencia: ['atendente', 'gerente'],
      transferenciaPelaIa: true,
      horario: { dias: [1, 2, 3, 4, 5, 6], inicio: '08:00', fim: '18:00' },
      ativo: false,
      idsCanais: [3],
    });
    expect(await screen.findByRole('heading', { name: 'Especialistas' })).toBeInTheDocument();
  });

  it("shows the API's refusal on its field (a channel another specialist answers)", async () => {
    api.on('POST', '/api/especialistas', () =>
      reply(409, {
        success: false,
        message: 'O canal WhatsApp da loja já é atendido por outro especialista.',
        campo: 'idsCanais',
      }),
    );
    const user = userEvent.setup();
    renderEspecialistas('/especialistas/novo');
    await user.type(await screen.findByLabelText(/^Nome/), 'Recepção');
    await user.type(screen.getByLabelText('O que ele faz'), 'Recebe os contatos.');
    await user.click(screen.getByLabelText(/WhatsApp da loja/));
    await user.click(screen.getByRole('button', { name: 'Criar especialista' }));
    expect(
      await screen.findByText('O canal WhatsApp da loja já é atendido por outro especialista.'),
    ).toBeInTheDocument();
  });

  it('deletes a specialist after saying what happens to its conversations', async () => {
    api.on('DELETE', '/api/especialistas/1', () => ok(null, 'Especialista excluído.'));
    const user = userEvent.setup();
    renderEspecialistas();
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('As conversas que ele atende voltam para a equipe.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir especialista' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
