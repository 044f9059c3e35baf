import type { FunilCampanha, RelatorioCampanhas, RelatorioIa } from '@colabora/shared/contracts';
import { formatInteger } from '../../../lib/format-integer';
import { formatCusto } from '../../../lib/format-nota';
import type { Tabela } from './tabela';

/* What the Campanhas and IA tabs show, as tables: the screen and the CSV read the same. */

export const TABELA_VARIANTES = 'Por texto (variante)';

const funil = (f: FunilCampanha) =>
  [f.enviadas, f.entregues, f.lidas, f.responderam, f.sairam, f.falharam, f.ignoradas, f.conversas, f.leads].map(
    formatInteger,
  );

const colunasFunil = (janela: number) => [
  'Enviadas',
  'Entregues',
  'Lidas',
  'Responderam',
  'Pediram para sair',
  'Falharam',
  'Sem consentimento',
  `Conversas em ${janela} d`,
  `Leads em ${janela} d`,
];

/** The variant's name: 'Texto 1' and its first words, as staff wrote it. */
export function nomeDaVariante(variante: number | null, texto: string): string {
  if (variante === null) return 'Texto não registrado (envios antigos)';
  const inicio = texto.length > 40 ? `${texto.slice(0, 39)}…` : texto;
  return `Texto ${variante + 1}: ${inicio}`;
}

export function tabelasCampanhas(data: RelatorioCampanhas): Tabela[] {
  const colunas = colunasFunil(data.janelaDias);
  return [
    {
      titulo: 'Por campanha',
      colunas: ['Campanha', ...colunas],
      linhas: data.campanhas.map((campanha) => [campanha.nome, ...funil(campanha.total)]),
    },
    {
      titulo: TABELA_VARIANTES,
      colunas: ['Campanha e texto', ...colunas],
      linhas: data.campanhas.flatMap((campanha) =>
        campanha.variantes.map((v) => [`${campanha.nome} · ${nomeDaVariante(v.variante, v.texto)}`, ...funil(v.funil)]),
      ),
    },
    {
      titulo: 'Por rodada',
      colunas: ['Campanha e rodada', ...colunas],
      linhas: data.campanhas.flatMap((campanha) =>
        campanha.rodadas.map((r) => [`${campanha.nome} · rodada ${r.rodada}`, ...funil(r.funil)]),
      ),
    },
  ];
}

export const TABELA_ESPECIALISTAS = 'Por especialista';

export function tabelasIa(data: RelatorioIa): Tabela[] {
  return [
    {
      titulo: TABELA_ESPECIALISTAS,
      colunas: [
        'Especialista',
        'Atendimentos',
        'Sem transferir',
        'Transferidos',
        'Tokens enviados',
        'Tokens recebidos',
      ],
      linhas: data.especialistas.map((e) => [
        e.nome,
        formatInteger(e.atendimentos),
        formatInteger(e.semTransferencia),
        formatInteger(e.transferidos),
        formatInteger(e.tokensPrompt),
        formatInteger(e.tokensResposta),
      ]),
    },
    {
      titulo: 'Por modelo (custo estimado)',
      colunas: ['Modelo', 'Respostas', 'Tokens enviados', 'Tokens recebidos', 'Custo estimado'],
      linhas: data.porModelo.map((m) => [
        m.modelo,
        formatInteger(m.chamadas),
        formatInteger(m.tokensPrompt),
        formatInteger(m.tokensResposta),
        formatCusto(m.custoCentavos),
      ]),
    },
  ];
}
