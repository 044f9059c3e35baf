import { sessionAtom } from '@colabora/shared/session';
import { Icon } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { preloadRemotePage } from '../../../federation/load-remote-page';
import { effectiveRoutes, menuKeyOf } from '../../../routes/route-table';
import { endSession } from '../../session/session-actions';
import { useMenu } from '../api/get-menu';
import { APP_VERSION } from '../../../app/app-version';
import { MenuLink } from './menu-link';
import { PhotoViewer } from './photo-viewer';
import { UserPhoto } from './user-photo';
import { InstallMenuItem } from '../../install/install-menu-item';
import { photoVersionAtom } from '../../profile/photo-version-atom';

export type SideMenuProps = { id: string; onNavigate: () => void };

const ROUTES = effectiveRoutes();

// Signed-in only: kept out of the code /acesso downloads.
const NotificationsMenuItem = lazy(() =>
  import('../../push/components/notifications-menu-item').then((m) => ({ default: m.NotificationsMenuItem })),
);

/** First and last name only, as the seed's header shows them. */
export function firstAndLastName(nome: string): string {
  const parts = nome.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]}` : (parts[0] ?? '');
}

function preloadFor(rota: string): (() => void) | undefined {
  const route = ROUTES.find((candidate) => menuKeyOf(candidate) === rota.replace(/^\//, ''));
  return route?.owner.kind === 'remote' ? () => preloadRemotePage(route.owner as never) : undefined;
}

/** The side menu, signed in and signed out (SPEC §2). */
export function SideMenu({ id, onNavigate }: SideMenuProps) {
  const session = useAtomValue(sessionAtom);
  const menu = useMenu();
  const photoVersion = useAtomValue(photoVersionAtom);
  const [viewerSrc, setViewerSrc] = useState<string | null>(null);

  if (!session) {
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

  const { usuario } = session;
  return (
    <nav id={id} className="side-menu" aria-label="Menu principal">
      <div className="side-menu__header">
        <UserPhoto temFoto={usuario.temFoto} version={photoVersion} onOpen={setViewerSrc} />
        <div className="side-menu__identity">
          <strong className="side-menu__name">{firstAndLastName(usuario.nome)}</strong>
          <span className="side-menu__profile">{usuario.perfilNome}</span>
          <span className="side-menu__institution">{usuario.instituicaoRazaoSocial.toUpperCase()}</span>
        </div>
      </div>
      <h2 className="side-menu__section" id={`${id}-acesso`}>
        Acesso
      </h2>
      <ul className="side-menu__list" aria-labelledby={`${id}-acesso`}>
        {menu.status === 'loading' && menu.items.length === 0 && (
          <li className="side-menu__status" role="status">
            Carregando menu…
          </li>
        )}
        {menu.status === 'error' && menu.items.length === 0 && (
          <li className="side-menu__status" role="alert">
            Não foi possível carregar o menu.
          </li>
        )}
        {menu.items.map((item) => (
          <MenuLink
            key={item.idMenu}
            to={`/${item.rota.replace(/^\//, '')}`}
            icon={item.icone}
            label={item.titulo}
            badge={item.badge ?? undefined}
            onNavigate={onNavigate}
            onIntent={preloadFor(item.rota)}
          />
        ))}
      </ul>
      <ul className="side-menu__list side-menu__list--account">
        <MenuLink to="/meuperfil" icon="account_circle" label="Meu Perfil" onNavigate={onNavigate} />
        <Suspense
          fallback={
            <li>
              <span className="menu-link">
                <Icon name="notifications" className="menu-link__icon" />
                <span className="menu-link__label">Notificações</span>
              </span>
            </li>
          }
        >
          <NotificationsMenuItem idUsuario={usuario.idUsuario} />
        </Suspense>
        <MenuLink to="/alterarsenha" icon="key" label="Alterar Minha Senha" onNavigate={onNavigate} />
        <li>
          <button type="button" className="menu-link" onClick={endSession}>
            <Icon name="logout" className="menu-link__icon" />
            <span className="menu-link__label">Sair</span>
          </button>
        </li>
      </ul>
      <p className="side-menu__version">Versão {APP_VERSION}</p>
      {viewerSrc && <PhotoViewer src={viewerSrc} onClose={() => setViewerSrc(null)} />}
    </nav>
  );
}
