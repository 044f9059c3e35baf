import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Shows a spinner, sets aria-busy and ignores clicks, while keeping focus on the button. */
  loading?: boolean;
  fullWidth?: boolean;
  /** An `<Icon>` before the text; replaced by the spinner while loading. */
  startIcon?: ReactNode;
};

/**
 * The one button of the product. `type` defaults to "button" so a button inside a form never
 * submits it by accident: pass type="submit" for the one that should.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>): void {
    // Not `disabled`: a disabled button drops keyboard focus and screen readers lose their place.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={cx(
        'cb-button',
        `cb-button--${variant}`,
        size === 'sm' && 'cb-button--sm',
        fullWidth && 'cb-button--full',
        className,
      )}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner /> : startIcon}
      {children}
    </button>
  );
}
