const KB = 1024;
const MB = 1024 * KB;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * A file size as people read it, in pt-BR (binary units, as file managers show them).
 * @example formatTamanho(1536)     // → '1,5 KB'
 * formatTamanho(5 * 1024 * 1024)   // → '5 MB'
 */
export function formatTamanho(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${decimal.format(bytes / KB)} KB`;
  return `${decimal.format(bytes / MB)} MB`;
}
