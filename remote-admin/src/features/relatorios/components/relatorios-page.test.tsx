import type {
  RelatorioAtendimento,
  RelatorioCampanhas,
  RelatorioEquipe,
  RelatorioFiltros,
  RelatorioIa,
  RelatorioSatisfacao,
} from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabelasParaCsv } from '../utils/tabela';
import { RelatoriosPage } from './relatorios-page';

const api = setupFakeApi();
const periodo = { inicio: '2026-03-01', fim: '2026-03-03', dias: 3 };
const vazio = { medianaMs: null, p90Ms: null };
const agora = new Date().toISOString();
const dist = (medianaMs: number, p90Ms: number) => ({ medianaMs, p90Ms });

const ATENDIMENTO: RelatorioAtendimento = {
  periodo,
  atualizadoEm: agora,
  resumo: {
    atendimentos: 3,
    respondidos: 2,
    semResposta: 1,
    resolvidos: 1,
    reabertos: 1,
    primeiraResposta: dist(4 * 60_000, 45_000 + 9 * 60_000),
    primeiraRespostaEmHorario: dist(2 * 60_000, 5 * 60_000),
    resolucao: dist(90 * 60_000, 90 * 60_000),
    mensagensRecebidas: 6,
    mensagensEnviadas: 4,
    respondidosPelaIa: 0,
    iaSozinha: 0,
    iaTransferiu: 0,
    transferencias: 0,
  },
  porDia: [
    { data: '2026-03-01', abertos: 2, resolvidos: 0, primeiraRespostaMedianaMs: 4 * 60_000, resolucaoMedianaMs: null },
    { data: '2026-03-02', abertos: 0, resolvidos: 0, primeiraRespostaMedianaMs: null, resolucaoMedianaMs: null },
    { data: '2026-03-03', abertos: 1, resolvidos: 1, primeiraRespostaMedianaMs: null, resolucaoMedianaMs: 90 * 60_000 },
  ],
  porFila: [{ id: 4, nome: 'Financeiro', atendimentos: 3, primeiraResposta: dist(240_000, 585_000), resolucao: vazio }],
  porCanal: [{ id: 1, nome: 'WhatsApp Loja', atendimentos: 3, primeiraResposta: vazio, resolucao: vazio }],
  mapaDeCalor: [
    { diaSemana: 1, hora: 9, atendimentos: 2 },
    { diaSemana: 3, hora: 14, atendimentos: 1 },
  ],
};
const SEM_ATENDIMENTO: RelatorioAtendimento = {
  ...ATENDIMENTO,
  resumo: { ...ATENDIMENTO.resumo, atendimentos: 0, respondidos: 0, semResposta: 0, primeiraResposta: vazio },
  porDia: [],
  porFila: [],
  porCanal: [],
  mapaDeCalor: [],
};
const EQUIPE: RelatorioEquipe = {
  periodo,
  atualizadoEm: agora,
  atendentes: [
    {
      idUsuario: 2,
      nome: 'Bruno Lima',
      atendimentos: 2,
      respondidos: 2,
      resolvidos: 1,
      primeiraResposta: dist(4 * 60_000, 9 * 60_000),
      resolucao: dist(90 * 60_000, 90 * 60_000),
      transferencias: 1,
      mensagensEnviadas: 7,
      avaliacoes: 2,
      notaMedia: 4.5,
    },
  ],
};
const SATISFACAO: RelatorioSatisfacao = {
  periodo,
  resumo: {
    perguntas: 4,
    respostas: 3,
    comentarios: 1,
    notaMedia: 13 / 3,
    satisfeitos: 2,
    distribuicao: [1, 2, 3, 4, 5].map((nota) => ({ nota, quantidade: nota === 5 ? 2 : nota === 3 ? 1 : 0 })),
  },
  porAtendente: [{ idUsuario: 2, nome: 'Bruno Lima', respostas: 3, notaMedia: 13 / 3, satisfeitos: 2 }],
  porDia: [
    { data: '2026-03-01', respostas: 0, notaMedia: null },
    { data: '2026-03-02', respostas: 3, notaMedia: 13 / 3 },
    { data: '2026-03-03', respostas: 0, notaMedia: null },
  ],
  comentarios: [{ em: '2026-03-02T13:00:00Z', nota: 5, comentario: 'Muito atenciosos', atendente: 'Bruno Lima' }],
};
const funil = (enviadas: number, conversas: number) => ({
  enviadas,
  entregues: enviadas,
  lidas: enviadas - 1,
  responderam: 1,
  sairam: 0,
  falharam: 0,
  ignoradas: 0,
  conversas,
  leads: 1,
});
const CAMPANHAS: RelatorioCampanhas = {
  periodo,
  janelaDias: 7,
  atualizadoEm: agora,
  campanhas: [
    {
      idCampanha: 7,
      nome: 'Volta às aulas',
      total: funil(10, 3),
      rodadas: [{ rodada: 1, funil: funil(10, 3) }],
      variantes: [
        { variante: 0, texto: 'Olá {nome}, material com 10% off', funil: funil(5, 1) },
        { variante: 1, texto: 'Oi {primeiroNome}! Frete grátis', funil: funil(5, 2) },
      ],
    },
  ],
};
const IA: RelatorioIa = {
  periodo,
  atualizadoEm: agora,
  especialistas: [
    {
      idEspecialista: 1,
      nome: 'Assistente',
      atendimentos: 4,
      semTransferencia: 3,
      transferidos: 1,
      tokensPrompt: 1000,
      tokensResposta: 200,
    },
  ],
  porModelo: [
    { modelo: 'gpt-4o-mini', chamadas: 4, tokensPrompt: 1000, tokensResposta: 200, custoCentavos: 123 },
    { modelo: 'llama3', chamadas: 1, tokensPrompt: 10, tokensResposta: 2, custoCentavos: null },
  ],
};
const FILTROS: RelatorioFiltros = {
  filas: [{ id: 4, nome: 'Financeiro' }],
  canais: [{ id: 1, nome: 'WhatsApp Loja' }],
  atendentes: [{ id: 2, nome: 'Bruno Lima' }],
  etiquetas: [{ id: 9, nome: 'Reclamação' }],
};

const menuItem = testMenuItem('relatorios', 'R');
const kpi = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;
const chamadas = (tab: string) => api.calls.filter((c) => c.path === `/api/relatorios/${tab}`);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function renderPage(url = '/relatorios') {
  return renderWithProviders(<RelatoriosPage title="Relatórios" menuItem={menuItem} />, { url, path: '/relatorios' });
}

beforeEach(() => {
  api.on('GET', '/api/relatorios/atendimento', () => ok(ATENDIMENTO));
  api.on('GET', '/api/relatorios/equipe', () => ok(EQUIPE));
  api.on('GET', '/api/relatorios/satisfacao', () => ok(SATISFACAO));
  api.on('GET', '/api/relatorios/campanhas', () => ok(CAMPANHAS));
  api.on('GET', '/api/relatorios/ia', () => ok(IA));
  api.on('GET', '/api/relatorios/filtros', () => ok(FILTROS));
});

describe('given the Atendimento tab', () => {
  it('shows median and p90, the trend by day, queues, channels and the heatmap, each chart with its table', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Por fila' });
    expect(kpi('Primeira resposta (mediana)')).toHaveTextContent('4 min');
    // Business hours (ADR 0037): the wait counted from the queue's opening, beside the wall time.
    expect(kpi('Primeira resposta em horário de atendimento (mediana)')).toHaveTextContent('2 min');
    expect(kpi('Primeira resposta (p90)')).toHaveTextContent('9 min');
    expect(kpi('Resolução (mediana)')).toHaveTextContent('1 h 30 min');
    const dias = screen.getByRole('table', { name: /Por dia/ });
    expect(within(dias).queryByText('02/03/2026')).not.toBeInTheDocument();
    expect(cells(within(dias).getByRole('row', { name: /01\/03\/2026/ }))).toEqual(['2', '0', '4 min', '—']);
    expect(screen.getByRole('img', { name: /Atendimentos iniciados por dia.*01\/03, 2/ })).toBeInTheDocument();
    expect(screen.getByText(/Total 3\. Os números estão na tabela “Por dia/, { selector: 'p' })).toBeInTheDocument();
    const mapa = screen.getByRole('table', { name: 'Conversas recebidas por dia da semana e hora' });
    // Monday (the 2nd weekday column) at 9h.
    expect(cells(within(mapa).getByRole('row', { name: /^9h/ }))[1]).toBe('2');
    expect(screen.getByRole('img', { name: /segunda às 9h \(2\)/ })).toBeInTheDocument();
    expect(screen.getByText(/Números calculados às/)).toBeInTheDocument();
  });

  it('says what will appear when the period has no service yet', async () => {
    api.on('GET', '/api/relatorios/atendimento', () => ok(SEM_ATENDIMENTO));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nenhum atendimento no período' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('tells what went wrong and offers a retry', async () => {
    api.on('GET', '/api/relatorios/atendimento', () => fail('O servidor está ocupado.', 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('O servidor está ocupado.');
  });

  it('asks again for another period, queue, attendant and label', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('option', { name: 'Bruno Lima' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Período' }), 'Últimos 7 dias');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fila' }), 'Financeiro');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Atendente' }), 'Bruno Lima');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Etiqueta' }), 'Reclamação');
    await waitFor(() =>
      expect(chamadas('atendimento').at(-1)?.searchParams).toEqual({
        dias: '7',
        fila: '4',
        atendente: '2',
        etiqueta: '9',
      }),
    );
    // Four choices typed as a user would: seconds of jsdom work on a loaded machine.
  }, 15_000);
});

describe('given the other tabs', () => {
  it('Equipe shows each attendant with times, transfers and their mean grade', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Equipe' }));
    const linha = within(await screen.findByRole('table', { name: 'Por atendente' })).getByRole('row', {
      name: /Bruno Lima/,
    });
    expect(cells(linha)).toEqual(['2', '2', '1', '4 min', '9 min', '1 h 30 min', '1 h 30 min', '1', '7', '2', '4,5']);
    expect(screen.getByRole('img', { name: /Atendimentos por atendente/ })).toBeInTheDocument();
  });

  it('Satisfação opens from its address, with the mean grade, the grades, and the comments', async () => {
    renderPage('/relatorios?aba=satisfacao');
    expect(await screen.findByRole('tab', { name: 'Satisfação' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: 'Notas recebidas' });
    expect(kpi('Nota média (1 a 5)')).toHaveTextContent('4,3');
    expect(kpi('Satisfeitos (nota 4 ou 5)')).toHaveTextContent('67%');
    expect(kpi('Taxa de resposta')).toHaveTextContent('75%');
    const notas = screen.getByRole('table', { name: 'Notas recebidas' });
    expect(cells(within(notas).getByRole('row', { name: /^5/ }))).toEqual(['2']);
    expect(screen.getByRole('table', { name: 'Comentários recentes' })).toHaveTextContent('Muito atenciosos');
  });

  it('Campanhas compares the texts and sends the window, never the queue', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('option', { name: 'Financeiro' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fila' }), 'Financeiro');
    await user.click(screen.getByRole('tab', { name: 'Campanhas' }));
    const variantes = await screen.findByRole('table', { name: 'Por texto (variante)' });
    const segunda = within(variantes).getByRole('row', { name: /Texto 2: Oi \{primeiroNome\}/ });
    expect(cells(segunda).slice(-2)).toEqual(['2', '1']);
    expect(within(variantes).getByRole('columnheader', { name: 'Conversas em 7 d' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Conversas e leads até' }), '3 dias após o envio');
    await waitFor(() => expect(chamadas('campanhas').at(-1)?.searchParams).toEqual({ dias: '30', janela: '3' }));
    expect(screen.queryByRole('combobox', { name: 'Fila' })).not.toBeInTheDocument();
  });

  it('IA shows the cost per model, and no cost for a model without a price', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'IA' }));
    const modelos = await screen.findByRole('table', { name: 'Por modelo (custo estimado)' });
    expect(cells(within(modelos).getByRole('row', { name: /gpt-4o-mini/ })).at(-1)).toMatch(/R\$\s1,23/);
    expect(cells(within(modelos).getByRole('row', { name: /llama3/ })).at(-1)).toBe('—');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    const atendimento = await screen.findByRole('tab', { name: 'Atendimento' });
    atendimento.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Equipe' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Equipe');
  });
});

describe('the CSV export', () => {
  it('writes exactly the tables shown, cell by cell', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:relatorio';
      },
      revokeObjectURL: () => undefined,
    });
    renderPage('/relatorios?aba=equipe');
    const tabela = await screen.findByRole('table', { name: 'Por atendente' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await blobs[0]?.text();
    const shown = within(tabela)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(';'));
    expect(csv?.replace('\uFEFF', '').trim().split('\r\n')).toEqual(['Por atendente', ...shown]);
  });

  it('quotes what needs quoting, ; between cells, with a BOM for accents', () => {
    const csv = tabelasParaCsv([
      { titulo: 'Por atendente', colunas: ['Atendente', 'Mediana'], linhas: [['Bruno; Lima', '4 min']] },
    ]);
    expect(csv).toBe('\uFEFFPor atendente\r\nAtendente;Mediana\r\n"Bruno; Lima";4 min\r\n');
  });
});
