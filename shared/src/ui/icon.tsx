import { cx } from './class-names';
import { ICON_PATHS } from './icon-paths';
import { MENU_ICON_PATHS } from './menu-icon-paths';

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
 * An icon by its Material Symbols name ('chat', 'receipt_long'…), always drawn as inline SVG so it
 * needs no font and no network. A name without a glyph draws a neutral dot (never clipped text).
 * @example <Icon name={item.icone} />
 */
export function Icon({ name, label, size, className }: IconProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  const style = size ? { fontSize: size } : undefined;
  const path = pathFor(name);
  return (
    <span {...a11y} className={cx('cb-icon', className)} style={style} data-icon={name}>
      <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d={path} fillRule="evenodd" />
      </svg>
    </span>
  );
}

function pathFor(name: string): string {
  if (Object.hasOwn(ICON_PATHS, name)) return ICON_PATHS[name] as string;
  if (Object.hasOwn(MENU_ICON_PATHS, name)) return MENU_ICON_PATHS[name] as string;
  return MENU_ICON_PATHS.unknown as string;
}

/**
 * Whether the set draws this name (anything else is drawn as a neutral dot).
 * @example hasIcon('receipt_long') // true
 */
export function hasIcon(name: string): boolean {
  return Object.hasOwn(ICON_PATHS, name) || (Object.hasOwn(MENU_ICON_PATHS, name) && name !== 'unknown');
}
