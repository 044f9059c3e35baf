import type { Campanha, CampanhaInput } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi, setupFakeHubs, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CampanhasRoute from '../../../routes/campanhas';
import { campanha } from '../../../test/fixtures';

const api = setupFakeApi();
const hubs = setupFakeHubs();
afterEach(() => jest.restoreAllMocks());

const OPCOES = {
  canais: [{ idCanal: 1, nome: 'WhatsApp da loja', conectado: true }],
  especialistas: [{ idEspecialista: 3, nome: 'Assistente de vendas', ativo: true }],
  etapas: [
    { idEtapa: 1, nome: 'Novo contato' },
    { idEtapa: 2, nome: 'Proposta' },
  ],
  tags: ['vip', 'atacado'],
  campos: [],
};

function renderCampanhas(url = '/campanhas', crud = 'CRUD') {
  return renderWithProviders(
    <CampanhasRoute title="Campanhas" basePath="/campanhas" menuItem={testMenuItem('campanhas', crud, 'Campanhas')} />,
    { url, path: '/campanhas/*' },
  );
}

describe('given the campaigns screen', () => {
  let campanhas: Campanha[];

  beforeEach(() => {
    campanhas = [
      campanha(),
      campanha({
        idEspecialistaCampanha: 8,
        nome: 'Buffet de fim de ano',
        status: 'enviando',
        contagem: {
          total: 10,
          pendentes: 6,
          enviados: 3,
          entregues: 0,
          lidos: 0,
          responderam: 0,
          falharam: 1,
          ignorados: 0,
        },
      }),
    ];
    api.on('GET', '/api/campanhas', () => ok(campanhas));
    api.on('GET', '/api/campanhas/opcoes', () => ok(OPCOES));
    api.on('GET', '/api/campanhas/limites', () => ok({ intervaloMinimoSegundos: 5 }));
  });

  it('lists the campaigns with status, channel and progress; a sending one cannot be edited or deleted', async () => {
    renderCampanhas();
    const enviando = (await screen.findByRole('heading', { name: 'Buffet de fim de ano' })).closest('li');
    if (!enviando) throw new Error('item');
    expect(within(enviando).getByText('Enviando')).toBeInTheDocument();
    expect(within(enviando).getByText('4 de 10 (40%)')).toBeInTheDocument();
    expect(within(enviando).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(enviando).getByRole('link', { name: 'Acompanhar envio' })).toHaveAttribute('href', '/envio-massa/8');
    expect(screen.getByRole('link', { name: 'Editar Novidades de dezembro' })).toBeInTheDocument();
  });

  it('finds a campaign typing its name without accents, or by status, and says when none matches', async () => {
    const user = userEvent.setup();
    renderCampanhas();
    await screen.findByRole('heading', { name: 'Buffet de fim de ano' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar campanhas' }), 'BUFFÉT de fim');
    expect(screen.getByRole('heading', { name: 'Buffet de fim de ano' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Novidades de dezembro' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar campanhas' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Rascunho');
    expect(screen.getByRole('heading', { name: 'Novidades de dezembro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buffet de fim de ano' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelada');
    expect(screen.getByRole('heading', { name: 'Nenhuma campanha encontrada' })).toBeInTheDocument();
  });

  it('says why a scheduled campaign could not start, and keeps it editable', async () => {
    campanhas = [
      campanha({
        idEspecialistaCampanha: 9,
        nome: 'Agendada com problema',
        status: 'rascunho',
        falha: 'Falhou ao iniciar: um dado salvo está fora do permitido. Revise a campanha e inicie de novo.',
      }),
    ];
    renderCampanhas();
    const item = (await screen.findByRole('heading', { name: 'Agendada com problema' })).closest('li');
    if (!item) throw new Error('item');
    expect(within(item).getByRole('status')).toHaveTextContent(
      'Falhou ao iniciar: um dado salvo está fora do permitido. Revise a campanha e inicie de novo.',
    );
    expect(within(item).getByRole('link', { name: 'Editar Agendada com problema' })).toBeInTheDocument();
  });

  it('shows a status change from the hub at once', async () => {
    renderCampanhas();
    const item = (await screen.findByRole('heading', { name: 'Buffet de fim de ano' })).closest('li');
    if (!item) throw new Error('item');
    act(() =>
      hubs.emitChat('EnvioMassaUpdate', {
        idEspecialistaCampanha: 8,
        status: 'pausada',
        telefone: '',
        ordem: 0,
        timestamp: '2026-11-25T12:00:00.000Z',
      }),
    );
    expect(await within(item).findByText('Pausada')).toBeInTheDocument();
  });

  it('creates a campaign: validates, previews who receives it and saves the API body', async () => {
    const user = userEvent.setup();
    const saved: CampanhaInput[] = [];
    api.on('POST', '/api/campanhas/previa', () =>
      ok({
        total: 12,
        receberao: 9,
        semConsentimento: 2,
        invalidos: 1,
        duplicados: 0,
        naoEncontrados: 0,
        exemplos: [{ nome: 'Maria Souza', telefone: '+5511988887777', texto: 'Olá, Maria! Chegou o panetone.' }],
      }),
    );
    api.on('POST', '/api/campanhas', ({ json }) => {
      saved.push(json as CampanhaInput);
      return ok(campanha({ idEspecialistaCampanha: 9, nome: 'Natal' }), 'Campanha criada.');
    });
    const success = jest.spyOn(showToast, 'success').mockImplementation(() => '');
    renderCampanhas('/campanhas/nova');

    await screen.findByRole('form', { name: 'Nova campanha' });
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(await screen.findByText('Informe o nome da campanha.')).toBeInTheDocument();
    expect(
      screen.getByText('Escolha quem recebe: todos os contatos, etiquetas, etapas do funil ou uma lista de números.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nome/), 'Natal');
    await user.type(screen.getByLabelText('Variante 1'), 'Chegou o panetone.');
    await user.click(screen.getByRole('checkbox', { name: 'vip' }));
    await user.selectOptions(screen.getByLabelText('Especialista que responde'), '3');
    await user.clear(screen.getByLabelText('Intervalo entre envios (s)'));
    await user.type(screen.getByLabelText('Intervalo entre envios (s)'), '2');
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(await screen.findByText(/Intervalo entre 5 s e 3.600 s/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Intervalo entre envios (s)'));
    await user.type(screen.getByLabelText('Intervalo entre envios (s)'), '7,5');
    await user.click(screen.getByRole('button', { name: 'Ver prévia' }));
    expect(await screen.findByText('9 contatos receberão')).toBeInTheDocument();
    expect(screen.getByText('2 sem consentimento de marketing')).toBeInTheDocument();
    expect(screen.getByText('Olá, Maria! Chegou o panetone.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Campanha criada.'));
    expect(saved[0]).toEqual({
      nome: 'Natal',
      idCanal: 1,
      idEspecialista: 3,
      variantes: ['Olá, {primeiroNome}! Chegou o panetone.'],
      audiencia: { todos: false, tags: ['vip'], idsEtapas: [], idsContatos: [], telefones: [] },
      agendadaPara: null,
      recorrencia: null,
      ritmo: {
        intervaloSegundos: 7.5,
        jitterSegundos: 10,
        janelaInicio: '08:00',
        janelaFim: '20:00',
        dias: [1, 2, 3, 4, 5, 6],
        limiteDiario: 500,
      },
    });
  });

  it('takes an imported list of numbers, says which lines are not phones, and sends the rest as digits', async () => {
    const user = userEvent.setup();
    const saved: CampanhaInput[] = [];
    api.on('POST', '/api/campanhas', ({ json }) => {
      saved.push(json as CampanhaInput);
      return ok(campanha({ idEspecialistaCampanha: 9 }), 'Campanha criada.');
    });
    jest.spyOn(showToast, 'success').mockImplementation(() => '');
    renderCampanhas('/campanhas/nova');
    await screen.findByRole('form', { name: 'Nova campanha' });
    await user.type(screen.getByLabelText(/^Nome/), 'Lista da feira');
    const lista = screen.getByLabelText('Lista importada: números com DDD, um por linha');
    await user.type(lista, '(11) 98888-7777{enter}+55 21 3333-4444{enter}Maria');
    expect(screen.getByText('2 números na lista')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(await screen.findByText(/Não são telefones com DDD: Maria\./)).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(lista);
    await user.type(lista, '(11) 98888-7777{enter}+55 21 3333-4444');
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.audiencia).toEqual({
      todos: false,
      tags: [],
      idsEtapas: [],
      idsContatos: [],
      telefones: ['11988887777', '2133334444'],
    });
  });

  it('schedules on São Paulo time and shows the server’s refusal at the field', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/campanhas/7', () => ok(campanha()));
    let body: CampanhaInput | undefined;
    api.on('PUT', '/api/campanhas/:id', ({ json }) => {
      body = json as CampanhaInput;
      return fail('Já existe uma campanha com este nome.', 409);
    });
    jest.spyOn(showToast, 'error').mockImplementation(() => '');
    renderCampanhas('/campanhas/7/editar');
    await screen.findByRole('form', { name: 'Editar campanha' });
    await user.click(screen.getByRole('radio', { name: 'Em data e hora marcadas' }));
    await user.type(screen.getByLabelText('Data e hora (horário de Brasília)'), '2026-12-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(body?.agendadaPara).toBe('2026-12-01T12:30:00.000Z'));
    expect(body?.recorrencia).toBeNull();
  });

  it('repeats a scheduled campaign each week until a day, refusing an end before the first send', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/campanhas/7', () => ok(campanha()));
    let body: CampanhaInput | undefined;
    api.on('PUT', '/api/campanhas/:id', ({ json }) => {
      body = json as CampanhaInput;
      return ok(campanha());
    });
    renderCampanhas('/campanhas/7/editar');
    await screen.findByRole('form', { name: 'Editar campanha' });
    expect(screen.queryByLabelText('Repetir')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Em data e hora marcadas' }));
    await user.type(screen.getByLabelText('Data e hora (horário de Brasília)'), '2026-12-01T09:30');
    await user.selectOptions(screen.getByLabelText('Repetir'), 'Toda semana');
    await user.type(screen.getByLabelText('Repetir até (opcional)'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(await screen.findByText(/A repetição termina antes do primeiro envio/)).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.clear(screen.getByLabelText('Repetir até (opcional)'));
    await user.type(screen.getByLabelText('Repetir até (opcional)'), '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(body?.recorrencia).toEqual({ frequencia: 'semanal', ate: '2027-01-31' }));
    expect(body?.agendadaPara).toBe('2026-12-01T12:30:00.000Z');
  });

  it('sends a chosen image with the campaign after saving it, and refuses audio before reading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    api.on('GET', '/api/campanhas/7', () => ok(campanha()));
    const order: string[] = [];
    let midia: unknown;
    api.on('PUT', '/api/campanhas/:id', () => {
      order.push('campanha');
      return ok(campanha());
    });
    api.on('PUT', '/api/campanhas/:id/midia', ({ json }) => {
      order.push('midia');
      midia = json;
      return ok(campanha({ midia: { tipo: 'imagem', mime: 'image/png', nome: 'cardapio.png', tamanho: 4 } }));
    });
    const error = jest.spyOn(showToast, 'error').mockImplementation(() => '');
    jest.spyOn(showToast, 'success').mockImplementation(() => '');
    renderCampanhas('/campanhas/7/editar');
    await screen.findByRole('form', { name: 'Editar campanha' });
    expect(screen.getByText('Nenhum arquivo: as mensagens vão só com texto.')).toBeInTheDocument();

    const picker = screen.getByLabelText('Arquivo da campanha');
    await user.upload(picker, new File(['OggS'], 'recado.ogg', { type: 'audio/ogg' }));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Áudio não vai em campanhas/));

    await user.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'cardapio.png', { type: 'image/png' }));
    expect(await screen.findByText('cardapio.png · imagem · 4 B (será enviado ao salvar)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(order).toEqual(['campanha', 'midia']));
    expect(midia).toEqual({ arquivo: 'data:image/png;base64,iVBORw==', nome: 'cardapio.png' });
  });

  it('with a file, keeps a variant longer than a caption from being saved', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/campanhas/7', () =>
      ok(campanha({ midia: { tipo: 'documento', mime: 'application/pdf', nome: 'tabela.pdf', tamanho: 2048 } })),
    );
    let saved = false;
    api.on('PUT', '/api/campanhas/:id', () => {
      saved = true;
      return ok(campanha());
    });
    renderCampanhas('/campanhas/7/editar');
    await screen.findByRole('form', { name: 'Editar campanha' });
    expect(screen.getByText('tabela.pdf · documento · 2 KB')).toBeInTheDocument();
    const variante = screen.getByLabelText('Variante 1');
    await user.clear(variante);
    await user.click(variante);
    await user.paste('a'.repeat(1100));
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(await screen.findByText(/Com arquivo, cada variante vai como legenda/)).toBeInTheDocument();
    expect(saved).toBe(false);
  });

  it('tells a read-only user why there is nothing to create or change', async () => {
    renderCampanhas('/campanhas', 'R');
    await screen.findByRole('heading', { name: 'Buffet de fim de ano' });
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar as campanhas.');
    expect(screen.queryByRole('link', { name: 'Nova campanha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
  });

  it('deletes a campaign after asking', async () => {
    const user = userEvent.setup();
    api.on('DELETE', '/api/campanhas/:id', () => ok(null, 'Campanha "Novidades de dezembro" excluída.'));
    jest.spyOn(showToast, 'success').mockImplementation(() => '');
    renderCampanhas();
    await user.click(await screen.findByRole('button', { name: 'Excluir Novidades de dezembro' }));
    await user.click(screen.getByRole('button', { name: 'Excluir campanha' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Novidades de dezembro' })).not.toBeInTheDocument(),
    );
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/campanhas/7')).toBe(true);
  });
});
