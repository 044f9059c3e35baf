import {
  CAMPANHA_STATUS,
  CAMPANHA_STATUS_LABELS,
  MIDIA_LABEL,
  type Campanha,
  type CampanhaStatus,
  type MenuItem,
} from '@colabora/shared/contracts';
import { matchesSearch } from '@colabora/shared/format';
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
  SelectField,
  showToast,
  TextField,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Link } from '@colabora/shared/router';
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
  const [busca, setBusca] = useState('');
  const [status, setStatus] = useState<CampanhaStatus | ''>('');
  useEnvioMassaEvents();
  /** Search by name or channel, without accents (issue #28 item 12), and by status. */
  const mostrar = (campanha: Campanha) =>
    (!status || campanha.status === status) &&
    (matchesSearch(campanha.nome, busca) || matchesSearch(campanha.canal, busca));

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
      <div className="campanhas-filtros" role="search">
        <TextField
          label="Buscar campanhas"
          type="search"
          placeholder="Nome ou canal"
          value={busca}
          onChange={(event) => setBusca(event.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as CampanhaStatus | '')}
          options={[
            { value: '', label: 'Todos' },
            ...CAMPANHA_STATUS.map((valor) => ({ value: valor, label: CAMPANHA_STATUS_LABELS[valor] })),
          ]}
        />
      </div>
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
        {(lista) =>
          lista.some(mostrar) ? (
            <ul className="campanhas-lista" aria-label="Campanhas">
              {lista.filter(mostrar).map((campanha) => {
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
          ) : (
            <EmptyState
              icon="campaign"
              title="Nenhuma campanha encontrada"
              description="Nenhuma campanha tem esse nome, canal ou status. Mude a busca ou o status."
            />
          )
        }
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
