import type { Canal } from '@colabora/shared/contracts/chat-canais';
import type { ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import { ok, setupFakeApi, setupFakeHubs } from '@colabora/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { GESTOR_SESSION, menuItem, renderWithApp } from '../../../test/render-with-app';
import ChatNotices from './chat-notices';
import { CANAIS_FORA_SLOT_ID } from './canais-fora-banner';

/*
 * The banner of a WhatsApp channel down, on every screen (issue #26, ADR 0033): from the notices'
 * one request, kept live by CanalAtualizado and CanalExcluido.
 */

const api = setupFakeApi();
const hubs = setupFakeHubs();
let server: ChatsAguardando;
const INSTITUICAO = GESTOR_SESSION.usuario.idInstituicao;

const canal = (changes: Partial<Canal>): Canal & { idInstituicao: number } => ({
  idCanal: 2,
  nome: 'Loja Centro',
  provider: 'evolution',
  estado: 'desconectado',
  telefone: '+5511900001111',
  qrCode: null,
  pairingCode: null,
  desconectadoEm: '2026-11-26T17:02:00.000Z',
  criadoEm: '2026-11-01T12:00:00.000Z',
  idInstituicao: INSTITUICAO,
  ...changes,
});

beforeEach(() => {
  const slot = document.createElement('div');
  slot.id = CANAIS_FORA_SLOT_ID;
  document.body.append(slot);
  server = { idsChat: [], ultimoIdMensagem: 1, canaisFora: [], idsFila: [] };
  api.on('GET', '/api/chats/nao-lidas', () => ok(server));
});
afterEach(() => document.getElementById(CANAIS_FORA_SLOT_ID)?.remove());

const renderFor = (screens: string[]) =>
  renderWithApp(<ChatNotices idUsuario={GESTOR_SESSION.usuario.idUsuario} idInstituicao={INSTITUICAO} />, {
    path: '/pedidos',
    session: GESTOR_SESSION,
    menu: screens.map((rota) => menuItem(rota, rota)),
  });

const banner = () => screen.queryByRole('status', { name: 'Canais de WhatsApp desconectados' });

describe('given a channel that went down', () => {
  it('says so on the screen with a link to reconnect, and clears it live when the channel is back', async () => {
    server.canaisFora = [{ idCanal: 2, nome: 'Loja Centro', desde: '2026-11-26T17:02:00.000Z' }];
    renderFor(['chat', 'whatsapp-qrcode']);
    await waitFor(() => expect(banner()).toHaveTextContent(/WhatsApp ‘Loja Centro’ desconectado desde .*14:02/));
    expect(screen.getByRole('link', { name: 'Reconectar' })).toHaveAttribute('href', '/whatsapp-qrcode');
    act(() => hubs.emitChat('CanalAtualizado', canal({ estado: 'aguardando_qr' })));
    expect(banner()).toBeInTheDocument();
    act(() => hubs.emitChat('CanalAtualizado', canal({ estado: 'conectado' })));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('appears live when a channel drops, and goes with a deleted channel', async () => {
    renderFor(['chat', 'whatsapp-qrcode']);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/chats/nao-lidas')).toBe(true));
    // Never connected: nothing dropped, nothing to say.
    act(() => hubs.emitChat('CanalAtualizado', canal({ idCanal: 5, nome: 'Novo', desconectadoEm: null })));
    act(() => hubs.emitChat('CanalAtualizado', canal({ nome: 'Loja Sul' })));
    await waitFor(() => expect(banner()).toHaveTextContent('Loja Sul'));
    expect(banner()).not.toHaveTextContent('Novo');
    act(() => hubs.emitChat('CanalExcluido', { idCanal: 2, idInstituicao: INSTITUICAO }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('tells staff who cannot open the channels screen who can reconnect', async () => {
    server.canaisFora = [{ idCanal: 2, nome: 'Loja Centro', desde: '2026-11-26T17:02:00.000Z' }];
    renderFor(['chat']);
    await waitFor(() => expect(banner()).toHaveTextContent('Peça a quem gerencia os canais para reconectar.'));
    expect(screen.queryByRole('link', { name: 'Reconectar' })).not.toBeInTheDocument();
  });
});
