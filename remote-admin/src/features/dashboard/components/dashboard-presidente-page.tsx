import type { Indicador, MenuItem } from '@colabora/shared/contracts';
import { formatCentavos, isoDateToBr } from '@colabora/shared/format';
import { useCanOpen } from '@colabora/shared/query';
import { Card, Icon, PageHeader, QueryState } from '@colabora/shared/ui';
import { useState, type ReactNode } from 'react';
import { Link } from '@colabora/shared/router';
import { Kpis } from '../../../components/kpis';
import { PeriodoSelect } from '../../../components/periodo-select';
import { formatDuracao } from '../../../lib/format-duracao';
import { useDashboardPresidente } from '../api/get-dashboard-presidente';
import { formatInteger } from '../../../lib/format-integer';
import { formatNota, formatPercentual } from '../../../lib/format-nota';
import { DailyChart } from './daily-chart';

export type DashboardPresidentePageProps = { title: string; menuItem: MenuItem | null };

/** A block the product has no data for yet: said in words, never drawn as zeros. */
function Unavailable({ title, motivo }: { title: string; motivo: string }) {
  return (
    <Card title={title}>
      <p className="adm-unavailable">
        <Icon name="info" />
        <span>{motivo}</span>
      </p>
    </Card>
  );
}

function Block<T>({
  title,
  indicador,
  children,
}: {
  title: string;
  indicador: Indicador<T>;
  children: (data: T) => ReactNode;
}) {
  return indicador.disponivel ? (
    <>{children(indicador.dados)}</>
  ) : (
    <Unavailable title={title} motivo={indicador.motivo} />
  );
}

/** /dashboard-presidente: institution-wide figures from the API's aggregates. */
export function DashboardPresidentePage({ title, menuItem }: DashboardPresidentePageProps) {
  const [dias, setDias] = useState(30);
  const dashboard = useDashboardPresidente(dias);
  const canOpenRelatorios = useCanOpen('/relatorios');
  // Each block opens its tab of the report (ADR 0039): the same measures, in detail.
  const linkRelatorios = (aba: string, texto: string) =>
    canOpenRelatorios ? (
      <Link to={aba === 'atendimento' ? '/relatorios' : `/relatorios?aba=${aba}`}>{texto}</Link>
    ) : null;

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu}
        actions={<PeriodoSelect dias={dias} onChange={setDias} />}
      />
      <QueryState
        query={dashboard}
        loadingLabel="Calculando indicadores…"
        errorMessage="Não foi possível carregar os indicadores."
      >
        {(data) => (
          <div className="adm-form" aria-busy={dashboard.isFetching}>
            <p className="cb-muted">
              De {isoDateToBr(data.periodo.inicio)} a {isoDateToBr(data.periodo.fim)} (pedidos cancelados não entram nas
              contas).
            </p>
            <dl className="adm-kpis">
              {data.pedidos.disponivel ? (
                <>
                  <div className="adm-kpi">
                    <dt>Pedidos</dt>
                    <dd>{formatInteger(data.pedidos.dados.total)}</dd>
                  </div>
                  <div className="adm-kpi">
                    <dt>Faturamento</dt>
                    <dd>{formatCentavos(data.pedidos.dados.receitaCentavos)}</dd>
                  </div>
                  <div className="adm-kpi">
                    <dt>Ticket médio</dt>
                    <dd>{formatCentavos(data.pedidos.dados.ticketMedioCentavos)}</dd>
                  </div>
                </>
              ) : null}
              {data.usuarios.disponivel ? (
                <div className="adm-kpi">
                  <dt>Usuários ativos</dt>
                  <dd>{formatInteger(data.usuarios.dados.ativos)}</dd>
                </div>
              ) : null}
              {data.contatos.disponivel ? (
                <div className="adm-kpi">
                  <dt>Contatos (novos no período)</dt>
                  <dd>
                    {formatInteger(data.contatos.dados.total)} ({formatInteger(data.contatos.dados.novosNoPeriodo)})
                  </dd>
                </div>
              ) : null}
            </dl>
            <Block title="Pedidos" indicador={data.pedidos}>
              {(pedidos) => (
                <div className="adm-charts">
                  <DailyChart
                    title="Pedidos por dia"
                    kind="bar"
                    points={pedidos.quantidadePorDia}
                    format={formatInteger}
                    valueLabel="Pedidos"
                  />
                  <DailyChart
                    title="Faturamento por dia"
                    kind="line"
                    points={pedidos.receitaCentavosPorDia}
                    format={formatCentavos}
                    valueLabel="Faturamento"
                  />
                </div>
              )}
            </Block>
            <Block title="Atendimentos" indicador={data.chats}>
              {(chats) => (
                <div className="adm-charts">
                  <Card title="Atendimentos" actions={linkRelatorios('atendimento', 'Ver atendimentos')}>
                    <Kpis
                      items={[
                        ['Atendimentos no período', formatInteger(chats.total)],
                        ['Primeira resposta (mediana)', formatDuracao(chats.primeiraRespostaMedianaMs)],
                        ['Primeira resposta (p90)', formatDuracao(chats.primeiraRespostaP90Ms)],
                        ['Resolução (mediana)', formatDuracao(chats.resolucaoMedianaMs)],
                        ['Resolvidos', formatInteger(chats.resolvidos)],
                        ['Resolvidos pela IA sem transferir', formatInteger(chats.iaSozinha)],
                      ]}
                    />
                  </Card>
                  <DailyChart
                    title="Atendimentos por dia"
                    kind="bar"
                    points={chats.porDia}
                    format={formatInteger}
                    valueLabel="Atendimentos"
                  />
                </div>
              )}
            </Block>
            <div className="adm-charts">
              <Block title="Satisfação" indicador={data.satisfacao}>
                {(satisfacao) => (
                  <Card title="Satisfação" actions={linkRelatorios('satisfacao', 'Ver satisfação')}>
                    {satisfacao.perguntas ? (
                      <Kpis
                        items={[
                          ['Nota média (1 a 5)', formatNota(satisfacao.notaMedia)],
                          ['Satisfeitos (nota 4 ou 5)', formatPercentual(satisfacao.satisfeitos, satisfacao.respostas)],
                          ['Respostas', formatInteger(satisfacao.respostas)],
                          ['Pesquisas enviadas', formatInteger(satisfacao.perguntas)],
                        ]}
                      />
                    ) : (
                      <p className="cb-muted">
                        Nenhuma pesquisa de satisfação no período. Ela é enviada ao resolver conversas das filas que
                        pedem avaliação (tela Filas).
                      </p>
                    )}
                  </Card>
                )}
              </Block>
              <Block title="Leads por etapa do funil" indicador={data.leadsPorEtapa}>
                {(leads) => (
                  <Card title="Leads por etapa do funil">
                    <ul>
                      {leads.etapas.map((etapa) => (
                        <li key={etapa.etapa}>
                          {etapa.etapa}: {formatInteger(etapa.quantidade)}
                        </li>
                      ))}
                    </ul>
                  </Card>
                )}
              </Block>
              <Block title="Campanhas" indicador={data.campanhas}>
                {(campanhas) => (
                  <Card title="Campanhas" actions={linkRelatorios('campanhas', 'Ver campanhas')}>
                    <p>
                      {formatInteger(campanhas.total)} com envios no período, {formatInteger(campanhas.ativas)} em
                      andamento agora.
                    </p>
                    <Kpis
                      items={[
                        ['Enviadas', formatInteger(campanhas.enviadas)],
                        ['Entregues', formatInteger(campanhas.entregues)],
                        ['Lidas', formatInteger(campanhas.lidas)],
                        ['Responderam', formatInteger(campanhas.responderam)],
                        ['Pediram para sair', formatInteger(campanhas.sairam)],
                      ]}
                    />
                  </Card>
                )}
              </Block>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
