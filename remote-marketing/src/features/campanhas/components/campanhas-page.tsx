import { MIDIA_LABEL, type Campanha, type MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { useCanOpen } from '@colabora/shared/query';
import { usePermissions } from '@colabora/shared/session';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  showToast,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCampanhas } from '../../../lib/api/get-campanhas';
import { agendaTexto, CampanhaFalha, CampanhaProgresso, CampanhaStatusBadge } from '../../../lib/campanha-status';
import { useEnvioMassaEvents } from '../../../lib/use-envio-massa-events';
import { useDeleteCampanha } from '../../../lib/api/save-campanha';

export type CampanhasPageProps = { title: string; menuItem: MenuItem | null };

/** The institution's campaigns, newest first: status, channel, audience progress, and what can be done. */
export function CampanhasPage({ title, menuItem }: CampanhasPageProps) {
  const { canCreate, canUpdate, canDelete } = usePermissions(menuItem);
  const canOpenEnvio = useCanOpen('/envio-massa');
  const campanhas = useCampanhas();
  const remove = useDeleteCampanha();
  const [excluindo, setExcluindo] = useState<Campanha | null>(null);
  useEnvioMassaEvents();

  async function confirmDelete(): Promise<void> {
    if (!excluindo) return;
    try {
      const body = await remove.mutateAsync(excluindo.idEspecialistaCampanha);
      showToast.success(body.message || 'Campanha excluída.');
    } catch (error) {
      showToast.error(apiErrorMessage(error, 'Não foi possível excluir a campanha.'));
    } finally {
      setExcluindo(null);
    }
  }

  const nova = canCreate ? (
    <Link to="nova" className="cb-button cb-button--primary">
      Nova campanha
    </Link>
  ) : null;

  return (
    <div className="campanhas-page">
      <PageHeader
        title={title}
        description="Mensagens para muitos contatos, no ritmo que protege o seu número."
        actions={nova}
      />
      {!canCreate && !canUpdate ? <ReadOnlyNotice subject="as campanhas" /> : null}
      <QueryState
        query={campanhas}
        loadingLabel="Carregando campanhas…"
        errorMessage="Não foi possível carregar as campanhas."
        isEmpty={(lista) => lista.length === 0}
        empty={
          <EmptyState
            icon="campaign"
            title="Nenhuma campanha ainda"
            description="Crie uma campanha para avisar seus contatos de uma novidade, com consentimento e sem bloquear o número."
            action={nova}
          />
        }
      >
        {(lista) => (
          <ul className="campanhas-lista" aria-label="Campanhas">
            {lista.map((campanha) => {
              const editavel = campanha.status !== 'enviando';
              return (
                <li key={campanha.idEspecialistaCampanha} className="campanhas-item">
                  <div className="campanhas-item__topo">
                    <h2 className="campanhas-item__nome">{campanha.nome}</h2>
                    <CampanhaStatusBadge status={campanha.status} />
                  </div>
                  <p className="cb-muted campanhas-item__info">
                    {`Canal: ${campanha.canal}`}
                    {campanha.especialista ? ` · Respostas: ${campanha.especialista}` : ' · Respostas: equipe'}
                    {agendaTexto(campanha) ? ` · ${agendaTexto(campanha)}` : ''}
                    {` · ${campanha.variantes.length} ${campanha.variantes.length === 1 ? 'variante' : 'variantes'}`}
                    {campanha.midia ? ` · com ${MIDIA_LABEL[campanha.midia.tipo]}` : ''}
                  </p>
                  <CampanhaFalha campanha={campanha} />
                  <CampanhaProgresso campanha={campanha} />
                  <div className="campanhas-item__acoes">
                    {canOpenEnvio ? (
                      <Link
                        to={`/envio-massa/${campanha.idEspecialistaCampanha}`}
                        className="cb-button cb-button--secondary"
                      >
                        Acompanhar envio
                      </Link>
                    ) : null}
                    {canUpdate && editavel ? (
                      <Link
                        to={`${campanha.idEspecialistaCampanha}/editar`}
                        className="cb-button cb-button--ghost"
                        aria-label={`Editar ${campanha.nome}`}
                      >
                        Editar
                      </Link>
                    ) : null}
                    {canDelete && editavel ? (
                      <Button
                        variant="ghost"
                        onClick={() => setExcluindo(campanha)}
                        aria-label={`Excluir ${campanha.nome}`}
                      >
                        Excluir
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={excluindo !== null}
        title="Excluir campanha?"
        description={
          excluindo
            ? `"${excluindo.nome}" e a lista dos seus destinatários serão apagadas. Mensagens já enviadas continuam no Chat.`
            : undefined
        }
        confirmLabel="Excluir campanha"
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setExcluindo(null)}
      />
    </div>
  );
}
