import { cx } from './class-names';
import { Button } from './button';
import { Icon } from './icon';

export type ErrorStateProps = {
  /** What went wrong, in words the user understands. */
  message?: string;
  title?: string;
  /** Shows 'Tentar novamente'; omit when retrying cannot help. */
  onRetry?: () => void;
  /** True while the retry runs: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  className?: string;
};

/** A failed load, announced at once (role alert), with a way to try again. */
export function ErrorState({
  message = 'Não foi possível carregar as informações.',
  title = 'Algo deu errado',
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cx('cb-state', 'cb-state--error', className)}>
      <Icon name="error" className="cb-state__icon" />
      <h2 className="cb-state__title">{title}</h2>
      <p className="cb-state__description">{message}</p>
      {onRetry ? (
        <Button variant="secondary" loading={retrying} onClick={() => onRetry()}>
          Tentar novamente
        </Button>
      ) : null}
    </div>
  );
}
