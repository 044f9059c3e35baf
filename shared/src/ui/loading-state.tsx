import { cx } from './class-names';
import { Spinner } from './spinner';

export type LoadingStateProps = {
  /** Defaults to 'Carregando…'. */
  label?: string;
  className?: string;
};

/** A polite live region: screen readers announce the wait without interrupting. */
export function LoadingState({ label = 'Carregando…', className }: LoadingStateProps) {
  return (
    <div role="status" className={cx('cb-state', className)}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
