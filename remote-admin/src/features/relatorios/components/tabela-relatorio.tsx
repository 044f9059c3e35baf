import type { Tabela } from '../utils/tabela';

export type TabelaRelatorioProps = { tabela: Tabela; busy?: boolean };

/**
 * A report table: a caption, column headers and row headers for screen readers; numbers aligned
 * right; on a phone each row becomes a card whose cells name their column (data-label).
 */
export function TabelaRelatorio({ tabela, busy }: TabelaRelatorioProps) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-table--cards" aria-busy={busy}>
        <caption>{tabela.titulo}</caption>
        <thead>
          <tr>
            {tabela.colunas.map((coluna, index) => (
              <th key={coluna} scope="col" className={index ? 'adm-num' : undefined}>
                {coluna}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tabela.linhas.map((linha, index) => (
            <tr key={`${index}-${linha[0]}`}>
              {linha.map((celula, coluna) =>
                coluna ? (
                  <td key={tabela.colunas[coluna]} className="adm-num" data-label={tabela.colunas[coluna]}>
                    {celula}
                  </td>
                ) : (
                  <th key="nome" scope="row" data-label={tabela.colunas[0]}>
                    {celula}
                  </th>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
