import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { ErrorState, LoadingState, PageHeader, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from 'react-router-dom';
import { EspecialistaPicker } from '../../../components/especialista-picker';
import { useContexto } from '../api/get-contexto';
import { ContextoForm } from './contexto-form';

export type ContextoEditorPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

/** /contexto-editor/{idEspecialista}: pick a specialist, then write what it knows. */
export function ContextoEditorPage({ title, menuItem, basePath }: ContextoEditorPageProps) {
  const { idEspecialista: idParam } = useParams();
  const idEspecialista = idParam ? Number(idParam) : undefined;
  const canEdit = hasCrud(menuItem ?? undefined, 'U');
  return (
    <div className="contexto-page">
      <PageHeader
        title={title}
        description="O que o especialista sabe: a instituição, os produtos e preços, os horários, as perguntas frequentes e as regras que deve seguir."
      />
      {canEdit ? null : <ReadOnlyNotice subject="o contexto dos especialistas" />}
      <EspecialistaPicker idEspecialista={idEspecialista} basePath={basePath} label="Especialista" />
      {idEspecialista ? <ContextoDoEspecialista idEspecialista={idEspecialista} canEdit={canEdit} /> : null}
    </div>
  );
}

function ContextoDoEspecialista({ idEspecialista, canEdit }: { idEspecialista: number; canEdit: boolean }) {
  const contexto = useContexto(idEspecialista);
  if (contexto.isPending) return <LoadingState label="Carregando contexto…" />;
  if (contexto.isError)
    return (
      <ErrorState
        message={apiErrorMessage(contexto.error, 'Não foi possível carregar o contexto.')}
        onRetry={() => void contexto.refetch()}
        retrying={contexto.isFetching}
      />
    );
  // A new specialist (or a restore elsewhere) starts the form afresh from what is saved.
  return (
    <ContextoForm
      key={`${idEspecialista}-${contexto.data.versaoAtual ?? 0}`}
      idEspecialista={idEspecialista}
      contexto={contexto.data}
      canEdit={canEdit}
    />
  );
}
