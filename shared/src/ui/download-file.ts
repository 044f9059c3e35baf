/**
 * Saves a file through the browser's download, under `nome`.
 * @example downloadFile('contatos.csv', await response.blob())
 */
export function downloadFile(nome: string, conteudo: Blob): void {
  const url = URL.createObjectURL(conteudo);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
