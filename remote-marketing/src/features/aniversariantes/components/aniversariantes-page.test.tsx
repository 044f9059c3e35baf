import {
  FELICITACAO_PADRAO,
  type Aniversariante,
  type FelicitacaoConfig,
  type FelicitacaoEnviada,
} from '@colabora/shared/contracts';
import { saoPauloDay } from '@colabora/shared/format';
import { fail, ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AniversariantesPage } from './aniversariantes-page';

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());
const toasts = () => ({
  success: jest.spyOn(showToast, 'success').mockReturnValue(''),
  error: jest.spyOn(showToast, 'error').mockReturnValue(''),
});

/** Today in São Paulo ('yyyy-mm-dd'): a greeting is offered on the birthday only. */
const HOJE = saoPauloDay();
const HOJE_BR = `${HOJE.slice(8, 10)}/${HOJE.slice(5, 7)}`;

function pessoa(overrides: Partial<Aniversariante> = {}): Aniversariante {
  return {
    id: 1,
    nome: 'Helena Souza',
    telefone: '+5511943210001',
    dataNascimento: '1988-03-14',
    idade: 37,
    aniversario: HOJE,
    consentimentoMarketing: true,
    felicitadoEsteAno: false,
    ...overrides,
  };
}

function renderPage(crud = 'CRUD') {
  return renderWithProviders(
    <AniversariantesPage title="Aniversariantes" menuItem={testMenuItem('aniversariantes', crud, 'Aniversariantes')} />,
    { url: '/aniversariantes' },
  );
}

const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/aniversariantes');
const row = (nome: string) =>
  within(screen.getByRole('list', { name: 'Aniversariantes' }))
    .getByText(nome)
    .closest('li') as HTMLElement;

describe('given the birthdays screen', () => {
  let pessoas: Aniversariante[];
  let enviadas: FelicitacaoEnviada[];
  let config: FelicitacaoConfig;

  beforeEach(() => {
    pessoas = [
      pessoa(),
      pessoa({
        id: 2,
        nome: 'Lúcia Sem Consentimento',
        consentimentoMarketing: false,
        idade: 29,
        dataNascimento: '1996-03-14',
      }),
      pessoa({ id: 3, nome: 'Rafael Felicitado', felicitadoEsteAno: true, idade: 33, dataNascimento: '1992-03-14' }),
    ];
    enviadas = [];
    config = { ...FELICITACAO_PADRAO };
    api.on('GET', '/api/aniversariantes', () => ok(pessoas));
    api.on('GET', '/api/aniversariantes/configuracao', () => ok(config));
    api.on('GET', '/api/aniversariantes/enviadas', () => ok(enviadas));
    api.on('POST', '/api/aniversariantes/:idContato/felicitar', (call) => {
      const id = Number(call.params.idContato);
      const alvo = pessoas.find((p) => p.id === id);
      if (!alvo) return fail('Contato não encontrado.', 404);
      alvo.felicitadoEsteAno = true;
      const enviada: FelicitacaoEnviada = {
        idContato: id,
        nome: alvo.nome,
        telefone: alvo.telefone ?? '',
        ano: 2025,
        texto: `Feliz aniversário, ${alvo.nome.split(' ')[0]}!`,
        automatica: false,
        enviadaEm: '2025-03-14T12:00:00.000Z',
      };
      enviadas = [enviada];
      return ok(enviada, `Felicitação enviada para ${alvo.nome}.`);
    });
  });

  it("lists today's birthdays with the date, the age they turn and their consent", async () => {
    renderPage();
    expect(await screen.findByText('Helena Souza')).toBeInTheDocument();
    expect(
      within(row('Helena Souza')).getByText(`${HOJE_BR} · completa 37 anos · (11) 94321-0001`, { exact: false }),
    ).toBeInTheDocument();
    expect(within(row('Helena Souza')).getByText('Nascimento: 14/03/1988')).toBeInTheDocument();
    expect(within(row('Helena Souza')).getByText('Com consentimento')).toBeInTheDocument();
    expect(within(row('Lúcia Sem Consentimento')).getByText('Sem consentimento')).toBeInTheDocument();
    expect(listCalls()[0]?.searchParams).toEqual({ periodo: 'hoje', quem: 'contatos' });
  });

  it('asks the server for the week, a chosen month and the staff', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Helena Souza');
    await user.click(screen.getByRole('button', { name: 'Esta semana' }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams).toEqual({ periodo: 'semana', quem: 'contatos' }));
    expect(screen.getByRole('button', { name: 'Esta semana' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Outro mês'), 'Abril');
    await waitFor(() =>
      expect(listCalls().at(-1)?.searchParams).toEqual({ periodo: 'mes-escolhido', quem: 'contatos', mes: '4' }),
    );
    expect(screen.getByRole('heading', { name: 'Contatos · Abril' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Equipe' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.searchParams).toEqual({ periodo: 'mes-escolhido', quem: 'usuarios', mes: '4' }),
    );
    // Staff are not greeted from here.
    expect(screen.queryByRole('button', { name: /Felicitar/ })).not.toBeInTheDocument();
  });

  it('greets with one click, then shows "Felicitado" and the greeting among those sent', async () => {
    const toast = toasts();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Helena Souza');
    await user.click(screen.getByRole('button', { name: 'Felicitar pelo WhatsApp: Helena Souza' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Felicitação enviada para Helena Souza.'));
    expect(api.calls.find((call) => call.method === 'POST')?.json).toEqual({});
    await waitFor(() => expect(within(row('Helena Souza')).getByText('Felicitado')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Felicitar pelo WhatsApp: Helena Souza' })).toBeDisabled();
    const sent = within(await screen.findByRole('list', { name: 'Felicitações enviadas este ano' }));
    expect(sent.getByText('Feliz aniversário, Helena!')).toBeInTheDocument();
    expect(sent.getByText('Manual')).toBeInTheDocument();
  });

  it('asks before greeting a contact without consent, and sends nothing when cancelled', async () => {
    const toast = toasts();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Lúcia Sem Consentimento');
    await user.click(screen.getByRole('button', { name: 'Felicitar pelo WhatsApp: Lúcia Sem Consentimento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Felicitar sem consentimento?' });
    expect(dialog).toHaveTextContent(
      'Lúcia Sem Consentimento não deu consentimento para mensagens de marketing (LGPD).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Felicitar pelo WhatsApp: Lúcia Sem Consentimento' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar mesmo assim' }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Felicitação enviada para Lúcia Sem Consentimento.'),
    );
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/aniversariantes/2/felicitar');
    // The API checks the confirmation too: the screen sends it only after asking.
    expect(post?.json).toEqual({ confirmarSemConsentimento: true });
  });

  it('offers the greeting on the birthday only', async () => {
    pessoas = [pessoa({ id: 4, nome: 'Otávio Outro Dia', aniversario: '2000-01-01' })];
    renderPage();
    await screen.findByText('Otávio Outro Dia');
    expect(screen.queryByRole('button', { name: /Felicitar pelo WhatsApp/ })).not.toBeInTheDocument();
    expect(within(row('Otávio Outro Dia')).getByText(/disponível no dia do aniversário/)).toBeInTheDocument();
  });

  it("shows the server's sentence when no WhatsApp is connected", async () => {
    api.on('POST', '/api/aniversariantes/:idContato/felicitar', () =>
      fail('Nenhum canal de WhatsApp conectado: conecte um em "Conectar WhatsApp" para enviar a felicitação.', 409),
    );
    const toast = toasts();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Helena Souza');
    await user.click(screen.getByRole('button', { name: 'Felicitar pelo WhatsApp: Helena Souza' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Nenhum canal de WhatsApp conectado: conecte um em "Conectar WhatsApp" para enviar a felicitação.',
      ),
    );
    expect(within(row('Helena Souza')).queryByText('Felicitado')).not.toBeInTheDocument();
  });

  it('disables the greeting of someone already greeted this year', async () => {
    renderPage();
    await screen.findByText('Rafael Felicitado');
    expect(within(row('Rafael Felicitado')).getByText('Felicitado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Felicitar pelo WhatsApp: Rafael Felicitado' })).toBeDisabled();
  });

  it('says when nobody has a birthday, and offers a retry when the list fails', async () => {
    pessoas = [];
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Ninguém faz aniversário hoje')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma felicitação enviada este ano')).toBeInTheDocument();

    api.on('GET', '/api/aniversariantes', () => fail('Falha ao consultar.', 500));
    await user.click(screen.getByRole('button', { name: 'Este mês' }));
    expect(await screen.findByText('Falha ao consultar.')).toBeInTheDocument();
    api.on('GET', '/api/aniversariantes', () => ok([pessoa()]));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Helena Souza')).toBeInTheDocument();
  });

  it('edits the automatic greeting: variables as chips, a live preview, saved with PUT', async () => {
    api.on('PUT', '/api/aniversariantes/configuracao', (call) => {
      config = call.json as FelicitacaoConfig;
      return ok(config, 'Felicitação automática ligada: enviada às 08:30 aos contatos com consentimento.');
    });
    const toast = toasts();
    const user = userEvent.setup();
    renderPage();
    const mensagem = (await screen.findByLabelText('Mensagem')) as HTMLTextAreaElement;
    expect(
      screen.getByText('Feliz aniversário, Maria! 🎉 Toda a equipe deseja um ótimo dia para você.'),
    ).toBeInTheDocument();
    await user.clear(mensagem);
    await user.type(mensagem, 'Parabéns, ! São  anos.');
    // Each chip goes where the cursor is.
    mensagem.setSelectionRange(10, 10);
    await user.click(screen.getByRole('button', { name: 'Inserir {primeiroNome}' }));
    mensagem.setSelectionRange(30, 30);
    await user.click(screen.getByRole('button', { name: 'Inserir {idade}' }));
    expect(mensagem).toHaveValue('Parabéns, {primeiroNome}! São {idade} anos.');
    expect(screen.getByText('Parabéns, Maria! São 30 anos.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Enviar felicitação automática aos contatos com consentimento'));
    const horario = screen.getByLabelText('Horário de envio (Brasília)');
    await user.clear(horario);
    await user.type(horario, '08:30');
    await user.click(screen.getByRole('button', { name: 'Salvar felicitação automática' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Felicitação automática ligada: enviada às 08:30 aos contatos com consentimento.',
      ),
    );
    expect(api.calls.find((call) => call.method === 'PUT')?.json).toEqual({
      ativo: true,
      horario: '08:30',
      modelo: 'Parabéns, {primeiroNome}! São {idade} anos.',
    });
  });

  it('refuses an empty message before calling the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('Mensagem'));
    await user.click(screen.getByRole('button', { name: 'Salvar felicitação automática' }));
    expect(await screen.findByText('Escreva a mensagem de felicitação.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('with R only: no greeting button, the settings read-only, and says why', async () => {
    config = { ativo: true, horario: '09:00', modelo: 'Oi' };
    renderPage('R');
    await screen.findByText('Helena Souza');
    expect(screen.queryByRole('button', { name: /Felicitar/ })).not.toBeInTheDocument();
    expect(screen.getByText('Seu perfil permite apenas consultar os aniversariantes.')).toBeInTheDocument();
    expect(
      await screen.findByText('Ligada: enviada às 09:00 (Brasília) aos contatos com consentimento.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Mensagem')).not.toBeInTheDocument();
  });
});
