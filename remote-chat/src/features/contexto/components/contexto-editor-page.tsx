import type { MenuItem } from '@colabora/shared/contracts';
import { usePermissions } from '@colabora/shared/session';
import { PageHeader, QueryState, ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from '@colabora/shared/router';
import { EspecialistaPicker } from '../../../components/especialista-picker';
import { useContexto } from '../api/get-contexto';
import { ContextoForm } from './contexto-form';

export type ContextoEditorPageProps = { title: string; menuItem: MenuItem | null; basePath: string };

/** /contexto-editor/{idEspecialista}: pick a specialist, then write what it knows. */
export function ContextoEditorPage({ title, menuItem, basePath }: ContextoEditorPageProps) {
  const { idEspecialista: idParam } = useParams();
  const idEspecialista = idParam ? Number(idParam) : undefined;
  const { canUpdate: canEdit } = usePermissions(menuItem);
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
  return (
    <QueryState
      query={contexto}
      loadingLabel="Carregando contexto…"
      errorMessage="Não foi possível carregar o contexto."
    >
      {(dados) => (
        // A new specialist (or a restore elsewhere) starts the form afresh from what is saved.
        <ContextoForm
          key={`${idEspecialista}-${dados.versaoAtual ?? 0}`}
          idEspecialista={idEspecialista}
          contexto={dados}
          canEdit={canEdit}
        />
      )}
    </QueryState>
  );
}
