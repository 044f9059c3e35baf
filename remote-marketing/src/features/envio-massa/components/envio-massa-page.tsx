import type { MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@colabora/shared/ui';
import { Link } from 'react-router-dom';
import { useCampanhas } from '../../../lib/api/get-campanhas';
import { CampanhaProgresso, CampanhaStatusBadge } from '../../../lib/campanha-status';
import { useEnvioMassaEvents } from '../../../lib/use-envio-massa-events';

export type EnvioMassaPageProps = { title: string; menuItem: MenuItem | null };

/** /envio-massa: the campaigns to follow, the running ones first, each with its progress. */
export function EnvioMassaPage({ title }: EnvioMassaPageProps) {
  const campanhas = useCampanhas();
  useEnvioMassaEvents();
  const ordem = { enviando: 0, pausada: 1, agendada: 2, rascunho: 3, concluida: 4, cancelada: 5 } as const;
  const lista = [...(campanhas.data ?? [])].sort((a, b) => ordem[a.status] - ordem[b.status]);

  return (
    <div className="campanhas-page">
      <PageHeader title={title} description="Escolha uma campanha para iniciar, pausar e acompanhar o envio ao vivo." />
      {campanhas.isPending ? (
        <LoadingState label="Carregando campanhas…" />
      ) : campanhas.isError ? (
        <ErrorState
          message={apiErrorMessage(campanhas.error, 'Não foi possível carregar as campanhas.')}
          onRetry={() => void campanhas.refetch()}
          retrying={campanhas.isFetching}
        />
      ) : lista.length === 0 ? (
        <EmptyState
          icon="send"
          title="Nenhuma campanha para enviar"
          description="Crie uma campanha em Campanhas; ela aparece aqui para o envio."
          action={
            <Link to="/campanhas" className="cb-button cb-button--primary">
              Ir para Campanhas
            </Link>
          }
        />
      ) : (
        <ul className="campanhas-lista" aria-label="Campanhas">
          {lista.map((campanha) => (
            <li key={campanha.idEspecialistaCampanha} className="campanhas-item">
              <div className="campanhas-item__topo">
                <h2 className="campanhas-item__nome">
                  <Link to={String(campanha.idEspecialistaCampanha)}>{campanha.nome}</Link>
                </h2>
                <CampanhaStatusBadge status={campanha.status} />
              </div>
              <p className="cb-muted campanhas-item__info">{`Canal: ${campanha.canal}`}</p>
              <CampanhaProgresso campanha={campanha} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
