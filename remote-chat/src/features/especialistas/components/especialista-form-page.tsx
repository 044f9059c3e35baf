import type { MenuItem } from '@colabora/shared/contracts';
import { usePermissions } from '@colabora/shared/session';
import { combineQueries, PageHeader, QueryState, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from '@colabora/shared/router';
import { useEspecialista, useIaConfig } from '../../../lib/api/get-especialistas';
import { useCanaisEspecialista } from '../api/get-canais-especialista';
import { EspecialistaForm } from './especialista-form';

export type EspecialistaFormPageProps = { menuItem: MenuItem | null };

/** /especialistas/novo and /especialistas/{id}/editar: loads the models, channels and the specialist. */
export function EspecialistaFormPage({ menuItem }: EspecialistaFormPageProps) {
  const { idEspecialista: idParam } = useParams();
  const idEspecialista = idParam ? Number(idParam) : undefined;
  const editing = idEspecialista !== undefined;
  const heading = editing ? 'Editar especialista' : 'Novo especialista';
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const allowed = editing ? canUpdate : canCreate;
  const ia = useIaConfig();
  const canais = useCanaisEspecialista();
  const especialista = useEspecialista(idEspecialista);

  if (!allowed) {
    return (
      <div className="especialistas-page">
        <PageHeader title={heading} />
        <ReadOnlyNotice subject="os especialistas" />
      </div>
    );
  }
  const states = {
    loadingLabel: 'Carregando formulário…',
    errorMessage: 'Não foi possível carregar o formulário do especialista.',
  };
  return editing ? (
    <QueryState query={combineQueries(ia, canais, especialista)} {...states}>
      {([modelos, lista, dados]) => (
        <EspecialistaForm heading={heading} ia={modelos} canais={lista} especialista={dados} />
      )}
    </QueryState>
  ) : (
    <QueryState query={combineQueries(ia, canais)} {...states}>
      {([modelos, lista]) => (
        <EspecialistaForm heading={heading} ia={modelos} canais={lista} especialista={undefined} />
      )}
    </QueryState>
  );
}
