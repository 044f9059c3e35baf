import { Icon } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { menuCollapsedAtom } from '../menu-collapsed-atom';

export type MenuLinkProps = {
  to: string;
  icon: string;
  label: string;
  badge?: ReactNode;
  onNavigate: () => void;
  onIntent?: () => void;
};

/** One item of the side menu; folded to its icon, its name stays its accessible name and shows as a tooltip. */
export function MenuLink({ to, icon, label, badge, onNavigate, onIntent }: MenuLinkProps) {
  const collapsed = useAtomValue(menuCollapsedAtom);
  return (
    <li>
      <NavLink
        className="menu-link"
        to={to}
        title={collapsed ? label : undefined}
        onClick={onNavigate}
        onMouseEnter={onIntent}
        onFocus={onIntent}
      >
        <Icon name={icon} className="menu-link__icon" />
        <span className="menu-link__label">{label}</span>
        {badge !== undefined && badge !== null && badge !== '' && <span className="menu-link__badge">{badge}</span>}
      </NavLink>
    </li>
  );
}
