import { IA_NAO_CONFIGURADA, type PlaygroundEvento, type PlaygroundInput } from '@colabora/shared/contracts';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EspecialistaIaRoute from '../../../routes/especialista-ia';
import { especialista } from '../../../test/fixtures';

const api = setupFakeApi();

/** The API's text/event-stream answer, one `data:` line per event (as Node's fetch body). */
function stream(events: PlaygroundEvento[]): Response {
  const text = events.map((evento) => `data: ${JSON.stringify(evento)}\n\n`).join('');
  return new Response(new Uint8Array(Buffer.from(text)), { headers: { 'content-type': 'text/event-stream' } });
}

function renderPlayground(url = '/especialista-ia/1') {
  return renderWithProviders(
    <EspecialistaIaRoute
      title="Especialista IA"
      basePath="/especialista-ia"
      menuItem={testMenuItem('especialista-ia', 'R', 'Especialista IA')}
    />,
    { url, path: '/especialista-ia/*' },
  );
}

beforeEach(() => {
  api.on('GET', '/api/especialistas', () => ok([especialista()]));
  api.on('GET', '/api/especialistas/1', () => ok(especialista()));
  api.on('GET', '/api/especialistas/ia', () => ok({ configurada: true, modelos: ['modelo-a'], aviso: null }));
  api.on('GET', '/api/especialistas/1/uso', () =>
    ok([
      { dia: '2026-11-23', conversas: 2, respostas: 5, transferencias: 1, tokensPrompt: 900, tokensResposta: 100 },
      { dia: '2026-11-24', conversas: 0, respostas: 0, transferencias: 0, tokensPrompt: 0, tokensResposta: 0 },
    ]),
  );
});

describe('given the specialist playground', () => {
  it('streams the answer, with the sections of the context it used and the tokens spent', async () => {
    let sent: PlaygroundInput | undefined;
    api.on('POST', '/api/especialistas/1/playground', (call) => {
      sent = call.json as PlaygroundInput;
      return stream([
        { tipo: 'contexto', secoes: ['horarios', 'faq'] },
        { tipo: 'texto', delta: 'Abrimos de segunda ' },
        { tipo: 'texto', delta: 'a sábado.' },
        { tipo: 'fim', tokensPrompt: 340, tokensResposta: 12 },
      ]);
    });
    const user = userEvent.setup();
    renderPlayground();
    await user.type(await screen.findByLabelText('Mensagem do contato'), 'Vocês abrem domingo?{enter}');

    const log = screen.getByRole('log', { name: 'Conversa de teste' });
    await waitFor(() => expect(log).toHaveTextContent('Abrimos de segunda a sábado.'));
    expect(log).toHaveTextContent('Você (como contato)Vocês abrem domingo?');
    expect(await screen.findByText('Seções do contexto usadas: Horários, Perguntas frequentes')).toBeInTheDocument();
    expect(screen.getByText('Tokens: 340 no prompt, 12 na resposta')).toBeInTheDocument();
    expect(sent).toEqual({ mensagens: [{ papel: 'contato', texto: 'Vocês abrem domingo?' }] });
    expect(screen.getByLabelText('Mensagem do contato')).toHaveValue('');
  });

  it('sends the whole conversation so far, and says when it would hand the contact to the staff', async () => {
    const bodies: PlaygroundInput[] = [];
    api.on('POST', '/api/especialistas/1/playground', (call) => {
      bodies.push(call.json as PlaygroundInput);
      return bodies.length === 1
        ? stream([
            { tipo: 'texto', delta: 'Olá!' },
            { tipo: 'fim', tokensPrompt: 10, tokensResposta: 2 },
          ])
        : stream([{ tipo: 'transferencia', motivo: 'O contato pediu para falar com uma pessoa.' }]);
    });
    const user = userEvent.setup();
    renderPlayground();
    await user.type(await screen.findByLabelText('Mensagem do contato'), 'Oi{enter}');
    await screen.findByText('Olá!', { exact: false });
    await user.type(screen.getByLabelText('Mensagem do contato'), 'quero falar com um atendente{enter}');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Numa conversa de verdade, o especialista passaria para a equipe agora: O contato pediu para falar com uma pessoa.',
    );
    expect(bodies[1]?.mensagens).toEqual([
      { papel: 'contato', texto: 'Oi' },
      { papel: 'especialista', texto: 'Olá!' },
      { papel: 'contato', texto: 'quero falar com um atendente' },
    ]);
  });

  it('without a model, says so in staff words and closes the conversation instead of failing in red', async () => {
    api.on('GET', '/api/especialistas/ia', () => ok({ configurada: false, modelos: [], aviso: IA_NAO_CONFIGURADA }));
    renderPlayground();
    expect(await screen.findByRole('note')).toHaveTextContent('A IA não está configurada nesta instalação.');
    expect(screen.getByRole('note')).not.toHaveTextContent('AI_BASE_URL');
    await waitFor(() => expect(screen.getByLabelText('Mensagem do contato')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(api.calls.filter((call) => call.path.endsWith('/playground'))).toHaveLength(0);
  });

  it('shows the last 30 days of use: totals and the days it worked', async () => {
    renderPlayground();
    expect(await screen.findByText('Conversas atendidas')).toBeInTheDocument();
    const totais = screen.getByText('Tokens', { selector: 'dt' }).closest('dl');
    expect(totais).toHaveTextContent('Conversas atendidas2Respostas5Passadas à equipe1Tokens1.000');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: '23/11' })).toBeInTheDocument();
  });
});
