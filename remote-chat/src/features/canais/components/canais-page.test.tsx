import type { Canal, SimuladorEnviada } from '@colabora/shared/contracts';
import {
  fail,
  ok,
  renderWithProviders,
  reply,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanaisPage } from './canais-page';
import { qrCodeDrawing } from './qr-code-image';

const api = setupFakeApi();
const hubs = setupFakeHubs();

beforeEach(() => {
  // A connected simulator lists what its contact received (a test about it answers its own).
  api.on('GET', '/api/canais/:idCanal/simulador/enviadas', () => ok([]));
  jest.spyOn(showToast, 'success').mockReturnValue('');
  jest.spyOn(showToast, 'error').mockReturnValue('');
});
afterEach(() => jest.restoreAllMocks());

function canal(overrides: Partial<Canal> = {}): Canal {
  return {
    idCanal: 1,
    nome: 'Loja Centro',
    provider: 'simulador',
    estado: 'desconectado',
    telefone: null,
    qrCode: null,
    pairingCode: null,
    criadoEm: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage({ crud = 'CRUD', gestor = true } = {}) {
  return renderWithProviders(
    <CanaisPage title="Conectar WhatsApp" menuItem={testMenuItem('whatsapp-qrcode', crud, 'Conectar WhatsApp')} />,
    { url: '/whatsapp-qrcode', session: testSession({ gestor }) },
  );
}

const card = (nome: string) => screen.getByRole('article', { name: nome });
const qrImage = (nome: string) => screen.queryByRole('img', { name: `QR Code para conectar o canal ${nome}` });
/** The drawing on screen is the QR Code of `value` (jsdom cannot scan it; the modules must match). */
const expectQrOf = (nome: string, value: string) =>
  expect(qrImage(nome)?.querySelector('path')).toHaveAttribute('d', qrCodeDrawing(value).path);

describe('given the channels of the institution', () => {
  it('shows each number as a card with its state in words and what to do about it', async () => {
    api.on('GET', '/api/canais', () =>
      ok([
        canal({ idCanal: 1, nome: 'Loja Centro', estado: 'conectado', telefone: '+5511988887777' }),
        canal({ idCanal: 2, nome: 'Delivery', estado: 'desconectado', provider: 'evolution' }),
        canal({ idCanal: 3, nome: 'Balcão', estado: 'recusado' }),
        canal({ idCanal: 4, nome: 'Eventos', estado: 'aguardando_qr', qrCode: '2@abc,def', pairingCode: 'WZYX-1234' }),
      ]),
    );
    renderPage();

    const centro = await screen.findByRole('article', { name: 'Loja Centro' });
    expect(within(centro).getByText('Conectado')).toBeInTheDocument();
    expect(within(centro).getByText('(11) 98888-7777')).toBeInTheDocument();
    expect(within(centro).getByText(/as mensagens deste número chegam no Chat/)).toBeInTheDocument();
    expect(within(centro).getByRole('button', { name: 'Desconectar' })).toBeInTheDocument();
    expect(within(centro).queryByRole('button', { name: 'Conectar' })).not.toBeInTheDocument();

    const delivery = card('Delivery');
    expect(within(delivery).getByText('Desconectado')).toBeInTheDocument();
    expect(within(delivery).getByText(/Evolution API/)).toBeInTheDocument();
    expect(within(delivery).getByText(/Toque em Conectar para gerar o QR Code/)).toBeInTheDocument();

    expect(within(card('Balcão')).getByText('Recusado')).toBeInTheDocument();
    expect(within(card('Balcão')).getByText(/O WhatsApp encerrou a sessão/)).toBeInTheDocument();

    const eventos = card('Eventos');
    expect(within(eventos).getByText('Aguardando leitura do QR Code')).toBeInTheDocument();
    expectQrOf('Eventos', '2@abc,def');
    expect(within(eventos).getByText('WZYX-1234')).toBeInTheDocument();
    expect(qrImage('Loja Centro')).not.toBeInTheDocument();
  });

  it('draws the new QR Code as CanalAtualizado events arrive, and drops it once connected', async () => {
    api.on('GET', '/api/canais', () => ok([canal()]));
    renderPage();
    await screen.findByRole('article', { name: 'Loja Centro' });
    expect(qrImage('Loja Centro')).not.toBeInTheDocument();

    act(() =>
      hubs.emitChat('CanalAtualizado', { ...canal({ estado: 'aguardando_qr', qrCode: 'QR-1' }), idInstituicao: 1 }),
    );
    await waitFor(() => expectQrOf('Loja Centro', 'QR-1'));
    expect(within(card('Loja Centro')).getByText('Aguardando leitura do QR Code')).toBeInTheDocument();

    act(() =>
      hubs.emitChat('CanalAtualizado', {
        ...canal({ estado: 'aguardando_qr', qrCode: 'QR-2', pairingCode: 'ABCD-EFGH' }),
        idInstituicao: 1,
      }),
    );
    await waitFor(() => expectQrOf('Loja Centro', 'QR-2'));
    expect(screen.getByText('ABCD-EFGH')).toBeInTheDocument();

    act(() =>
      hubs.emitChat('CanalAtualizado', {
        ...canal({ estado: 'conectado', telefone: '+5511977776666' }),
        idInstituicao: 1,
      }),
    );
    await waitFor(() => expect(qrImage('Loja Centro')).not.toBeInTheDocument());
    expect(within(card('Loja Centro')).getByText('Conectado')).toBeInTheDocument();
    expect(within(card('Loja Centro')).getByText('(11) 97777-6666')).toBeInTheDocument();
    // Written into the cache: nothing was asked again.
    expect(api.calls.filter((call) => call.path === '/api/canais')).toHaveLength(1);
  });

  it('drops a channel a colleague deleted (CanalExcluido), without asking again', async () => {
    api.on('GET', '/api/canais', () => ok([canal()]));
    renderPage();
    await screen.findByRole('article', { name: 'Loja Centro' });
    act(() => hubs.emitChat('CanalExcluido', { idCanal: canal().idCanal, idInstituicao: 1 }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Loja Centro' })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path === '/api/canais')).toHaveLength(1);
  });

  it('connects a channel and shows the QR Code the server answered', async () => {
    api.on('GET', '/api/canais', () => ok([canal()]));
    api.on('POST', '/api/canais/:idCanal/conectar', () =>
      ok({ estado: 'aguardando_qr', qrCode: 'QR-CONECTAR', pairingCode: null }, 'Leia o QR Code no WhatsApp.'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));

    await waitFor(() => expectQrOf('Loja Centro', 'QR-CONECTAR'));
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe('/api/canais/1/conectar');
    expect(showToast.success).toHaveBeenCalledWith('Leia o QR Code no WhatsApp.');
    expect(within(card('Loja Centro')).getByRole('button', { name: 'Gerar novo QR Code' })).toBeInTheDocument();
  });

  it('shows the gateway’s refusal when connecting fails', async () => {
    api.on('GET', '/api/canais', () => ok([canal({ provider: 'evolution' })]));
    api.on('POST', '/api/canais/:idCanal/conectar', () =>
      fail('A conexão por Evolution API ainda não está disponível.', 409),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar' }));
    await waitFor(() =>
      expect(showToast.error).toHaveBeenCalledWith('A conexão por Evolution API ainda não está disponível.'),
    );
    expect(within(card('Loja Centro')).getByText('Desconectado')).toBeInTheDocument();
  });

  it('disconnects a connected channel', async () => {
    api.on('GET', '/api/canais', () => ok([canal({ estado: 'conectado' })]));
    api.on('POST', '/api/canais/:idCanal/desconectar', () =>
      ok(canal({ estado: 'desconectado' }), 'Canal desconectado.'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(await within(card('Loja Centro')).findByText('Desconectado')).toBeInTheDocument();
    expect(within(card('Loja Centro')).getByRole('button', { name: 'Conectar' })).toBeInTheDocument();
  });

  it('asks before deleting a channel, and removes it once confirmed', async () => {
    let canais = [canal(), canal({ idCanal: 2, nome: 'Delivery' })];
    api.on('GET', '/api/canais', () => ok(canais));
    api.on('DELETE', '/api/canais/:idCanal', (call) => {
      canais = canais.filter((item) => item.idCanal !== Number(call.params.idCanal));
      return reply(200, { success: true, message: 'Canal excluído.' });
    });
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Delivery' })).getByRole('button', { name: 'Excluir' }),
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Excluir o canal Delivery?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(card('Delivery')).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Excluir o canal Delivery?' })).getByRole('button', {
        name: 'Excluir canal',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Delivery' })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/canais/2');
    expect(screen.getByRole('article', { name: 'Loja Centro' })).toBeInTheDocument();
  });

  it('creates a channel with the contract’s messages for a missing name', async () => {
    const canais = [canal()];
    api.on('GET', '/api/canais', () => ok(canais));
    api.on('POST', '/api/canais', (call) => {
      const criado = canal({ idCanal: 9, ...(call.json as Pick<Canal, 'nome' | 'provider'>) });
      canais.push(criado);
      return reply(201, { success: true, message: 'Canal criado.', data: criado });
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo canal' }));
    const form = screen.getByRole('form', { name: 'Novo canal' });
    await userEvent.click(within(form).getByRole('button', { name: 'Criar canal' }));
    expect(await within(form).findByText('Informe o nome do canal.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^Nome/), 'Atendimento Norte');
    await userEvent.selectOptions(within(form).getByLabelText(/^Provedor/), 'Evolution API');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar canal' }));

    expect(await screen.findByRole('article', { name: 'Atendimento Norte' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.json).toEqual({
      nome: 'Atendimento Norte',
      provider: 'evolution',
    });
    expect(screen.queryByRole('form', { name: 'Novo canal' })).not.toBeInTheDocument();
  });

  it('says so when there is no channel yet, and when the list cannot load', async () => {
    api.on('GET', '/api/canais', () => ok([]));
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Nenhum canal ainda' })).toBeInTheDocument();
    unmount();

    api.on('GET', '/api/canais', () => fail('Serviço indisponível.', 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('given a user whose profile only reads the screen', () => {
  it('shows the channels and their QR Code, no action, and says why', async () => {
    api.on('GET', '/api/canais', () =>
      ok([
        canal({ estado: 'aguardando_qr', qrCode: 'QR-1' }),
        canal({ idCanal: 2, nome: 'Delivery', estado: 'conectado' }),
      ]),
    );
    renderPage({ crud: 'R', gestor: false });
    await screen.findByRole('article', { name: 'Loja Centro' });

    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os canais de WhatsApp.');
    expectQrOf('Loja Centro', 'QR-1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Celular simulado')).not.toBeInTheDocument();
  });
});

describe('given a shared QR Code link', () => {
  it('creates a link, shows it with its expiry and copies it, then revokes every link', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.on('GET', '/api/canais', () => ok([canal({ estado: 'aguardando_qr', qrCode: 'QR-1' })]));
    api.on('POST', '/api/canais/:idCanal/links-qrcode', () =>
      reply(201, {
        success: true,
        message: 'Link do QR Code criado.',
        data: {
          token: 'tok_123456789012345678901',
          caminho: '/qrcode/tok_123456789012345678901',
          expiraEm: '2026-11-22T13:20:00.000Z',
        },
      }),
    );
    api.on('DELETE', '/api/canais/:idCanal/links-qrcode', () => ok(null, '1 link revogado.'));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Compartilhar link do QR Code' }));
    const link = await screen.findByRole('textbox', { name: 'Link do QR Code' });
    expect(link).toHaveValue(`${window.location.origin}/qrcode/tok_123456789012345678901`);
    expect(screen.getByText(/Vale até/)).toHaveTextContent('Vale até 10:20 (15 minutos).');
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe('/api/canais/1/links-qrcode');

    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/qrcode/tok_123456789012345678901`);
    expect(showToast.success).toHaveBeenCalledWith('Link copiado.');

    await userEvent.click(screen.getByRole('button', { name: 'Revogar links' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Link do QR Code' })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/canais/1/links-qrcode');
    expect(showToast.success).toHaveBeenCalledWith('1 link revogado.');
  });

  it('lets only the gestor create one (the API requires it); revoking stays', async () => {
    api.on('GET', '/api/canais', () => ok([canal()]));
    renderPage({ gestor: false });
    await screen.findByRole('article', { name: 'Loja Centro' });
    expect(screen.queryByRole('button', { name: 'Compartilhar link do QR Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revogar links' })).toBeInTheDocument();
  });
});

describe('given a simulated channel', () => {
  it('reads the QR Code with the simulated phone and the channel connects', async () => {
    api.on('GET', '/api/canais', () => ok([canal({ estado: 'aguardando_qr', qrCode: 'QR-1' })]));
    api.on('GET', '/api/canais/:idCanal/simulador/enviadas', () => ok([]));
    api.on('POST', '/api/canais/:idCanal/simulador/ler-qr', () =>
      ok(canal({ estado: 'conectado', telefone: '+5511900000001' }), 'Canal conectado.'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ler QR Code com o celular simulado' }));

    expect(await within(card('Loja Centro')).findByText('Conectado')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe('/api/canais/1/simulador/ler-qr');
    expect(qrImage('Loja Centro')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mensagem do contato simulado' })).toBeInTheDocument();
  });

  it('plays a contact writing in, and shows the field the server refused', async () => {
    api.on('GET', '/api/canais', () => ok([canal({ estado: 'conectado' })]));
    api.on('GET', '/api/canais/:idCanal/simulador/enviadas', () => ok([]));
    let answer: 'ok' | 'refuse' = 'refuse';
    api.on('POST', '/api/canais/:idCanal/simulador/mensagens', () =>
      answer === 'refuse'
        ? reply(400, { success: false, message: 'Telefone inválido: informe DDD e número.', campo: 'telefone' })
        : reply(201, { success: true, message: 'Mensagem do contato recebida.', data: { idGateway: 'g1', idChat: 5 } }),
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Mensagem do contato simulado' });

    await userEvent.click(within(form).getByRole('button', { name: 'Enviar como contato' }));
    expect(await within(form).findByText('Informe o nome do contato.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^Telefone do contato/), '11988887777');
    await userEvent.type(within(form).getByLabelText(/^Nome do contato/), 'Maria Souza');
    await userEvent.type(within(form).getByLabelText(/^Mensagem/), 'Oi, vocês abrem hoje?');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar como contato' }));

    const telefone = within(form).getByLabelText(/^Telefone do contato/);
    await waitFor(() => expect(telefone).toHaveAccessibleDescription(/Telefone inválido: informe DDD e número./));
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/canais/1/simulador/mensagens',
      json: { telefone: '+5511988887777', nome: 'Maria Souza', texto: 'Oi, vocês abrem hoje?' },
    });

    answer = 'ok';
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar como contato' }));
    await waitFor(() => expect(showToast.success).toHaveBeenCalledWith('Mensagem do contato recebida.'));
    expect(within(form).getByLabelText(/^Mensagem/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Nome do contato/)).toHaveValue('Maria Souza');
  });

  it('lists what the contact received, and asks again every few seconds', async () => {
    const enviadas: SimuladorEnviada[] = [];
    api.on('GET', '/api/canais', () => ok([canal({ estado: 'conectado' })]));
    api.on('GET', '/api/canais/:idCanal/simulador/enviadas', () => ok(enviadas));
    renderPage();
    const recebidas = await screen.findByRole('region', { name: 'O que o contato recebeu' });
    expect(await within(recebidas).findByText(/Nada ainda/)).toBeInTheDocument();

    enviadas.push({
      idGateway: 'sim-1',
      telefone: '+5511988887777',
      texto: 'Olá! Abrimos às 18h.',
      enviadaEm: '2026-11-22T13:05:00.000Z',
    });
    expect(await within(recebidas).findByText('Olá! Abrimos às 18h.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(recebidas).getByText(/Para \(11\) 98888-7777/)).toBeInTheDocument();
  });
});
