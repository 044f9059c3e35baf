import { downloadFile } from '@colabora/shared/ui';

/**
 * A table as a report tab shows it: the same model draws the accessible table and writes the CSV,
 * so the export is exactly what is on screen.
 */
export type Tabela = {
  titulo: string;
  colunas: readonly string[];
  /** Cells as shown ('12 min', '1.234'); the first one names the row. */
  linhas: readonly (readonly string[])[];
};

const celula = (texto: string) => (/[";\n\r]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto);

/**
 * The tables as one CSV file for a spreadsheet in pt-BR: ';' between cells (',' is the decimal
 * mark), a BOM so accents open right, a blank line and the title before each table.
 * @example tabelasParaCsv([{ titulo: 'T', colunas: ['a'], linhas: [['1']] }]) // → '\uFEFFT\r\na\r\n1\r\n'
 */
export function tabelasParaCsv(tabelas: readonly Tabela[]): string {
  const blocos = tabelas.map((tabela) =>
    [[tabela.titulo], tabela.colunas, ...tabela.linhas].map((linha) => linha.map(celula).join(';')).join('\r\n'),
  );
  return `\uFEFF${blocos.join('\r\n\r\n')}\r\n`;
}

/** Saves the CSV through the browser's download. */
export function baixarCsv(nome: string, csv: string): void {
  downloadFile(nome, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
