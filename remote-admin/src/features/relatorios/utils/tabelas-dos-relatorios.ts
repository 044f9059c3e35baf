import type { FunilCampanha, RelatorioAtendimento, RelatorioCampanhas, RelatorioIa } from '@colabora/shared/contracts';
import { isoDateToBr } from '@colabora/shared/format';
import { formatInteger } from '../../../lib/format-integer';
import { formatDuracao } from '../../../lib/format-duracao';
import type { Tabela } from './tabela';

/*
 * What each tab shows, as tables (tabela.ts): the screen draws them and the CSV exports them.
 */

export function tabelasAtendimento(data: RelatorioAtendimento): Tabela[] {
  const { resumo } = data;
  return [
    {
      titulo: 'Resumo do período',
      colunas: ['Indicador', 'Valor'],
      linhas: [
        ['Atendimentos', formatInteger(resumo.atendimentos)],
        ['Primeira resposta (mediana)', formatDuracao(resumo.primeiraResposta.medianaMs)],
        ['Primeira resposta (p90)', formatDuracao(resumo.primeiraResposta.p90Ms)],
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
      titulo: 'Por atendente',
      colunas: [
        'Atendente',
        'Atendimentos',
        'Respondidos',
        'Resolvidos',
        '1ª resposta (mediana)',
        '1ª resposta (p90)',
        'Resolução (mediana)',
        'Resolução (p90)',
      ],
      linhas: data.porAtendente.map((linha) => [
        linha.nome,
        formatInteger(linha.atendimentos),
        formatInteger(linha.respondidos),
        formatInteger(linha.resolvidos),
        formatDuracao(linha.primeiraResposta.medianaMs),
        formatDuracao(linha.primeiraResposta.p90Ms),
        formatDuracao(linha.resolucao.medianaMs),
        formatDuracao(linha.resolucao.p90Ms),
      ]),
    },
    {
      titulo: 'Volume por dia (dias com atendimento)',
      colunas: ['Dia', 'Iniciados', 'Resolvidos'],
      linhas: data.porDia
        .filter((dia) => dia.abertos || dia.resolvidos)
        .map((dia) => [isoDateToBr(dia.data) ?? dia.data, formatInteger(dia.abertos), formatInteger(dia.resolvidos)]),
    },
  ];
}

const funil = (f: FunilCampanha) =>
  [f.enviadas, f.entregues, f.lidas, f.responderam, f.sairam, f.falharam, f.ignoradas].map(formatInteger);
const COLUNAS_FUNIL = [
  'Enviadas',
  'Entregues',
  'Lidas',
  'Responderam',
  'Pediram para sair',
  'Falharam',
  'Sem consentimento',
];

export function tabelasCampanhas(data: RelatorioCampanhas): Tabela[] {
  return [
    {
      titulo: 'Por campanha',
      colunas: ['Campanha', ...COLUNAS_FUNIL],
      linhas: data.campanhas.map((campanha) => [campanha.nome, ...funil(campanha.total)]),
    },
    {
      titulo: 'Por rodada',
      colunas: ['Campanha e rodada', ...COLUNAS_FUNIL],
      linhas: data.campanhas.flatMap((campanha) =>
        campanha.rodadas.map((r) => [`${campanha.nome} · rodada ${r.rodada}`, ...funil(r.funil)]),
      ),
    },
  ];
}

export function tabelasIa(data: RelatorioIa): Tabela[] {
  return [
    {
      titulo: 'Por especialista',
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
  ];
}
