import { Icon } from '@colabora/shared/ui';
import { useAtom } from 'jotai';
import { menuCollapsedAtom } from '../menu-collapsed-atom';

/** Folds the side menu to its icons and back (wide screens only: narrow ones have the drawer). */
export function MenuCollapseToggle() {
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const label = collapsed ? 'Expandir menu' : 'Recolher menu';
  return (
    <button
      type="button"
      className="side-menu__collapse"
      aria-label={label}
      title={label}
      aria-expanded={!collapsed}
      onClick={() => setCollapsed(!collapsed)}
    >
      <Icon name="menu" />
    </button>
  );
}
