import type { AtendimentoGrupo, RelatorioAtendimento, RelatorioEquipe } from '@colabora/shared/contracts';
import { isoDateToBr } from '@colabora/shared/format';
import { DIAS_DA_SEMANA } from '../../../components/graficos/mapa-de-calor';
import { formatDuracao } from '../../../lib/format-duracao';
import { formatInteger } from '../../../lib/format-integer';
import { formatNota } from '../../../lib/format-nota';
import type { Tabela } from './tabela';

/*
 * What the Atendimento and Equipe tabs show, as tables (tabela.ts): the screen draws them (and the
 * charts draw the same figures), and the CSV exports them.
 */

export const TABELA_POR_DIA = 'Por dia (dias com atendimento)';
export const TABELA_MAPA = 'Conversas recebidas por dia da semana e hora';
export const TABELA_EQUIPE = 'Por atendente';

const grupo = (titulo: string, primeira: string, linhas: readonly AtendimentoGrupo[]): Tabela => ({
  titulo,
  colunas: [
    primeira,
    'Atendimentos',
    '1ª resposta (mediana)',
    '1ª resposta (p90)',
    'Resolução (mediana)',
    'Resolução (p90)',
  ],
  linhas: linhas.map((g) => [
    g.nome,
    formatInteger(g.atendimentos),
    formatDuracao(g.primeiraResposta.medianaMs),
    formatDuracao(g.primeiraResposta.p90Ms),
    formatDuracao(g.resolucao.medianaMs),
    formatDuracao(g.resolucao.p90Ms),
  ]),
});

export function tabelasAtendimento(data: RelatorioAtendimento): Tabela[] {
  const { resumo } = data;
  const celula = new Map(data.mapaDeCalor.map((c) => [`${c.diaSemana}-${c.hora}`, c.atendimentos]));
  return [
    {
      titulo: 'Resumo do período',
      colunas: ['Indicador', 'Valor'],
      linhas: [
        ['Atendimentos', formatInteger(resumo.atendimentos)],
        ['Primeira resposta (mediana)', formatDuracao(resumo.primeiraResposta.medianaMs)],
        ['Primeira resposta (p90)', formatDuracao(resumo.primeiraResposta.p90Ms)],
        // Counted from the opening of the queue's hours when the contact wrote outside them (ADR 0037).
        ...(resumo.primeiraRespostaEmHorario
          ? ([
              [
                'Primeira resposta em horário de atendimento (mediana)',
                formatDuracao(resumo.primeiraRespostaEmHorario.medianaMs),
              ],
              [
                'Primeira resposta em horário de atendimento (p90)',
                formatDuracao(resumo.primeiraRespostaEmHorario.p90Ms),
              ],
            ] as const)
          : []),
        ['Resolução (mediana)', formatDuracao(resumo.resolucao.medianaMs)],
        ['Resolução (p90)', formatDuracao(resumo.resolucao.p90Ms)],
        ['Sem resposta', formatInteger(resumo.semResposta)],
      ],
    },
    {
      titulo: 'Outros números do período',
      colunas: ['Indicador', 'Valor'],
      linhas: [
        ['Resolvidos', formatInteger(resumo.resolvidos)],
        ['Reabertos', formatInteger(resumo.reabertos)],
        ['Transferências', formatInteger(resumo.transferencias)],
        ['Mensagens recebidas', formatInteger(resumo.mensagensRecebidas)],
        ['Mensagens enviadas', formatInteger(resumo.mensagensEnviadas)],
        ['Respondidos pela IA', formatInteger(resumo.respondidosPelaIa)],
        ['Resolvidos pela IA sem transferir', formatInteger(resumo.iaSozinha)],
      ],
    },
    {
      titulo: TABELA_POR_DIA,
      colunas: ['Dia', 'Iniciados', 'Resolvidos', '1ª resposta (mediana)', 'Resolução (mediana)'],
      linhas: data.porDia
        .filter((dia) => dia.abertos || dia.resolvidos)
        .map((dia) => [
          isoDateToBr(dia.data) ?? dia.data,
          formatInteger(dia.abertos),
          formatInteger(dia.resolvidos),
          formatDuracao(dia.primeiraRespostaMedianaMs),
          formatDuracao(dia.resolucaoMedianaMs),
        ]),
    },
    grupo('Por fila', 'Fila', data.porFila),
    grupo('Por canal', 'Canal', data.porCanal),
    {
      // One row per hour, one column per weekday: the grid fits a phone's width as well as a desktop's.
      titulo: TABELA_MAPA,
      colunas: ['Hora', ...DIAS_DA_SEMANA],
      linhas: data.mapaDeCalor.length
        ? Array.from({ length: 24 }, (_, h) => [
            `${h}h`,
            ...DIAS_DA_SEMANA.map((_, d) => formatInteger(celula.get(`${d}-${h}`) ?? 0)),
          ])
        : [],
    },
  ];
}

export function tabelasEquipe(data: RelatorioEquipe): Tabela[] {
  return [
    {
      titulo: TABELA_EQUIPE,
      colunas: [
        'Atendente',
        'Atendimentos',
        'Respondidos',
        'Resolvidos',
        '1ª resposta (mediana)',
        '1ª resposta (p90)',
        'Resolução (mediana)',
        'Resolução (p90)',
        'Transferências',
        'Mensagens enviadas',
        'Avaliações',
        'Nota média',
      ],
      linhas: data.atendentes.map((linha) => [
        linha.nome,
        formatInteger(linha.atendimentos),
        formatInteger(linha.respondidos),
        formatInteger(linha.resolvidos),
        formatDuracao(linha.primeiraResposta.medianaMs),
        formatDuracao(linha.primeiraResposta.p90Ms),
        formatDuracao(linha.resolucao.medianaMs),
        formatDuracao(linha.resolucao.p90Ms),
        formatInteger(linha.transferencias),
        formatInteger(linha.mensagensEnviadas),
        formatInteger(linha.avaliacoes),
        formatNota(linha.notaMedia),
      ]),
    },
  ];
}
