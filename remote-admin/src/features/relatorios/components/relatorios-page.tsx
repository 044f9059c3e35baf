import type { MenuItem } from '@colabora/shared/contracts';
import { isoDateToBr } from '@colabora/shared/format';
import { PageHeader } from '@colabora/shared/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useRelatorioAtendimento } from '../api/get-relatorio-atendimento';
import { useRelatorioCampanhas } from '../api/get-relatorio-campanhas';
import { useRelatorioIa } from '../api/get-relatorio-ia';
import { Kpis } from '../../../components/kpis';
import { PeriodoSelect } from '../../../components/periodo-select';
import type { Tabela } from '../utils/tabela';
import { tabelasAtendimento, tabelasCampanhas, tabelasIa } from '../utils/tabelas-dos-relatorios';
import { RelatorioPainel } from './relatorio-painel';

export type RelatoriosPageProps = { title: string; menuItem: MenuItem | null };

const ABAS = [
  { id: 'atendimento', label: 'Atendimento' },
  { id: 'campanhas', label: 'Campanhas' },
  { id: 'ia', label: 'IA' },
] as const;
type Aba = (typeof ABAS)[number]['id'];

/** The period's summary as highlighted figures, with how to read them. */
function Destaques({ tabela }: { tabela: Tabela }) {
  return (
    <>
      <Kpis items={tabela.linhas.map(([label = '', value = '']) => [label, value] as const)} />
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
        actions={<PeriodoSelect dias={dias} onChange={setDias} />}
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
            tabelas={tabelasAtendimento}
            destaque={(tabela) => <Destaques tabela={tabela} />}
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
