import { useId, useRef, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { applyMask } from './apply-mask';
import { cx } from './class-names';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  /** Always required: a placeholder is not a label. */
  label: string;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** The validation message; marks the field invalid and is read with it. */
  error?: string | null;
  /** A pure formatter from `@colabora/shared/format` (maskPhone, maskCpf…), applied on every change. */
  mask?: (value: string) => string;
  /** Something inside the field's right edge, such as PasswordField's show/hide button. */
  endAdornment?: ReactNode;
};

/** Puts the caret back where applyMask says; only where the input type supports a selection. */
function placeCaret(input: HTMLInputElement, caret: number): void {
  if (input.ownerDocument.activeElement !== input) return;
  try {
    input.setSelectionRange(caret, caret);
  } catch {
    // type="email"/"number" have no selection API.
  }
}

/**
 * A labelled input. Works controlled (`value` + `onChange`) and uncontrolled (react-hook-form's
 * `register`), because the mask is written into the input before `onChange` runs, so
 * `event.target.value` is already masked for every consumer.
 */
export function TextField({
  label,
  hint,
  error,
  mask,
  endAdornment,
  id,
  className,
  required,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [ariaDescribedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  // What the input held before this keystroke: the controlled value when there is one.
  const lastValue = useRef(String(inputProps.value ?? inputProps.defaultValue ?? ''));

  function handleChange(event: ChangeEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    if (mask) {
      const previous = typeof inputProps.value === 'string' ? inputProps.value : lastValue.current;
      const masked = applyMask(mask, input.value, previous, input.selectionStart ?? input.value.length);
      if (masked.value !== input.value) input.value = masked.value;
      placeCaret(input, masked.caret);
    }
    lastValue.current = input.value;
    onChange?.(event);
  }

  return (
    <div className={cx('cb-field', className)}>
      <label className="cb-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="cb-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={cx('cb-field__control', endAdornment != null && 'cb-field__control--with-end')}>
        <input
          {...inputProps}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
        />
        {endAdornment != null ? <span className="cb-field__end">{endAdornment}</span> : null}
      </div>
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
