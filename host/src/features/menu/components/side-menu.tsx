import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { APP_VERSION } from '../../../app/app-version';
import { WithQueries } from '../../../app/with-queries';
import { InstallMenuItem } from '../../install/install-menu-item';
import { MenuLink } from './menu-link';

export { firstAndLastName } from '../first-and-last-name';

export type SideMenuProps = { id: string; onNavigate: () => void };

// Signed in only: the user's menu, photo and notifications are kept out of what /acesso downloads.
const SignedInMenu = lazy(() => import('./signed-in-menu'));

/** The side menu, signed in and signed out (SPEC §2). */
export function SideMenu({ id, onNavigate }: SideMenuProps) {
  const session = useAtomValue(sessionAtom);
  if (session) {
    return (
      <WithQueries fallback={<nav id={id} className="side-menu" aria-label="Menu principal" aria-busy="true" />}>
        <SignedInMenu id={id} onNavigate={onNavigate} session={session} />
      </WithQueries>
    );
  }
  return (
    <nav id={id} className="side-menu" aria-label="Menu principal">
      <ul className="side-menu__list">
        <InstallMenuItem />
        <MenuLink to="/acesso" icon="login" label="Acessar o sistema" onNavigate={onNavigate} />
        <MenuLink to="/criar-conta" icon="person_add" label="Criar conta" onNavigate={onNavigate} />
        <MenuLink to="/termos" icon="description" label="Termos de uso" onNavigate={onNavigate} />
        <MenuLink to="/privacidade" icon="shield" label="Privacidade (LGPD)" onNavigate={onNavigate} />
      </ul>
      <p className="side-menu__version">Versão {APP_VERSION}</p>
    </nav>
  );
}
