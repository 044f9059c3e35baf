import type { LoginData } from '@colabora/shared/contracts/auth';
import { endSession } from '../../session/session-actions';
import { Icon } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { APP_VERSION } from '../../../app/app-version';
import { useChatsAguardandoCount } from '../../chat-notices/api/use-chats-aguardando-count';
import DisponibilidadeMenuItem from '../../presenca/components/disponibilidade-menu-item';
import { waitingBadge } from '../../chat-notices/waiting-badge';
import { preloadRemotePage } from '../../../federation/load-remote-page';
import { effectiveRoutes, menuKeyOf } from '../../../routes/route-table';
import { chatNoticesReadyAtom } from '../../chat-notices/chat-notices-ready-atom';
import { photoVersionAtom } from '../../profile/photo-version-atom';
import { menuCollapsedAtom } from '../menu-collapsed-atom';
import { useMenu } from '../api/get-menu';
import { firstAndLastName } from '../first-and-last-name';
import { MenuCollapseToggle } from './menu-collapse-toggle';
import { MenuLink } from './menu-link';
import { PhotoViewer } from './photo-viewer';
import { UserPhoto } from './user-photo';

export type SignedInMenuProps = { id: string; onNavigate: () => void; session: LoginData };

const ROUTES = effectiveRoutes();

const NotificationsMenuItem = lazy(() =>
  import('../../push/components/notifications-menu-item').then((m) => ({ default: m.NotificationsMenuItem })),
);

// The notices start once the chat hub delivers (after the first screen, ADR 0024), for users who may open the chat.
const ChatNotices = lazy(() => import('../../chat-notices/components/chat-notices'));

const isChatItem = (rota: string) => rota.replace(/^\//, '') === 'chat';

function preloadFor(rota: string): (() => void) | undefined {
  const route = ROUTES.find((candidate) => menuKeyOf(candidate) === rota.replace(/^\//, ''));
  return route?.owner.kind === 'remote' ? () => preloadRemotePage(route.owner as never) : undefined;
}

/**
 * The side menu of a signed-in user (SPEC §2): who and where, the server's items, the account's.
 * Loaded after sign-in, with the menu's query.
 */
export default function SignedInMenu({ id, onNavigate, session }: SignedInMenuProps) {
  const menu = useMenu();
  const photoVersion = useAtomValue(photoVersionAtom);
  const collapsed = useAtomValue(menuCollapsedAtom);
  const [viewerSrc, setViewerSrc] = useState<string | null>(null);
  const { usuario } = session;
  const waiting = useChatsAguardandoCount(usuario.idUsuario);
  const noticesReady = useAtomValue(chatNoticesReadyAtom);
  const mayOpenChat = menu.items.some((item) => isChatItem(item.rota));

  return (
    <nav id={id} className={collapsed ? 'side-menu side-menu--collapsed' : 'side-menu'} aria-label="Menu principal">
      <MenuCollapseToggle />
      <div className="side-menu__header">
        <UserPhoto temFoto={usuario.temFoto} version={photoVersion} onOpen={setViewerSrc} />
        <div className="side-menu__identity">
          <strong className="side-menu__name">{firstAndLastName(usuario.nome)}</strong>
          <span className="side-menu__profile">{usuario.perfilNome}</span>
          <span className="side-menu__institution">{usuario.instituicaoRazaoSocial.toUpperCase()}</span>
        </div>
      </div>
      {/* Always a way back to the start (issue #28), above the server's items (SPEC: 'Acesso' is theirs). */}
      <ul className="side-menu__list">
        <MenuLink to="/dashboard" icon="home" label="Início" onNavigate={onNavigate} />
      </ul>
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
            {...(isChatItem(item.rota) && waiting > 0
              ? { badge: waitingBadge(waiting).badge, badgeDescription: waitingBadge(waiting).description }
              : { badge: item.badge ?? undefined })}
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
        {/* Disponível or ausente (ADR 0037): asked with the notices, never before the first screen;
            a few hundred bytes in this chunk rather than one more file on the first visit (ADR 0024). */}
        {mayOpenChat && noticesReady && <DisponibilidadeMenuItem />}
        <MenuLink to="/alterarsenha" icon="key" label="Alterar Minha Senha" onNavigate={onNavigate} />
        <li>
          <button type="button" className="menu-link" title={collapsed ? 'Sair' : undefined} onClick={endSession}>
            <Icon name="logout" className="menu-link__icon" />
            <span className="menu-link__label">Sair</span>
          </button>
        </li>
      </ul>
      <p className="side-menu__version">Versão {APP_VERSION}</p>
      {mayOpenChat && noticesReady && (
        <Suspense fallback={null}>
          <ChatNotices idUsuario={usuario.idUsuario} idInstituicao={usuario.idInstituicao} />
        </Suspense>
      )}
      {viewerSrc && <PhotoViewer src={viewerSrc} onClose={() => setViewerSrc(null)} />}
    </nav>
  );
}
