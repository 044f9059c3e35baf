import { formatCalendarDay } from '@colabora/shared/format';
import { GraficoBarras } from '../../../components/graficos/grafico-barras';
import { formatInteger } from '../../../lib/format-integer';
import { useRelatorioCampanhas } from '../api/get-relatorio-campanhas';
import { useRelatorioIa } from '../api/get-relatorio-ia';
import { useRelatorioSatisfacao } from '../api/get-relatorio-satisfacao';
import { TABELA_ESPECIALISTAS, TABELA_VARIANTES, tabelasCampanhas, tabelasIa } from '../utils/tabelas-campanhas';
import { TABELA_NOTAS, TABELA_SATISFACAO_DIA, tabelasSatisfacao } from '../utils/tabelas-satisfacao';
import { Destaques, type AbaProps } from './abas-atendimento';
import { RelatorioPainel } from './relatorio-painel';

/** Satisfação: the surveys' grades (CSAT), by grade, attendant and day, and the comments. */
export function AbaSatisfacao({ params }: AbaProps) {
  const query = useRelatorioSatisfacao(params);
  return (
    <RelatorioPainel
      nome="satisfacao"
      query={query}
      tabelas={tabelasSatisfacao}
      destaque={(tabela) => (
        <Destaques
          tabela={tabela}
          nota="Ao resolver uma conversa de uma fila que pede avaliação, o contato recebe “Como você avalia nosso atendimento? Responda de 1 a 5”. A nota conta para quem estava com a conversa."
        />
      )}
      graficos={(data) => (
        <>
          <GraficoBarras
            titulo="Respostas por nota"
            orientacao="horizontal"
            itens={[...data.resumo.distribuicao]
              .reverse()
              .map((d) => ({ rotulo: `Nota ${d.nota}`, valor: d.quantidade }))}
            formato={formatInteger}
            tabela={TABELA_NOTAS}
          />
          <GraficoBarras
            titulo="Respostas por dia"
            orientacao="vertical"
            itens={data.porDia.map((dia) => ({ rotulo: formatCalendarDay(dia.data), valor: dia.respostas }))}
            formato={formatInteger}
            tabela={TABELA_SATISFACAO_DIA}
          />
        </>
      )}
      isEmpty={(data) => data.resumo.perguntas === 0}
      empty={{
        icon: 'insights',
        title: 'Nenhuma pesquisa de satisfação no período',
        description:
          'Ligue “Pedir avaliação ao resolver” em uma fila (tela Filas). Ao resolver uma conversa dessa fila, o contato recebe a pergunta, e as notas e comentários aparecem aqui.',
      }}
    />
  );
}

/** Campanhas: each campaign's funnel per text and run, and what it brought within the window. */
export function AbaCampanhas({ params }: AbaProps) {
  const query = useRelatorioCampanhas(params);
  return (
    <RelatorioPainel
      nome="campanhas"
      query={query}
      tabelas={tabelasCampanhas}
      atualizadoEm={(data) => data.atualizadoEm}
      graficos={(data) => (
        <GraficoBarras
          titulo={`Conversas iniciadas em ${data.janelaDias} ${data.janelaDias === 1 ? 'dia' : 'dias'}, por texto`}
          orientacao="horizontal"
          itens={data.campanhas.flatMap((c) =>
            c.variantes.map((v) => ({
              rotulo: `${c.nome} · ${v.variante === null ? 'sem registro' : `texto ${v.variante + 1}`}`,
              valor: v.funil.conversas,
            })),
          )}
          formato={formatInteger}
          tabela={TABELA_VARIANTES}
        />
      )}
      isEmpty={(data) => data.campanhas.length === 0}
      empty={{
        icon: 'campaign',
        title: 'Nenhuma campanha enviada no período',
        description:
          'Quando uma campanha for enviada, aparece aqui o funil de cada texto e rodada: enviadas, entregues, lidas e respondidas, quem pediu para sair, as falhas e as conversas e leads que vieram depois.',
      }}
    />
  );
}

/** IA: per specialist, the services it answered and handed off; per model, the tokens and the cost. */
export function AbaIa({ params }: AbaProps) {
  const query = useRelatorioIa(params);
  return (
    <RelatorioPainel
      nome="ia"
      query={query}
      tabelas={tabelasIa}
      atualizadoEm={(data) => data.atualizadoEm}
      nota={(data) =>
        data.porModelo.some((m) => m.custoCentavos === null) ? (
          <p className="cb-muted">
            Custo estimado: aparece para os modelos cujo preço por milhão de tokens foi configurado no servidor
            (variável AI_PRECOS); sem preço, o custo fica “—”.
          </p>
        ) : null
      }
      graficos={(data) => (
        <GraficoBarras
          titulo="Atendimentos resolvidos sem transferir, por especialista"
          orientacao="horizontal"
          itens={data.especialistas.map((e) => ({ rotulo: e.nome, valor: e.semTransferencia }))}
          formato={formatInteger}
          tabela={TABELA_ESPECIALISTAS}
        />
      )}
      isEmpty={(data) => data.especialistas.length === 0}
      empty={{
        icon: 'smart_toy',
        title: 'Nenhum especialista de IA cadastrado',
        description:
          'Quando um especialista de IA atender conversas, aparecem aqui quantas ele atendeu, quantas resolveu sem transferir para a equipe, os tokens usados e o custo estimado por modelo.',
      }}
    />
  );
}
