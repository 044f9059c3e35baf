import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** What to do next, e.g. a 'Novo pedido' button. */
  action?: ReactNode;
  /** A Material Symbols name. */
  icon?: string;
  className?: string;
};

/** What a list shows when it has nothing yet: say so, say why it matters, offer the next step. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx('cb-state', className)}>
      {icon ? <Icon name={icon} className="cb-state__icon" /> : null}
      <h2 className="cb-state__title">{title}</h2>
      {description ? <p className="cb-state__description">{description}</p> : null}
      {action}
    </div>
  );
}
