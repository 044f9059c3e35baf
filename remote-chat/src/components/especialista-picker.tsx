import type { Especialista } from '@colabora/shared/contracts';
import { EmptyState, QueryState, SelectField } from '@colabora/shared/ui';
import { useNavigate } from '@colabora/shared/router';
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

  return (
    <QueryState
      query={especialistas}
      loadingLabel="Carregando especialistas…"
      errorMessage="Não foi possível carregar os especialistas."
      isEmpty={(lista) => lista.length === 0}
      empty={
        <EmptyState
          icon="support_agent"
          title="Nenhum especialista ainda"
          description="Crie um especialista na tela Especialistas para editar o contexto e conversar com ele aqui."
        />
      }
    >
      {(lista) => (
        <SelectField
          label={label}
          placeholder="Escolha o especialista…"
          value={idEspecialista ? String(idEspecialista) : ''}
          options={lista.map((item: Especialista) => ({
            value: String(item.idEspecialista),
            label: item.ativo ? item.nome : `${item.nome} (desativado)`,
          }))}
          onChange={(event) => navigate(event.target.value ? `${basePath}/${event.target.value}` : basePath)}
        />
      )}
    </QueryState>
  );
}
