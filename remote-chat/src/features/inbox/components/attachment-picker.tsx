import { MIDIA_TIPOS, midiaRefusal } from '@colabora/shared/contracts';
import { formatTamanho } from '@colabora/shared/format';
import { Button, Icon } from '@colabora/shared/ui';
import { useRef, useState } from 'react';

type Props = {
  arquivo: File | null;
  onChange: (arquivo: File | null) => void;
  /** Internal notes carry text only; a disconnected channel sends nothing. */
  disabled: boolean;
  disabledReason?: string;
};

const ACCEPT = Object.keys(MIDIA_TIPOS).join(',');

/**
 * Picks one file to send (image, audio, video or document), checked here against the same types
 * and limits the server applies, so a refusal is said before anything is uploaded.
 */
export function AttachmentPicker({ arquivo, onChange, disabled, disabledReason }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [erro, setErro] = useState<string | null>(null);

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = midiaRefusal(file.type, file.size);
    setErro(refusal ? `${file.name}: ${refusal}` : null);
    onChange(refusal ? null : file);
  }

  return (
    <div className="inbox-attachment">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="cb-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => choose(event.target.files?.[0])}
        data-testid="anexo-input"
      />
      <Button
        size="sm"
        variant="ghost"
        startIcon={<Icon name="attach_file" />}
        disabled={disabled}
        title={disabled ? disabledReason : 'Imagem, áudio, vídeo ou documento'}
        onClick={() => input.current?.click()}
      >
        Anexar arquivo
      </Button>
      {arquivo ? (
        <span className="inbox-attachment__chip">
          <span>{`${arquivo.name} · ${formatTamanho(arquivo.size)}`}</span>
          <Button size="sm" variant="ghost" aria-label={`Remover ${arquivo.name}`} onClick={() => onChange(null)}>
            Remover
          </Button>
        </span>
      ) : null}
      {erro ? (
        <p className="inbox-attachment__erro" role="alert">
          {erro}
        </p>
      ) : null}
    </div>
  );
}
