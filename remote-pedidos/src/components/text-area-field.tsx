import { useId, type ComponentPropsWithRef } from 'react';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string | null };

/** A labelled textarea, styled like TextField. */
export function TextAreaField({ label, error, id, className, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const errorId = `${areaId}-error`;
  return (
    <div className={['cb-field', className].filter(Boolean).join(' ')}>
      <label className="cb-field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea
        rows={3}
        {...rest}
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className="cb-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
