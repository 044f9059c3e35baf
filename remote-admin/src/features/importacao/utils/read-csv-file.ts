/**
 * The text of a CSV file. Excel in pt-BR often saves "CSV" in Windows-1252, not UTF-8: when the
 * bytes are not valid UTF-8 they are read as Windows-1252, so 'João' does not become 'Jo�o'.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A model file people can fill in: the header and one example line. */
export const MODELO_CSV =
  '\uFEFFnome;telefone;email;data_nascimento;tags;consentimento_marketing;consentimento_origem;consentimento_em\r\n' +
  'Maria da Silva;(11) 98888-7777;maria@exemplo.com.br;25/12/1990;cliente-vip;sim;Formulário;01/11/2026\r\n';
