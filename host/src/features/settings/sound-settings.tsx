import {
  playSound,
  SOUND_OPTIONS,
  soundConfigAtom,
  unlockAudio,
  type SoundConfig,
  type SoundName,
} from '@colabora/shared/sound';
import { Button, Card } from '@colabora/shared/ui';
import { useAtom } from 'jotai';

type SoundField = 'novoPedidoSound' | 'statusUpdateSound' | 'novoChatSound';

const FIELDS: { field: SoundField; label: string; hint: string }[] = [
  { field: 'novoPedidoSound', label: 'Novo pedido', hint: 'Toca quando chega um pedido na sua instituição.' },
  { field: 'statusUpdateSound', label: 'Mudança de status', hint: 'Toca quando um pedido muda de status.' },
  {
    field: 'novoChatSound',
    label: 'Nova conversa',
    hint: 'Toca quando um contato da sua instituição inicia uma conversa.',
  },
];

/** The sounds part of Configurações: on/off, one sound per event with preview, and the volume. */
export function SoundSettings() {
  const [config, setConfig] = useAtom(soundConfigAtom);
  const update = (patch: Partial<SoundConfig>) => setConfig(patch);
  const preview = async (name: SoundName) => {
    await unlockAudio();
    playSound(name, config.volume);
  };

  return (
    <Card title="Sons">
      <div className="settings-row settings-row--switch">
        <input
          id="sons-ativos"
          type="checkbox"
          role="switch"
          checked={config.enabled}
          aria-describedby="sons-ativos-ajuda"
          onChange={(event) => update({ enabled: event.target.checked })}
        />
        <label htmlFor="sons-ativos">Tocar sons de avisos</label>
        <p id="sons-ativos-ajuda" className="settings-hint">
          Desligado, o Colabora não toca nenhum som; as telas continuam se atualizando sozinhas.
        </p>
      </div>
      <fieldset className="settings-fieldset" disabled={!config.enabled}>
        <legend className="cb-visually-hidden">Som de cada aviso</legend>
        {FIELDS.map(({ field, label, hint }) => (
          <div className="settings-row settings-row--sound" key={field}>
            <label htmlFor={field}>{label}</label>
            <select
              id={field}
              value={config[field]}
              aria-describedby={`${field}-ajuda`}
              onChange={(event) => update({ [field]: event.target.value as SoundName })}
            >
              {SOUND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <Button
              variant="secondary"
              aria-label={`Ouvir o som de ${label.toLowerCase()}`}
              onClick={() => void preview(config[field])}
            >
              Ouvir
            </Button>
            <p id={`${field}-ajuda`} className="settings-hint">
              {hint}
            </p>
          </div>
        ))}
        <div className="settings-row">
          <label htmlFor="volume">Volume</label>
          <input
            id="volume"
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={config.volume}
            aria-valuetext={`${Math.round(config.volume * 100)}%`}
            onChange={(event) => update({ volume: Number(event.target.value) })}
          />
          <output htmlFor="volume">{Math.round(config.volume * 100)}%</output>
        </div>
      </fieldset>
    </Card>
  );
}
