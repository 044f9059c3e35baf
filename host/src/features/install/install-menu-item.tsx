import { Icon } from '@colabora/shared/ui';
import { useState } from 'react';
import { detectPlatform, INSTALL_MESSAGES, runInstallFlow } from './install-prompt';
import { ManualInstallDialog } from './manual-install-dialog';

/** 'Instalar Aplicativo' in the signed-out menu. */
export function InstallMenuItem() {
  const [manual, setManual] = useState(false);

  const handleInstall = async () => {
    const outcome = await runInstallFlow();
    if (outcome === 'already-installed') window.alert(INSTALL_MESSAGES.alreadyInstalled);
    else if (outcome === 'installed') window.alert(INSTALL_MESSAGES.installed);
    else if (outcome === 'failed') window.alert(INSTALL_MESSAGES.failed);
    else if (outcome === 'manual') setManual(true);
  };

  return (
    <li>
      <button type="button" className="menu-link" onClick={() => void handleInstall()}>
        <Icon name="install_mobile" className="menu-link__icon" />
        <span className="menu-link__label">Instalar Aplicativo</span>
      </button>
      {manual && (
        <ManualInstallDialog platform={detectPlatform(navigator.userAgent)} onClose={() => setManual(false)} />
      )}
    </li>
  );
}
