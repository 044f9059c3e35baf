import { useId, type ComponentPropsWithRef } from 'react';

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string | null;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select, styled like TextField (a native control works with every keyboard and screen reader). */
export function SelectField({ label, error, options, id, className, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={['cb-field', className].filter(Boolean).join(' ')}>
      <label className="cb-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="cb-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
