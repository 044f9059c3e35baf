import { Button, Icon } from '@colabora/shared/ui';
import { canRecordVoice, useVoiceRecorder, VOZ_MAX_SEGUNDOS, type Gravacao } from '../hooks/use-voice-recorder';

type Props = {
  /** A note, a quoted reply, a chosen file or a disconnected channel: no voice note now. */
  disabled: boolean;
  disabledReason: string;
  /** Sending: the recording is handed over and the recorder is ready again. */
  sending: boolean;
  onRecorded: (gravacao: Gravacao) => void;
};

const tempo = (segundos: number) => `${Math.floor(segundos / 60)}:${String(segundos % 60).padStart(2, '0')}`;

/**
 * "Gravar áudio" in the composer (issue #26, ADR 0033): a tap starts recording, the timer runs,
 * "Cancelar" throws the recording away and "Enviar áudio" sends it as a WhatsApp voice note.
 * Not offered where the browser cannot record.
 */
export function VoiceRecorder({ disabled, disabledReason, sending, onRecorded }: Props) {
  const { state, start, finish, cancel, dismissError } = useVoiceRecorder();
  if (!canRecordVoice()) return null;

  async function send() {
    const gravacao = await finish();
    if (gravacao) onRecorded(gravacao);
  }

  if (state.fase === 'gravando')
    return (
      <span className="inbox-voz" role="group" aria-label="Gravando mensagem de voz">
        <span className="inbox-voz__ponto" aria-hidden="true" />
        <span className="inbox-voz__tempo" role="timer" aria-label={`Tempo gravado: ${tempo(state.segundos)}`}>
          {tempo(state.segundos)}
        </span>
        {state.segundos >= VOZ_MAX_SEGUNDOS ? (
          <span className="inbox-voz__limite">Limite de {VOZ_MAX_SEGUNDOS / 60} minutos</span>
        ) : null}
        <Button size="sm" variant="ghost" onClick={cancel}>
          Cancelar
        </Button>
        <Button size="sm" variant="primary" onClick={() => void send()}>
          Enviar áudio
        </Button>
      </span>
    );

  return (
    <span className="inbox-voz">
      <Button
        size="sm"
        variant="ghost"
        startIcon={<Icon name="mic" />}
        disabled={disabled || sending || state.fase === 'pedindo'}
        title={disabled ? disabledReason : 'Gravar uma mensagem de voz'}
        onClick={() => void start()}
      >
        {state.fase === 'pedindo' ? 'Aguardando o microfone…' : 'Gravar áudio'}
      </Button>
      {state.fase === 'erro' ? (
        <span className="inbox-voz__erro" role="alert">
          {state.mensagem}{' '}
          <Button size="sm" variant="ghost" onClick={dismissError}>
            Fechar
          </Button>
        </span>
      ) : null}
    </span>
  );
}
