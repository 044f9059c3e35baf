import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from '@colabora/shared/router';
import { ConnectionStatus } from '../features/realtime/connection-status';
import { SideMenu } from '../features/menu/components/side-menu';
import { menuCollapsedAtom } from '../features/menu/menu-collapsed-atom';
import { AppRoutes } from '../routes/app-routes';
import { useSessionLifecycle } from './use-session-lifecycle';

/** Header, side menu (a drawer on narrow screens) and the routed page. */
export function AppShell() {
  useSessionLifecycle();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuCollapsed = useAtomValue(menuCollapsedAtom);
  const location = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => closeMenu(), [location.pathname, closeMenu]);

  return (
    <div className="shell" data-menu-open={menuOpen} data-menu-collapsed={menuCollapsed}>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="shell__header">
        <button
          type="button"
          className="shell__menu-toggle"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls="menu-lateral"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        {/* The start: the dashboard once signed in (the sign-in page sends a signed-out visitor on). */}
        <Link className="shell__brand" to="/dashboard" title="Início">
          Colabora
        </Link>
        <ConnectionStatus />
      </header>
      <SideMenu id="menu-lateral" onNavigate={closeMenu} />
      {menuOpen && <div className="shell__scrim" aria-hidden="true" onClick={closeMenu} />}
      <main id="conteudo" className="shell__main" tabIndex={-1}>
        {/* A WhatsApp channel down, on every screen (chat-notices' CanaisForaBanner, ADR 0033). */}
        <div id="avisos-do-canal" className="shell__avisos" />
        <AppRoutes />
      </main>
    </div>
  );
}
