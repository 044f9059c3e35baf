import { cx } from './class-names';
import { ICON_PATHS } from './icon-paths';

export type IconProps = {
  /** A Material Symbols name as the menu sends it in `icone` ('shopping_cart', 'chat'…). */
  name: string;
  /** Gives the icon a name for screen readers; without it the icon is decorative (aria-hidden). */
  label?: string;
  /** CSS size, e.g. '1.25rem'; defaults to 1.5rem. */
  size?: string;
  className?: string;
};

/**
 * A Material Symbols icon. Names with an inline path in ICON_PATHS render as SVG, which needs no
 * font and no network; any other name renders as a ligature, which shows once the host has loaded
 * the Material Symbols font (and stays clipped to one icon's width until then).
 */
export function Icon({ name, label, size, className }: IconProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  const style = size ? { fontSize: size } : undefined;
  const path = Object.hasOwn(ICON_PATHS, name) ? ICON_PATHS[name] : undefined;
  if (path) {
    return (
      <span {...a11y} className={cx('cb-icon', className)} style={style} data-icon={name}>
        <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
          <path d={path} />
        </svg>
      </span>
    );
  }
  return (
    <span
      {...a11y}
      className={cx('cb-icon', 'cb-icon--ligature', 'material-symbols-outlined', className)}
      style={style}
      data-icon={name}
    >
      {name}
    </span>
  );
}
