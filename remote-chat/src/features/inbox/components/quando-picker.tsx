import { formatDateTime, fromSaoPauloDateTimeLocal, toSaoPauloDateTimeLocal } from '@colabora/shared/format';
import { useId, useState } from 'react';
import type { Preset } from '../lib/agenda-presets';

type Props = {
  /** The one-click choices. */
  presets: readonly Preset[];
  /** Called with the chosen instant (null: an incomplete date and time). */
  onChange: (quando: Date | null) => void;
  /** What is chosen for ("Adiar até", "Enviar em"). */
  legend: string;
};

/**
 * When: a preset in one click, or a date and time typed on São Paulo's clock (the choice is shown
 * in full, so "Segunda às 9h" says which Monday).
 */
export function QuandoPicker({ presets, onChange, legend }: Props) {
  const name = useId();
  const [escolha, setEscolha] = useState<string>(presets[0]?.id ?? 'data');
  const [now] = useState(() => new Date());
  const [local, setLocal] = useState(() => toSaoPauloDateTimeLocal(new Date(now.getTime() + 2 * 3_600_000)));

  function choose(id: string, value = local) {
    setEscolha(id);
    const preset = presets.find((item) => item.id === id);
    onChange(preset ? preset.at(new Date()) : fromSaoPauloDateTimeLocal(value));
  }

  return (
    <fieldset className="agenda-quando">
      <legend>{legend}</legend>
      {presets.map((preset) => (
        <label key={preset.id} className="agenda-quando__opcao">
          <input type="radio" name={name} checked={escolha === preset.id} onChange={() => choose(preset.id)} />
          <span>{preset.label}</span>
          <span className="cb-muted agenda-quando__quando">{formatDateTime(preset.at(now))}</span>
        </label>
      ))}
      <label className="agenda-quando__opcao">
        <input type="radio" name={name} checked={escolha === 'data'} onChange={() => choose('data')} />
        <span>Escolher data e hora</span>
      </label>
      {escolha === 'data' ? (
        <input
          className="inbox-input agenda-quando__data"
          type="datetime-local"
          aria-label="Data e hora (horário de São Paulo)"
          value={local}
          onChange={(event) => {
            setLocal(event.target.value);
            choose('data', event.target.value);
          }}
        />
      ) : null}
    </fieldset>
  );
}
