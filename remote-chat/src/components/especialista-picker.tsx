import type { Especialista } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { EmptyState, ErrorState, LoadingState, SelectField } from '@colabora/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useEspecialistas } from '../lib/api/get-especialistas';

export type EspecialistaPickerProps = {
  /** The specialist shown, or undefined before one is chosen. */
  idEspecialista: number | undefined;
  /** Where the screen lives: choosing goes to `${basePath}/{id}` (a link one can share). */
  basePath: string;
  /** What the screen does with it ("Editar o contexto de"). */
  label: string;
};

/**
 * Which specialist a screen is about (the context editor, the playground): a select over the
 * institution's specialists that changes the address, so reloading or sharing keeps the choice.
 */
export function EspecialistaPicker({ idEspecialista, basePath, label }: EspecialistaPickerProps) {
  const navigate = useNavigate();
  const especialistas = useEspecialistas();

  if (especialistas.isPending) return <LoadingState label="Carregando especialistas…" />;
  if (especialistas.isError)
    return (
      <ErrorState
        message={apiErrorMessage(especialistas.error, 'Não foi possível carregar os especialistas.')}
        onRetry={() => void especialistas.refetch()}
        retrying={especialistas.isFetching}
      />
    );
  if (especialistas.data.length === 0)
    return (
      <EmptyState
        icon="support_agent"
        title="Nenhum especialista ainda"
        description="Crie um especialista na tela Especialistas para editar o contexto e conversar com ele aqui."
      />
    );
  return (
    <SelectField
      label={label}
      placeholder="Escolha o especialista…"
      value={idEspecialista ? String(idEspecialista) : ''}
      options={especialistas.data.map((item: Especialista) => ({
        value: String(item.idEspecialista),
        label: item.ativo ? item.nome : `${item.nome} (desativado)`,
      }))}
      onChange={(event) => navigate(event.target.value ? `${basePath}/${event.target.value}` : basePath)}
    />
  );
}
