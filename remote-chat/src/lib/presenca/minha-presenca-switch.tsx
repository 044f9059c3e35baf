import { apiErrorMessage } from '@colabora/shared/http';
import { showToast } from '@colabora/shared/ui';
import { useDefinirAusente, useMinhaPresenca } from './minha-presenca';

/**
 * The user's own availability (ADR 0037): "Disponível" receives conversations automatically
 * while a tab is open; "Ausente" receives none (colleagues see it beside the name). A switch,
 * so its state is announced; the choice stays until changed.
 */
export function MinhaPresencaSwitch() {
  const minha = useMinhaPresenca();
  const definir = useDefinirAusente();
  const ausente = minha.data?.ausente ?? false;
  return (
    <label className="presenca-switch">
      <input
        type="checkbox"
        role="switch"
        checked={!ausente}
        disabled={!minha.data || definir.isPending}
        onChange={(event) =>
          definir.mutate(!event.target.checked, {
            onSuccess: (body) => showToast.success(body.message),
            onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível mudar sua disponibilidade.')),
          })
        }
      />{' '}
      {ausente ? 'Ausente: não recebo conversas novas' : 'Disponível para receber conversas'}
    </label>
  );
}
