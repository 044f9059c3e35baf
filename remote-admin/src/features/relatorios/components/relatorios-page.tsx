import { DASHBOARD_PERIODOS, type MenuItem, type RelatorioAtendimento } from '@colabora/shared/contracts';
import { isoDateToBr } from '@colabora/shared/format';
import { PageHeader, SelectField } from '@colabora/shared/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useRelatorioAtendimento } from '../api/get-relatorio-atendimento';
import { useRelatorioCampanhas } from '../api/get-relatorio-campanhas';
import { useRelatorioIa } from '../api/get-relatorio-ia';
import { formatInteger } from '../../../lib/format-integer';
import { formatDuracao } from '../../../lib/format-duracao';
import { tabelasAtendimento, tabelasCampanhas, tabelasIa } from '../utils/tabelas-dos-relatorios';
import { RelatorioPainel } from './relatorio-painel';

export type RelatoriosPageProps = { title: string; menuItem: MenuItem | null };

const PERIODO_LABEL: Record<number, string> = { 7: '7 dias', 30: '30 dias', 90: '90 dias', 365: '12 meses' };
const ABAS = [
  { id: 'atendimento', label: 'Atendimento' },
  { id: 'campanhas', label: 'Campanhas' },
  { id: 'ia', label: 'IA' },
] as const;
type Aba = (typeof ABAS)[number]['id'];

function Destaques({ data }: { data: RelatorioAtendimento }) {
  const { resumo } = data;
  const kpis = [
    ['Atendimentos', formatInteger(resumo.atendimentos)],
    ['Primeira resposta (mediana)', formatDuracao(resumo.primeiraResposta.medianaMs)],
    ['Primeira resposta (p90)', formatDuracao(resumo.primeiraResposta.p90Ms)],
    ['Resolução (mediana)', formatDuracao(resumo.resolucao.medianaMs)],
    ['Resolução (p90)', formatDuracao(resumo.resolucao.p90Ms)],
    ['Sem resposta', formatInteger(resumo.semResposta)],
  ] as const;
  return (
    <>
      <dl className="adm-kpis">
        {kpis.map(([label, value]) => (
          <div key={label} className="adm-kpi">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="cb-muted">
        Tempos em horário corrido, contados da primeira mensagem do contato. Mediana: metade dos atendimentos levou até
        esse tempo; p90: nove em cada dez.
      </p>
    </>
  );
}

/** /relatorios: service times, campaigns and AI results over a period, each tab exportable as CSV. */
export function RelatoriosPage({ title, menuItem }: RelatoriosPageProps) {
  const [dias, setDias] = useState(30);
  const [aba, setAba] = useState<Aba>('atendimento');
  const baseId = useId();
  const atendimento = useRelatorioAtendimento(dias);
  const campanhas = useRelatorioCampanhas(dias);
  const ia = useRelatorioIa(dias);
  const periodo = atendimento.data?.periodo;

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = (ABAS.findIndex((a) => a.id === aba) + step + ABAS.length) % ABAS.length;
    const next = ABAS[index];
    if (!next) return;
    setAba(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  }

  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu}
        actions={
          <SelectField
            label="Período"
            value={String(dias)}
            options={DASHBOARD_PERIODOS.map((d) => ({
              value: String(d),
              label: `Últimos ${PERIODO_LABEL[d] ?? `${d} dias`}`,
            }))}
            onChange={(event) => setDias(Number(event.target.value))}
          />
        }
      />
      {periodo ? (
        <p className="cb-muted">
          De {isoDateToBr(periodo.inicio)} a {isoDateToBr(periodo.fim)} (dias de São Paulo).
        </p>
      ) : null}
      <div className="adm-tabs" role="tablist" aria-label="Relatórios">
        {ABAS.map((item) => (
          <button
            key={item.id}
            id={`${baseId}-tab-${item.id}`}
            type="button"
            role="tab"
            className="adm-tab"
            aria-selected={aba === item.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={aba === item.id ? 0 : -1}
            onClick={() => setAba(item.id)}
            onKeyDown={handleTabKey}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${aba}`} aria-labelledby={`${baseId}-tab-${aba}`}>
        {aba === 'atendimento' ? (
          <RelatorioPainel
            nome="atendimento"
            query={atendimento}
            tabelas={(data) => tabelasAtendimento(data).slice(1)}
            destaque={(data) => <Destaques data={data} />}
            isEmpty={(data) => data.resumo.atendimentos === 0}
            empty={{
              icon: 'chat',
              title: 'Nenhum atendimento no período',
              description:
                'Quando contatos escreverem no WhatsApp, aparecem aqui o tempo até a primeira resposta, o tempo até a resolução, quem atendeu e o volume por dia.',
            }}
          />
        ) : null}
        {aba === 'campanhas' ? (
          <RelatorioPainel
            nome="campanhas"
            query={campanhas}
            tabelas={tabelasCampanhas}
            isEmpty={(data) => data.campanhas.length === 0}
            empty={{
              icon: 'campaign',
              title: 'Nenhuma campanha enviada no período',
              description:
                'Quando uma campanha for enviada, aparece aqui o funil de cada uma: enviadas, entregues, lidas e respondidas, quem pediu para sair e as falhas.',
            }}
          />
        ) : null}
        {aba === 'ia' ? (
          <RelatorioPainel
            nome="ia"
            query={ia}
            tabelas={tabelasIa}
            isEmpty={(data) => data.especialistas.length === 0}
            empty={{
              icon: 'smart_toy',
              title: 'Nenhum especialista de IA cadastrado',
              description:
                'Quando um especialista de IA atender conversas, aparecem aqui quantas ele atendeu, quantas resolveu sem transferir para a equipe e os tokens usados.',
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
