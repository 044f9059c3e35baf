import type { QueryStateSource } from '@colabora/shared/ui';
import { Button, EmptyState, QueryState } from '@colabora/shared/ui';
import type { ReactNode } from 'react';
import { baixarCsv, tabelasParaCsv, type Tabela } from '../utils/tabela';
import { TabelaRelatorio } from './tabela-relatorio';

export type RelatorioPainelProps<T extends { periodo: { inicio: string; fim: string } }> = {
  /** The tab's name, for the file and the messages ('atendimento'). */
  nome: string;
  query: QueryStateSource<T> & { isFetching: boolean };
  tabelas: (data: T) => Tabela[];
  isEmpty: (data: T) => boolean;
  empty: { icon: string; title: string; description: string };
  /** Shows the first table as highlighted figures above the others (the CSV keeps it as a table). */
  destaque?: (tabela: Tabela) => ReactNode;
};

/**
 * One report tab's states: loading, error, empty (saying what will appear once there is data), and
 * the content, its tables and the CSV of exactly those tables.
 */
export function RelatorioPainel<T extends { periodo: { inicio: string; fim: string } }>({
  nome,
  query,
  tabelas,
  isEmpty,
  empty,
  destaque,
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
            {destaque && primeira ? destaque(primeira) : null}
            {comoTabela.map((tabela) => (
              <TabelaRelatorio key={tabela.titulo} tabela={tabela} busy={query.isFetching} />
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}
