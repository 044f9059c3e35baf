import type { Campanha } from '@colabora/shared/contracts/campanhas';
import type { QueryClient } from '@tanstack/react-query';

/*
 * Where campaigns sit in the query cache, shared by the Campanhas and Envio em massa screens: one
 * key tree under 'campanhas', so a save, a command or a hub event reaches the list and the detail.
 */
export const campanhasKeys = {
  all: ['campanhas'] as const,
  lista: ['campanhas', 'lista'] as const,
  detalhe: (id: number) => ['campanhas', 'detalhe', id] as const,
  opcoes: ['campanhas', 'opcoes'] as const,
  limites: ['campanhas', 'limites'] as const,
  /** A run's table: by campaign, then status filter ('todos'), then run ('atual' follows the live updates). */
  destinatarios: (id: number, status?: string, rodada?: number | 'atual') =>
    status
      ? (['campanhas', 'destinatarios', id, status, rodada ?? 'atual'] as const)
      : (['campanhas', 'destinatarios', id] as const),
};

/** Writes the campaign as the API answered it into its detail and the list (no request). */
export function writeCampanhaToCache(queryClient: QueryClient, campanha: Campanha): void {
  queryClient.setQueryData(campanhasKeys.detalhe(campanha.idEspecialistaCampanha), campanha);
  queryClient.setQueryData<Campanha[]>(campanhasKeys.lista, (lista) =>
    lista?.some((item) => item.idEspecialistaCampanha === campanha.idEspecialistaCampanha)
      ? lista.map((item) => (item.idEspecialistaCampanha === campanha.idEspecialistaCampanha ? campanha : item))
      : lista,
  );
}
