import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

export type CardProps = {
  /** With a title the card is a named region (h2), reachable from a screen reader's landmarks. */
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A white panel grouping related content. */
export function Card({ title, actions, children, className }: CardProps) {
  const titleId = useId();
  if (!title) return <div className={cx('cb-card', className)}>{children}</div>;
  return (
    <section className={cx('cb-card', className)} aria-labelledby={titleId}>
      <div className="cb-card__header">
        <h2 id={titleId} className="cb-card__title">
          {title}
        </h2>
        {actions ? <div className="cb-row">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
