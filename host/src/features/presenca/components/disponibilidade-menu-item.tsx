import { apiErrorMessage } from '@colabora/shared/http';
import { Icon, showToast } from '@colabora/shared/ui';
import { useDefinirAusente, useMinhaPresenca } from '../api/minha-presenca';

/**
 * "Disponibilidade" in the side menu (ADR 0037), a switch beside Notificações: Disponível (new
 * conversations of the user's queues may be assigned automatically while a tab is open) or
 * Ausente (none; colleagues see "Ausente" beside the name). The choice stays until changed.
 */
export default function DisponibilidadeMenuItem() {
  const minha = useMinhaPresenca();
  const definir = useDefinirAusente();
  const ausente = minha.data?.ausente ?? false;
  const label = ausente ? 'Ausente' : 'Disponível';

  return (
    <li>
      <button
        type="button"
        role="switch"
        aria-checked={!ausente}
        className="menu-link"
        aria-busy={definir.isPending}
        disabled={!minha.data}
        title={`Disponibilidade: ${label}`}
        onClick={() =>
          definir.mutate(!ausente, {
            onSuccess: (body) => showToast.success(body.message),
            onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível mudar sua disponibilidade.')),
          })
        }
      >
        <Icon name="support_agent" className="menu-link__icon" />
        <span className="menu-link__label">Disponibilidade</span>
        <span className={`menu-link__badge menu-link__badge--${ausente ? 'ausente' : 'disponivel'}`}>{label}</span>
      </button>
    </li>
  );
}
