import { importacaoResultadoSchema, type ApiResponse, type ImportacaoResultado } from '@colabora/shared/contracts';
import { errorBodyOf, getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type ImportarContatosVariables = { csv: string; confirmar: boolean };

/**
 * POST /api/contatos/importar with the file's text. `confirmar: false` only validates (preview);
 * `true` imports every line or, when any line is invalid, nothing (answered with a 400 that
 * carries the same report, returned here as a normal result).
 */
export async function importarContatos({
  csv,
  confirmar,
}: ImportarContatosVariables): Promise<ApiResponse<ImportacaoResultado>> {
  try {
    return await getEnvelope(
      http.post('/api/contatos/importar', {
        searchParams: { confirmar },
        body: csv,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
      importacaoResultadoSchema,
    );
  } catch (error) {
    const report = errorBodyOf<ApiResponse<ImportacaoResultado>>(error);
    if (report?.data) return report;
    throw error;
  }
}

/** A confirmed import changes the contacts counted by the president dashboard. */
export function useImportarContatos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarContatos,
    onSuccess: (answer) =>
      answer.data?.confirmado ? queryClient.invalidateQueries({ queryKey: ['dashboard-presidente'] }) : undefined,
  });
}
