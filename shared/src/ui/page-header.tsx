import type { ReactNode } from 'react';
import { cx } from './class-names';

export type PageHeaderProps = {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** Buttons for the page ('Novo pedido'); they wrap under the title on narrow screens. */
  actions?: ReactNode;
  className?: string;
};

/** The top of every screen: its h1, an optional line of context and its main actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('cb-page-header', className)}>
      <div>
        <h1 className="cb-page-header__title">{title}</h1>
        {description ? <p className="cb-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="cb-row">{actions}</div> : null}
    </header>
  );
}
