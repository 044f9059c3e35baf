import { Icon, showToast } from '@colabora/shared/ui';
import { PUSH_MESSAGES } from '../push-messages';
import { useState } from 'react';
import { usePushStatus } from '../hooks/use-push-status';
import { PUSH_STATUS_LABELS } from '../push-status';

export type NotificationsMenuItemProps = { idUsuario: number };

/**
 * Notificações in the side menu, a switch: Ativadas, Desativadas, Bloqueadas (the browser refused:
 * the toast says where to allow it) or Indisponíveis; a tap runs the push setup. The setup code is
 * fetched on the first tap, so the shell's first load does not carry it.
 */
export function NotificationsMenuItem({ idUsuario }: NotificationsMenuItemProps) {
  const status = usePushStatus(idUsuario);
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { setupPushNotifications } = await import('../setup-push');
      await setupPushNotifications();
    } catch {
      // The setup reports its own failures; this is the chunk itself failing to load.
      showToast.error(PUSH_MESSAGES.manageFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <button
        type="button"
        role="switch"
        aria-checked={status === 'ativadas'}
        className="menu-link"
        aria-busy={busy}
        title={`Notificações: ${PUSH_STATUS_LABELS[status]}`}
        onClick={() => void handleClick()}
      >
        <Icon name="notifications" className="menu-link__icon" />
        <span className="menu-link__label">Notificações</span>
        <span className={`menu-link__badge menu-link__badge--${status}`}>{PUSH_STATUS_LABELS[status]}</span>
      </button>
    </li>
  );
}
