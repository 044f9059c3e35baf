import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { ErrorState, LoadingState, PageHeader, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from 'react-router-dom';
import { useEtapas } from '../../../lib/api/get-etapas';
import { useLead } from '../api/get-lead';
import { useResponsaveis } from '../api/get-responsaveis';
import { LeadForm } from './lead-form';

export type LeadFormPageProps = { menuItem: MenuItem | null };

/** /leads/novo and /leads/{id}/editar: loads the stages, the owners and the lead, then the form. */
export function LeadFormPage({ menuItem }: LeadFormPageProps) {
  const { idLead: idParam } = useParams();
  const idLead = idParam ? Number(idParam) : undefined;
  const editing = idLead !== undefined;
  const heading = editing ? 'Editar lead' : 'Novo lead';
  const allowed = hasCrud(menuItem ?? undefined, editing ? 'U' : 'C');
  const etapas = useEtapas();
  const responsaveis = useResponsaveis();
  const lead = useLead(idLead ?? 0);

  if (!allowed) {
    return (
      <div className="leads-page">
        <PageHeader title={heading} />
        <ReadOnlyNotice subject="os leads" />
      </div>
    );
  }
  const loads = [etapas, responsaveis, ...(editing ? [lead] : [])];
  const failed = loads.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        message={apiErrorMessage(failed.error, 'Não foi possível carregar o formulário do lead.')}
        onRetry={() => loads.forEach((query) => void query.refetch())}
      />
    );
  }
  if (!etapas.data || !responsaveis.data || (editing && !lead.data)) {
    return <LoadingState label="Carregando formulário…" />;
  }
  return <LeadForm etapas={etapas.data} responsaveis={responsaveis.data} lead={lead.data} heading={heading} />;
}
