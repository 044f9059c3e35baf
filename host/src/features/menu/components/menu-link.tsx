import { Icon } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { NavLink } from '@colabora/shared/router';
import { menuCollapsedAtom } from '../menu-collapsed-atom';

export type MenuLinkProps = {
  to: string;
  icon: string;
  label: string;
  badge?: ReactNode;
  /**
   * What the badge means, read as the link's description (e.g. '3 conversas aguardando'); the
   * number itself is then hidden from screen readers and the link's name stays its label.
   */
  badgeDescription?: string;
  onNavigate: () => void;
  onIntent?: () => void;
};

/** One item of the side menu; folded to its icon, its name stays its accessible name and shows as a tooltip. */
export function MenuLink({ to, icon, label, badge, badgeDescription, onNavigate, onIntent }: MenuLinkProps) {
  const collapsed = useAtomValue(menuCollapsedAtom);
  const descriptionId = useId();
  const hasBadge = badge !== undefined && badge !== null && badge !== '';
  const described = hasBadge && badgeDescription !== undefined;
  return (
    <li>
      <NavLink
        className="menu-link"
        to={to}
        title={collapsed ? label : undefined}
        aria-describedby={described ? descriptionId : undefined}
        onClick={onNavigate}
        onMouseEnter={onIntent}
        onFocus={onIntent}
      >
        <Icon name={icon} className="menu-link__icon" />
        <span className="menu-link__label">{label}</span>
        {hasBadge && (
          <span className="menu-link__badge" aria-hidden={described || undefined}>
            {badge}
          </span>
        )}
      </NavLink>
      {described && (
        <span id={descriptionId} hidden>
          {badgeDescription}
        </span>
      )}
    </li>
  );
}
