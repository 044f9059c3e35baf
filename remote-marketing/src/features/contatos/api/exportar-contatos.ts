import type { ContatosExportarQuery } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { downloadFile } from '@colabora/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { contatosSearchParams } from './get-contatos';

/** GET /api/contatos/exportar-lista: what the list shows with these filters, saved under the server's name. */
export async function exportarContatos(filtro: ContatosExportarQuery): Promise<void> {
  const response = await http.get('/api/contatos/exportar-lista', { searchParams: contatosSearchParams(filtro) });
  const disposition = response.headers.get('content-disposition') ?? '';
  downloadFile(/filename="([^"]+)"/.exec(disposition)?.[1] ?? 'contatos.csv', await response.blob());
}

/** A download, not server state: a mutation only for its pending and error states. */
export function useExportarContatos() {
  return useMutation({ mutationFn: exportarContatos });
}
