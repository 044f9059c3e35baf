import type { Canal } from '@colabora/shared/contracts/chat-canais';
import type { ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import { ok, setupFakeApi, setupFakeHubs } from '@colabora/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GESTOR_SESSION, menuItem, renderWithApp } from '../../../test/render-with-app';
import ChatNotices from './chat-notices';
import { CANAIS_FORA_SLOT_ID } from './canais-fora-banner';

/*
 * "N mensagens recebidas enquanto o canal estava desconectado" (issue #26, ADR 0036): from the
 * notices' one request, kept live by CanalAtualizado, closed by the user and remembered.
 */

const api = setupFakeApi();
const hubs = setupFakeHubs();
let server: ChatsAguardando;
const INSTITUICAO = GESTOR_SESSION.usuario.idInstituicao;
const agora = () => new Date(Date.now() - 60_000).toISOString();

const canal = (changes: Partial<Canal>): Canal & { idInstituicao: number } => ({
  idCanal: 2,
  nome: 'Loja Centro',
  provider: 'evolution',
  estado: 'conectado',
  telefone: '+5511900001111',
  qrCode: null,
  pairingCode: null,
  desconectadoEm: '2026-11-26T17:02:00.000Z',
  recuperacao: null,
  criadoEm: '2026-11-01T12:00:00.000Z',
  idInstituicao: INSTITUICAO,
  ...changes,
});

beforeEach(() => {
  localStorage.clear();
  const slot = document.createElement('div');
  slot.id = CANAIS_FORA_SLOT_ID;
  document.body.append(slot);
  server = { idsChat: [], ultimoIdMensagem: 1, canaisFora: [], idsFila: [], canaisRecuperados: [] };
  api.on('GET', '/api/chats/nao-lidas', () => ok(server));
});
afterEach(() => document.getElementById(CANAIS_FORA_SLOT_ID)?.remove());

const renderFor = (path = '/chat') =>
  renderWithApp(<ChatNotices idUsuario={GESTOR_SESSION.usuario.idUsuario} idInstituicao={INSTITUICAO} />, {
    path,
    session: GESTOR_SESSION,
    menu: [menuItem('chat', 'chat')],
  });

const naoLidas = () => api.calls.filter((call) => call.path === '/api/chats/nao-lidas').length;
const notice = () => screen.queryByRole('status', { name: 'Mensagens recebidas com o canal desconectado' });

describe('given messages fetched after a channel was away', () => {
  it('says how many in the chat, and stays closed once closed', async () => {
    server.canaisRecuperados = [{ idCanal: 2, nome: 'Loja Centro', novas: 12, em: agora() }];
    const { unmount } = renderFor();
    await waitFor(() =>
      expect(notice()).toHaveTextContent('12 mensagens recebidas enquanto o canal ‘Loja Centro’ estava desconectado'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(notice()).not.toBeInTheDocument();
    unmount();
    renderFor();
    await waitFor(() => expect(naoLidas()).toBeGreaterThan(1));
    expect(notice()).not.toBeInTheDocument();
  });

  it('is the chat’s: other screens do not show it', async () => {
    server.canaisRecuperados = [{ idCanal: 2, nome: 'Loja Centro', novas: 12, em: agora() }];
    renderFor('/pedidos');
    await waitFor(() => expect(naoLidas()).toBe(1));
    expect(notice()).not.toBeInTheDocument();
  });

  it('appears live when a reconnect fetched messages, and not for a channel that fetched none', async () => {
    renderFor();
    await waitFor(() => expect(naoLidas()).toBe(1));
    act(() => hubs.emitChat('CanalAtualizado', canal({ recuperacao: null })));
    expect(notice()).not.toBeInTheDocument();
    act(() => hubs.emitChat('CanalAtualizado', canal({ recuperacao: { novas: 1, em: agora() } })));
    await waitFor(() =>
      expect(notice()).toHaveTextContent('1 mensagem recebida enquanto o canal ‘Loja Centro’ estava desconectado'),
    );
  });
});
