import { formatTime } from '@colabora/shared/format';
import type { QueryStateSource } from '@colabora/shared/ui';
import { Button, EmptyState, QueryState } from '@colabora/shared/ui';
import type { ReactNode } from 'react';
import { baixarCsv, tabelasParaCsv, type Tabela } from '../utils/tabela';
import { TabelaRelatorio } from './tabela-relatorio';

/** Measures older than this are said to be catching up (the job refreshes each minute). */
const ATRASO_MS = 5 * 60_000;

export type RelatorioPainelProps<T extends { periodo: { inicio: string; fim: string } }> = {
  /** The tab's name, for the file and the messages ('atendimento'). */
  nome: string;
  query: QueryStateSource<T> & { isFetching: boolean };
  tabelas: (data: T) => Tabela[];
  isEmpty: (data: T) => boolean;
  empty: { icon: string; title: string; description: string };
  /** Shows the first table as highlighted figures above the others (the CSV keeps it as a table). */
  destaque?: (tabela: Tabela) => ReactNode;
  /** The charts of the figures the tables hold (drawn between the highlights and the tables). */
  graficos?: (data: T) => ReactNode;
  /** When the measured figures were brought up to date (ISO), for the tabs that read them. */
  atualizadoEm?: (data: T) => string;
  /** A word on how to read the figures, under the freshness line. */
  nota?: (data: T) => ReactNode;
};

/** How fresh the measured figures are, in words. */
function Frescor({ em }: { em: string }) {
  const atrasado = Date.now() - Date.parse(em) > ATRASO_MS;
  return (
    <p className="cb-muted" role={atrasado ? 'status' : undefined}>
      {atrasado
        ? `Números calculados às ${formatTime(em)}: as conversas mais recentes ainda estão sendo medidas e entram em instantes.`
        : `Números calculados às ${formatTime(em)} (recalculados a cada minuto e ao abrir o relatório).`}
    </p>
  );
}

/**
 * One report tab's states: loading, error, empty (saying what will appear once there is data), and
 * the content: highlights, charts, the tables and the CSV of exactly those tables.
 */
export function RelatorioPainel<T extends { periodo: { inicio: string; fim: string } }>({
  nome,
  query,
  tabelas,
  isEmpty,
  empty,
  destaque,
  graficos,
  atualizadoEm,
  nota,
}: RelatorioPainelProps<T>) {
  return (
    <QueryState
      query={query}
      loadingLabel="Calculando o relatório…"
      errorMessage="Não foi possível carregar o relatório. Tente de novo em instantes."
      isEmpty={isEmpty}
      empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} />}
    >
      {(data) => {
        const mostradas = tabelas(data).filter((tabela) => tabela.linhas.length > 0);
        const [primeira, ...outras] = mostradas;
        const comoTabela = destaque ? outras : mostradas;
        const arquivo = `relatorio-${nome}-${data.periodo.inicio}-a-${data.periodo.fim}.csv`;
        return (
          <div className="adm-form" aria-busy={query.isFetching}>
            <div className="adm-report-actions">
              <Button variant="secondary" onClick={() => baixarCsv(arquivo, tabelasParaCsv(mostradas))}>
                Exportar CSV
              </Button>
            </div>
            {atualizadoEm ? <Frescor em={atualizadoEm(data)} /> : null}
            {nota ? nota(data) : null}
            {destaque && primeira ? destaque(primeira) : null}
            {graficos ? <div className="adm-charts">{graficos(data)}</div> : null}
            {comoTabela.map((tabela) => (
              <TabelaRelatorio key={tabela.titulo} tabela={tabela} busy={query.isFetching} />
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}
