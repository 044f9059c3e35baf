import { cx } from './class-names';

export type SpinnerProps = {
  /** Announced to screen readers; without it the spinner is decorative (inside a labelled control). */
  label?: string;
  className?: string;
};

/** A rotating ring in the current text colour; it slows down for people who ask for less motion. */
export function Spinner({ label, className }: SpinnerProps) {
  if (!label) return <span className={cx('cb-spinner', className)} aria-hidden="true" />;
  return (
    <span role="status" className={cx('cb-row', className)}>
      <span className="cb-spinner" aria-hidden="true" />
      <span className="cb-visually-hidden">{label}</span>
    </span>
  );
}
