import type { ApiResponse, ImportacaoResultado } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { apiErrorBody } from '../../../lib/api-error-message';

/**
 * POST /api/contatos/importar with the file's text. `confirmar: false` only validates (preview);
 * `true` imports every line or, when any line is invalid, nothing (answered with a 400 that
 * carries the same report, returned here as a normal result).
 */
export async function importarContatos(csv: string, confirmar: boolean): Promise<ApiResponse<ImportacaoResultado>> {
  try {
    return await http
      .post('/api/contatos/importar', {
        searchParams: { confirmar: String(confirmar) },
        body: csv,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      })
      .json<ApiResponse<ImportacaoResultado>>();
  } catch (error) {
    const body = await apiErrorBody<ApiResponse<ImportacaoResultado>>(error);
    if (body?.data) return body;
    throw error;
  }
}
