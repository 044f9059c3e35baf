import { Icon } from '@colabora/shared/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export type MenuLinkProps = {
  to: string;
  icon: string;
  label: string;
  badge?: ReactNode;
  onNavigate: () => void;
  onIntent?: () => void;
};

export function MenuLink({ to, icon, label, badge, onNavigate, onIntent }: MenuLinkProps) {
  return (
    <li>
      <NavLink className="menu-link" to={to} onClick={onNavigate} onMouseEnter={onIntent} onFocus={onIntent}>
        <Icon name={icon} className="menu-link__icon" />
        <span className="menu-link__label">{label}</span>
        {badge !== undefined && badge !== null && badge !== '' && <span className="menu-link__badge">{badge}</span>}
      </NavLink>
    </li>
  );
}
