import type { Campanha, MenuItem } from '@colabora/shared/contracts';
import { useCanOpen } from '@colabora/shared/query';
import { EmptyState, PageHeader, QueryState } from '@colabora/shared/ui';
import { Link } from '@colabora/shared/router';
import { useCampanhas } from '../../../lib/api/get-campanhas';
import { CampanhaProgresso, CampanhaStatusBadge } from '../../../lib/campanha-status';
import { useEnvioMassaEvents } from '../../../lib/use-envio-massa-events';

export type EnvioMassaPageProps = { title: string; menuItem: MenuItem | null };

/** /envio-massa: the campaigns to follow, the running ones first, each with its progress. */
export function EnvioMassaPage({ title }: EnvioMassaPageProps) {
  const campanhas = useCampanhas();
  const canOpenCampanhas = useCanOpen('/campanhas');
  useEnvioMassaEvents();

  return (
    <div className="campanhas-page">
      <PageHeader title={title} description="Escolha uma campanha para iniciar, pausar e acompanhar o envio ao vivo." />
      <QueryState
        query={campanhas}
        loadingLabel="Carregando campanhas…"
        errorMessage="Não foi possível carregar as campanhas."
        isEmpty={(lista) => lista.length === 0}
        empty={
          <EmptyState
            icon="send"
            title="Nenhuma campanha para enviar"
            description="Crie uma campanha em Campanhas; ela aparece aqui para o envio."
            action={
              canOpenCampanhas ? (
                <Link to="/campanhas" className="cb-button cb-button--primary">
                  Ir para Campanhas
                </Link>
              ) : null
            }
          />
        }
      >
        {(lista) => (
          <ul className="campanhas-lista" aria-label="Campanhas">
            {runningFirst(lista).map((campanha) => (
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
      </QueryState>
    </div>
  );
}

const ORDEM = { enviando: 0, pausada: 1, agendada: 2, rascunho: 3, concluida: 4, cancelada: 5 } as const;

/** The running ones first, then paused, scheduled, drafts, done. */
const runningFirst = (campanhas: Campanha[]) => [...campanhas].sort((a, b) => ORDEM[a.status] - ORDEM[b.status]);
