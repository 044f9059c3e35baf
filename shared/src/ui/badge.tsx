import type { ReactNode } from 'react';
import { cx } from './class-names';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warn' | 'danger' | 'info';

export type BadgeProps = {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
};

/**
 * A short status label ('OK', 'OFF', 'Novo', a count). The colour only repeats what the text says,
 * so the text must carry the meaning on its own.
 */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('cb-badge', `cb-badge--${tone}`, className)}>{children}</span>;
}
