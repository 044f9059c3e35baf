import type { RelatorioSatisfacao } from '@colabora/shared/contracts';
import { formatDateTime, isoDateToBr } from '@colabora/shared/format';
import { formatInteger } from '../../../lib/format-integer';
import { formatNota, formatPercentual } from '../../../lib/format-nota';
import type { Tabela } from './tabela';

/* What the Satisfação tab shows, as tables: the screen and the CSV read the same. */

export const TABELA_NOTAS = 'Notas recebidas';
export const TABELA_SATISFACAO_DIA = 'Por dia (dias com resposta)';

export function tabelasSatisfacao(data: RelatorioSatisfacao): Tabela[] {
  const { resumo } = data;
  return [
    {
      titulo: 'Resumo do período',
      colunas: ['Indicador', 'Valor'],
      linhas: [
        ['Nota média (1 a 5)', formatNota(resumo.notaMedia)],
        ['Satisfeitos (nota 4 ou 5)', formatPercentual(resumo.satisfeitos, resumo.respostas)],
        ['Respostas', formatInteger(resumo.respostas)],
        ['Pesquisas enviadas', formatInteger(resumo.perguntas)],
        ['Taxa de resposta', formatPercentual(resumo.respostas, resumo.perguntas)],
        ['Comentários', formatInteger(resumo.comentarios)],
      ],
    },
    {
      titulo: TABELA_NOTAS,
      colunas: ['Nota', 'Respostas'],
      linhas: resumo.respostas
        ? [...resumo.distribuicao].reverse().map((d) => [String(d.nota), formatInteger(d.quantidade)])
        : [],
    },
    {
      titulo: 'Por atendente',
      colunas: ['Atendente', 'Respostas', 'Nota média', 'Satisfeitos'],
      linhas: data.porAtendente.map((a) => [
        a.nome,
        formatInteger(a.respostas),
        formatNota(a.notaMedia),
        formatPercentual(a.satisfeitos, a.respostas),
      ]),
    },
    {
      titulo: TABELA_SATISFACAO_DIA,
      colunas: ['Dia', 'Respostas', 'Nota média'],
      linhas: data.porDia
        .filter((dia) => dia.respostas)
        .map((dia) => [isoDateToBr(dia.data) ?? dia.data, formatInteger(dia.respostas), formatNota(dia.notaMedia)]),
    },
    {
      titulo: 'Comentários recentes',
      colunas: ['Quando', 'Nota', 'Atendente', 'Comentário'],
      linhas: data.comentarios.map((c) => [formatDateTime(c.em), String(c.nota), c.atendente ?? '—', c.comentario]),
    },
  ];
}
