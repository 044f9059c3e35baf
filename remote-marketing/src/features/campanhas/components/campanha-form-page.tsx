import type { Campanha, CampanhaLimites, CampanhaOpcoes, MenuItem } from '@colabora/shared/contracts';
import { usePermissions } from '@colabora/shared/session';
import { combineQueries, PageHeader, QueryState, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from '@colabora/shared/router';
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
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const allowed = editing ? canUpdate : canCreate;
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
  const form = (listas: CampanhaOpcoes, limite: CampanhaLimites, dados?: Campanha) =>
    dados?.status === 'enviando' ? (
      <div className="campanhas-page">
        <PageHeader title={heading} />
        <p role="note" className="cb-read-only">
          Esta campanha está enviando: pause-a em Envio em massa antes de alterá-la.
        </p>
      </div>
    ) : (
      <CampanhaForm
        opcoes={listas}
        intervaloMinimoSegundos={limite.intervaloMinimoSegundos}
        campanha={dados}
        heading={heading}
      />
    );
  const states = {
    loadingLabel: 'Carregando formulário…',
    errorMessage: 'Não foi possível carregar o formulário da campanha.',
  };
  return editing ? (
    <QueryState query={combineQueries(opcoes, limites, campanha)} {...states}>
      {([listas, limite, dados]) => form(listas, limite, dados)}
    </QueryState>
  ) : (
    <QueryState query={combineQueries(opcoes, limites)} {...states}>
      {([listas, limite]) => form(listas, limite)}
    </QueryState>
  );
}
