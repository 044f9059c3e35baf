export type CheckboxOption = { value: string; label: string };

export type CheckboxGroupProps = {
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  error?: string;
  /** Shown instead of the boxes when there is nothing to choose. */
  empty?: string;
};

/** A fieldset of checkboxes holding a list of values (days, tags, stages), in the options' order. */
export function CheckboxGroup({ legend, options, value, onChange, disabled, error, empty }: CheckboxGroupProps) {
  const chosen = new Set(value);
  function toggle(option: string, checked: boolean): void {
    const next = new Set(chosen);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((item) => item.value).filter((item) => next.has(item)));
  }
  return (
    <fieldset className="campanhas-checks" disabled={disabled} aria-invalid={error ? true : undefined}>
      <legend className="cb-field__label">{legend}</legend>
      {options.length === 0 && empty ? <p className="cb-muted">{empty}</p> : null}
      <div className="campanhas-checks__options">
        {options.map((option) => (
          <label key={option.value} className="campanhas-checks__option">
            <input
              type="checkbox"
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <span className="cb-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
