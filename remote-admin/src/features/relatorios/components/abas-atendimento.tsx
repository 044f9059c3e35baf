import { formatCalendarDay } from '@colabora/shared/format';
import { GraficoBarras } from '../../../components/graficos/grafico-barras';
import { MapaDeCalor } from '../../../components/graficos/mapa-de-calor';
import { Kpis } from '../../../components/kpis';
import { formatDuracao } from '../../../lib/format-duracao';
import { formatInteger } from '../../../lib/format-integer';
import { useRelatorioAtendimento } from '../api/get-relatorio-atendimento';
import { useRelatorioEquipe } from '../api/get-relatorio-equipe';
import type { RelatorioParams } from '../api/relatorio-params';
import type { Tabela } from '../utils/tabela';
import {
  TABELA_EQUIPE,
  TABELA_MAPA,
  TABELA_POR_DIA,
  tabelasAtendimento,
  tabelasEquipe,
} from '../utils/tabelas-atendimento';
import { RelatorioPainel } from './relatorio-painel';

export type AbaProps = { params: RelatorioParams };

/** The period's summary as highlighted figures, with how to read them. */
export function Destaques({ tabela, nota }: { tabela: Tabela; nota?: string }) {
  return (
    <>
      <Kpis items={tabela.linhas.map(([label = '', value = '']) => [label, value] as const)} />
      {nota ? <p className="cb-muted">{nota}</p> : null}
    </>
  );
}

/** Atendimento: times (median and p90), the trend by day, by queue and channel, and the heatmap. */
export function AbaAtendimento({ params }: AbaProps) {
  const query = useRelatorioAtendimento(params);
  return (
    <RelatorioPainel
      nome="atendimento"
      query={query}
      tabelas={tabelasAtendimento}
      atualizadoEm={(data) => data.atualizadoEm}
      destaque={(tabela) => (
        <Destaques
          tabela={tabela}
          nota="Tempos em horário corrido, contados da primeira mensagem do contato; “em horário de atendimento” conta a partir da abertura da fila quando o contato escreveu fora do horário. Mediana: metade dos atendimentos levou até esse tempo; p90: nove em cada dez."
        />
      )}
      graficos={(data) => (
        <>
          <GraficoBarras
            titulo="Atendimentos iniciados por dia"
            orientacao="vertical"
            itens={data.porDia.map((dia) => ({ rotulo: formatCalendarDay(dia.data), valor: dia.abertos }))}
            formato={formatInteger}
            tabela={TABELA_POR_DIA}
          />
          <GraficoBarras
            titulo="Primeira resposta por dia (mediana)"
            orientacao="vertical"
            itens={data.porDia.map((dia) => ({
              rotulo: formatCalendarDay(dia.data),
              valor: dia.primeiraRespostaMedianaMs ?? 0,
            }))}
            formato={formatDuracao}
            tabela={TABELA_POR_DIA}
            somavel={false}
          />
          <MapaDeCalor titulo={TABELA_MAPA} celulas={data.mapaDeCalor} tabela={TABELA_MAPA} />
        </>
      )}
      isEmpty={(data) => data.resumo.atendimentos === 0}
      empty={{
        icon: 'chat',
        title: 'Nenhum atendimento no período',
        description:
          'Quando contatos escreverem no WhatsApp, aparecem aqui o tempo até a primeira resposta, o tempo até a resolução, o volume por dia e os horários de maior movimento.',
      }}
    />
  );
}

/** Equipe: per attendant, volume, times, transfers and the grades of their surveys. */
export function AbaEquipe({ params }: AbaProps) {
  const query = useRelatorioEquipe(params);
  return (
    <RelatorioPainel
      nome="equipe"
      query={query}
      tabelas={tabelasEquipe}
      atualizadoEm={(data) => data.atualizadoEm}
      graficos={(data) => (
        <>
          <GraficoBarras
            titulo="Atendimentos por atendente"
            orientacao="horizontal"
            itens={data.atendentes.map((a) => ({ rotulo: a.nome, valor: a.atendimentos }))}
            formato={formatInteger}
            tabela={TABELA_EQUIPE}
          />
          <GraficoBarras
            titulo="Primeira resposta por atendente (mediana)"
            orientacao="horizontal"
            itens={data.atendentes.map((a) => ({ rotulo: a.nome, valor: a.primeiraResposta.medianaMs ?? 0 }))}
            formato={formatDuracao}
            tabela={TABELA_EQUIPE}
            somavel={false}
          />
        </>
      )}
      isEmpty={(data) => data.atendentes.length === 0}
      empty={{
        icon: 'groups',
        title: 'Nenhum atendimento da equipe no período',
        description:
          'Quando alguém da equipe responder ou assumir conversas, aparecem aqui quantas cada pessoa atendeu, seus tempos e as notas que recebeu.',
      }}
    />
  );
}
