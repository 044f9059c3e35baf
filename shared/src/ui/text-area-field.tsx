import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from './class-names';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string | null };

/**
 * A labelled textarea, styled like TextField, with its error read with it.
 * @example <TextAreaField label="Observações" {...register('observacoes')} error={errors.observacoes?.message} />
 */
export function TextAreaField({ label, error, id, className, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const errorId = `${areaId}-error`;
  return (
    <div className={cx('cb-field', className)}>
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
