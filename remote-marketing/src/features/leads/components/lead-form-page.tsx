import type { MenuItem } from '@colabora/shared/contracts';
import { usePermissions } from '@colabora/shared/session';
import { combineQueries, PageHeader, QueryState, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from '@colabora/shared/router';
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
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const allowed = editing ? canUpdate : canCreate;
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
  const states = {
    loadingLabel: 'Carregando formulário…',
    errorMessage: 'Não foi possível carregar o formulário do lead.',
  };
  return editing ? (
    <QueryState query={combineQueries(etapas, responsaveis, lead)} {...states}>
      {([lista, pessoas, dados]) => <LeadForm etapas={lista} responsaveis={pessoas} lead={dados} heading={heading} />}
    </QueryState>
  ) : (
    <QueryState query={combineQueries(etapas, responsaveis)} {...states}>
      {([lista, pessoas]) => <LeadForm etapas={lista} responsaveis={pessoas} lead={undefined} heading={heading} />}
    </QueryState>
  );
}
