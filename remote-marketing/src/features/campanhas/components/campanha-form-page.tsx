import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { ErrorState, LoadingState, PageHeader, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from 'react-router-dom';
import { useCampanha } from '../../../lib/api/get-campanhas';
import { useCampanhaLimites, useCampanhaOpcoes } from '../../../lib/api/get-campanha-opcoes';
import { CampanhaForm } from './campanha-form';

export type CampanhaFormPageProps = { menuItem: MenuItem | null };

/** /campanhas/nova and /campanhas/{id}/editar: loads the options, the pace limit and the campaign, then the form. */
export function CampanhaFormPage({ menuItem }: CampanhaFormPageProps) {
  const { idCampanha: idParam } = useParams();
  const idCampanha = idParam ? Number(idParam) : undefined;
  const editing = idCampanha !== undefined;
  const heading = editing ? 'Editar campanha' : 'Nova campanha';
  const allowed = hasCrud(menuItem ?? undefined, editing ? 'U' : 'C');
  const opcoes = useCampanhaOpcoes();
  const limites = useCampanhaLimites();
  const campanha = useCampanha(idCampanha ?? 0, editing);

  if (!allowed) {
    return (
      <div className="campanhas-page">
        <PageHeader title={heading} />
        <ReadOnlyNotice subject="as campanhas" />
      </div>
    );
  }
  const loads = [opcoes, limites, ...(editing ? [campanha] : [])];
  const failed = loads.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        message={apiErrorMessage(failed.error, 'Não foi possível carregar o formulário da campanha.')}
        onRetry={() => loads.forEach((query) => void query.refetch())}
      />
    );
  }
  if (!opcoes.data || !limites.data || (editing && !campanha.data)) {
    return <LoadingState label="Carregando formulário…" />;
  }
  if (campanha.data?.status === 'enviando') {
    return (
      <div className="campanhas-page">
        <PageHeader title={heading} />
        <p role="note" className="cb-read-only">
          Esta campanha está enviando: pause-a em Envio em massa antes de alterá-la.
        </p>
      </div>
    );
  }
  return (
    <CampanhaForm
      opcoes={opcoes.data}
      intervaloMinimoSegundos={limites.data.intervaloMinimoSegundos}
      campanha={campanha.data}
      heading={heading}
    />
  );
}
