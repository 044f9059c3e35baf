const KB = 1024;
const MB = 1024 * KB;

let decimalFormat: Intl.NumberFormat | undefined;

/** Built on first use: the first pt-BR number format loads the locale's data, a long task on a phone (issue #25). */
function decimal(): Intl.NumberFormat {
  decimalFormat ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
  return decimalFormat;
}

/**
 * A file size as people read it, in pt-BR (binary units, as file managers show them).
 * @example formatTamanho(1536)     // → '1,5 KB'
 * formatTamanho(5 * 1024 * 1024)   // → '5 MB'
 */
export function formatTamanho(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${decimal().format(bytes / KB)} KB`;
  return `${decimal().format(bytes / MB)} MB`;
}
