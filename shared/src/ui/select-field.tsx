import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './class-names';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  /** Always required: the select's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('Selecione…'); it cannot be picked again once something is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** The validation message; marks the field invalid and is read with it. */
  error?: string | null;
};

/**
 * A labelled native <select>: the platform's own picker on phones, keyboard and screen-reader
 * support for free. Works controlled and with react-hook-form's `register`.
 *
 * @example
 * <SelectField label="Perfil" placeholder="Selecione…" options={[{ value: '1', label: 'Gestor' }]} {...register('idPerfil')} />
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy =
    [ariaDescribedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('cb-field', className)}>
      <label className="cb-field__label" htmlFor={selectId}>
        {label}
        {required ? (
          <span className="cb-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <select
        {...selectProps}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} className="cb-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="cb-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
