import type { Chat, Mensagem } from '@colabora/shared/contracts';
import {
  ok,
  renderWithProviders,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chat, mensagem, page } from '../../../test/fixtures';
import { InboxPage } from './inbox-page';
import { MessageBubble } from './message-bubble';
import { giveBoxesASize } from '../../../test/give-boxes-a-size';
import { serveAgenda } from '../../../test/serve-agenda';

/*
 * Issue #26: a message as the contact sent it — the message it answers, its reactions, its edits,
 * a delete for everyone, and the kinds that are neither text nor file.
 */

const api = setupFakeApi();
const hubs = setupFakeHubs();
const session = testSession({ idUsuario: 7, nome: 'Ana Souza', idInstituicao: 1 });

giveBoxesASize();

const bubble = (overrides: Partial<Mensagem>) =>
  renderWithProviders(<MessageBubble mensagem={mensagem(overrides)} />, { session });

describe('given a message with more than its text', () => {
  it('shows the message it answers above its text, with who wrote it', () => {
    bubble({
      texto: 'E domingo?',
      citada: { idMensagem: 90, direcao: 'saida', previa: 'Abrimos sábado das 8h às 12h.' },
    });
    const quote = screen.getByTestId('mensagem-citada');
    expect(quote).toHaveTextContent('Equipe');
    expect(quote).toHaveTextContent('Abrimos sábado das 8h às 12h.');
    expect(screen.getByText('E domingo?')).toBeInTheDocument();
  });

  it('shows a quote of a message it does not hold as text only', () => {
    bubble({ citada: { idMensagem: null, direcao: null, previa: 'mensagem antiga' } });
    expect(screen.getByTestId('mensagem-citada').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByTestId('mensagem-citada')).toHaveTextContent('Mensagem anterior');
  });

  it('shows the contact’s reaction under the bubble', () => {
    bubble({ reacoes: [{ emoji: '👍', de: 'contato', reagidaEm: '2026-11-22T13:05:00.000Z' }] });
    expect(screen.getByRole('list', { name: 'Reações' })).toHaveTextContent('Reação do contato: 👍');
  });

  it('says "editada" and keeps the earlier texts a click away', async () => {
    const user = userEvent.setup();
    bubble({
      texto: 'Quero 3 pães',
      editadaEm: '2026-11-22T13:10:00.000Z',
      edicoes: [{ texto: 'Quero 2 pães', substituidaEm: '2026-11-22T13:10:00.000Z' }],
    });
    expect(screen.getByText('Quero 3 pães')).toBeInTheDocument();
    await user.click(screen.getByText('editada'));
    expect(screen.getByRole('list', { name: 'Versões anteriores' })).toHaveTextContent('Quero 2 pães');
    expect(screen.getByRole('list', { name: 'Versões anteriores' })).toHaveTextContent('até 22/11/2026, 10:10');
  });

  it('says the contact deleted it and still shows staff what it said, marked', () => {
    bubble({ texto: 'Meu CPF é 123', apagadaEm: '2026-11-22T13:20:00.000Z' });
    expect(screen.getByText(/Mensagem apagada pelo contato/)).toBeInTheDocument();
    expect(screen.getByText('O que dizia (só a equipe vê):')).toBeInTheDocument();
    expect(screen.getByText('Meu CPF é 123')).toBeInTheDocument();
    expect(screen.getByTestId('mensagem-100')).toHaveClass('inbox-msg--apagada');
  });

  it('shows a location as coordinates and a link to open the map, loading no map', () => {
    bubble({
      texto: 'Localização: Sede (-23.5505, -46.6333)',
      conteudo: { tipo: 'localizacao', latitude: -23.5505, longitude: -46.6333, nome: 'Sede', endereco: null },
    });
    const local = screen.getByTestId('mensagem-localizacao');
    expect(local).toHaveTextContent('📍 Sede');
    expect(local).toHaveTextContent('-23.5505, -46.6333');
    expect(within(local).getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=-23.5505,-46.6333',
    );
    expect(document.querySelector('img, iframe')).toBeNull();
  });

  it('shows a contact card with its name and phone', () => {
    bubble({
      texto: 'Contato: Maria Souza +5511988887777',
      conteudo: { tipo: 'contatos', contatos: [{ nome: 'Maria Souza', telefones: ['+5511988887777'] }] },
    });
    const cards = screen.getByRole('list', { name: 'Contatos compartilhados' });
    expect(cards).toHaveTextContent('Maria Souza');
    expect(cards).toHaveTextContent('(11) 98888-7777');
  });

  it('shows a poll with its options', () => {
    bubble({
      texto: 'Enquete: Qual horário?',
      conteudo: { tipo: 'enquete', pergunta: 'Qual horário?', opcoes: ['9h', '14h'], escolhas: 1 },
    });
    expect(screen.getByText('📊 Enquete: Qual horário?')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Opções da enquete' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['9h', '14h']);
  });

  it('names a kind it cannot show', () => {
    bubble({
      texto: 'Tipo de mensagem não suportado (eventMessage)',
      conteudo: { tipo: 'nao_suportado', tipoOriginal: 'eventMessage' },
    });
    expect(screen.getByText('Tipo de mensagem não suportado (eventMessage)')).toBeInTheDocument();
  });
});

describe('given an open conversation', () => {
  const maria: Chat = chat({ idChat: 1, naoLidas: 0 });

  function serve(pages: Record<string, ReturnType<typeof page<Mensagem>>>) {
    api.on('GET', '/api/chats', () => ok(page([maria])));
    api.on('GET', '/api/canais', () => ok([]));
    api.on('GET', '/api/especialistas', () => ok([]));
    api.on('GET', '/api/respostas-rapidas', () => ok([]));
    api.on('GET', '/api/chats/:idChat', () => ok(maria));
    api.on('GET', '/api/presenca', () => ok([])); // ADR 0037: colleagues' presence
    api.on('GET', '/api/chats/responsaveis', () => ok([]));
    serveAgenda(api);
    api.on('GET', '/api/chats/:idChat/mensagens', (call) => ok(pages[call.searchParams.cursor ?? ''] ?? page([])));
    api.on('PUT', '/api/chats/:idChat/lida', () => ok(maria));
  }

  const renderInbox = () =>
    renderWithProviders(<InboxPage title="Chat" menuItem={testMenuItem('chat', 'CRUD', 'Chat')} />, {
      url: '/chat/1',
      path: '/chat/:idChat',
      session,
    });

  it('updates a message in place when the contact reacts to it or edits it, adding none', async () => {
    const original = mensagem({ idMensagem: 100, texto: 'Quero 2 pães' });
    serve({ '': page([original]) });
    renderInbox();
    const row = await screen.findByTestId('mensagem-100');
    act(() =>
      hubs.emitChat('MensagemAtualizada', {
        ...original,
        texto: 'Quero 3 pães',
        editadaEm: '2026-11-22T13:10:00.000Z',
        edicoes: [{ texto: 'Quero 2 pães', substituidaEm: '2026-11-22T13:10:00.000Z' }],
        reacoes: [{ emoji: '❤️', de: 'contato', reagidaEm: '2026-11-22T13:11:00.000Z' }],
      }),
    );
    await waitFor(() => expect(row).toHaveTextContent('Quero 3 pães'));
    expect(row).toHaveTextContent('editada');
    expect(row).toHaveTextContent('Reação do contato: ❤️');
    // A change to a message not loaded adds nothing.
    act(() => hubs.emitChat('MensagemAtualizada', mensagem({ idMensagem: 5, texto: 'antiga' })));
    expect(screen.queryByTestId('mensagem-5')).toBeNull();
    expect(screen.getAllByTestId(/^mensagem-\d+$/)).toHaveLength(1);
  });

  it('goes to the quoted message, loading older pages until it is there', async () => {
    const antiga = mensagem({ idMensagem: 10, texto: 'Vocês entregam?', criadoEm: '2026-11-22T12:00:00.000Z' });
    const resposta = mensagem({
      idMensagem: 200,
      texto: 'Então quero',
      citada: { idMensagem: 10, direcao: 'entrada', previa: 'Vocês entregam?' },
    });
    serve({ '': page([resposta], 'mais-antigas'), 'mais-antigas': page([antiga]) });
    const user = userEvent.setup();
    renderInbox();
    const quote = within(await screen.findByTestId('mensagem-200')).getByTestId('mensagem-citada');
    expect(screen.queryByTestId('mensagem-10')).toBeNull();
    await user.click(quote);
    const found = await screen.findByTestId('mensagem-10');
    expect(api.calls.some((call) => call.searchParams.cursor === 'mais-antigas')).toBe(true);
    await waitFor(() => expect(found.parentElement).toHaveClass('inbox-msg--destaque'));
  });
});
