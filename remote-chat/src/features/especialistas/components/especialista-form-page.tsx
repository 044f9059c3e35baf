import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { ErrorState, LoadingState, PageHeader, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from 'react-router-dom';
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
  const allowed = hasCrud(menuItem ?? undefined, editing ? 'U' : 'C');
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
  const loads = [ia, canais, ...(editing ? [especialista] : [])];
  const failed = loads.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        message={apiErrorMessage(failed.error, 'Não foi possível carregar o formulário do especialista.')}
        onRetry={() => loads.forEach((query) => void query.refetch())}
      />
    );
  }
  if (!ia.data || !canais.data || (editing && !especialista.data)) {
    return <LoadingState label="Carregando formulário…" />;
  }
  return <EspecialistaForm heading={heading} ia={ia.data} canais={canais.data} especialista={especialista.data} />;
}
