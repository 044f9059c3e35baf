import { downloadFile } from '@colabora/shared/ui';
import { http } from '@colabora/shared/http';
import { useMutation } from '@tanstack/react-query';

/** GET /api/contatos/exportar, saved by the browser under the name the server chose. */
export async function exportarContatos(): Promise<void> {
  const response = await http.get('/api/contatos/exportar');
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'contatos.csv';
  downloadFile(filename, await response.blob());
}

/** A download, not server state: a mutation only for its pending and error states. */
export function useExportarContatos() {
  return useMutation({ mutationFn: exportarContatos });
}
