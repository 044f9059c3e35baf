import {
  CAMPANHA_MIDIA_MESSAGES,
  campanhaMidiaTipo,
  MIDIA_LABEL,
  MIDIA_TIPOS,
  midiaRefusal,
  type CampanhaMidia,
} from '@colabora/shared/contracts';
import { formatTamanho } from '@colabora/shared/format';
import { Button, showToast } from '@colabora/shared/ui';
import { useRef, type ChangeEvent } from 'react';
import type { MidiaEscolha } from '../../../lib/api/campanha-midia';

/** What the picker offers: the types a campaign may carry (no audio). */
const ACCEPT = Object.keys(MIDIA_TIPOS)
  .filter((mime) => campanhaMidiaTipo(mime))
  .join(',');

const lerComoDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura'));
    reader.readAsDataURL(file);
  });

export type CampanhaMidiaFieldProps = {
  /** The file the saved campaign has. */
  atual: CampanhaMidia | null;
  escolha: MidiaEscolha;
  onChange: (escolha: MidiaEscolha) => void;
  disabled?: boolean;
};

/**
 * The campaign's optional file (image, video or document), sent with each message and the variant
 * as its caption. Checked here before it is read (type, size); saved with the campaign.
 */
export function CampanhaMidiaField({ atual, escolha, onChange, disabled }: CampanhaMidiaFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const mostrado =
    escolha.kind === 'nova'
      ? { nome: escolha.nome, tipo: campanhaMidiaTipo(escolha.mime) ?? 'documento', tamanho: escolha.tamanho }
      : escolha.kind === 'manter'
        ? atual
        : null;

  async function escolher(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const mime = file.type.toLowerCase();
    if (MIDIA_TIPOS[mime] === 'audio') {
      showToast.error(CAMPANHA_MIDIA_MESSAGES.audio);
      return;
    }
    const recusa = midiaRefusal(mime, file.size);
    if (recusa) {
      showToast.error(recusa);
      return;
    }
    try {
      onChange({ kind: 'nova', arquivo: await lerComoDataUrl(file), nome: file.name, mime, tamanho: file.size });
    } catch {
      showToast.error('Não foi possível ler o arquivo: escolha-o de novo.');
    }
  }

  return (
    <fieldset className="campanhas-midia">
      <legend className="cb-field__label">Arquivo (opcional)</legend>
      <p className="cb-muted">
        Imagem, vídeo ou documento enviado com cada mensagem; a variante vai como legenda (até 1.024 caracteres).
      </p>
      <p className="campanhas-midia__atual" aria-live="polite">
        {mostrado
          ? `${mostrado.nome} · ${MIDIA_LABEL[mostrado.tipo]} · ${formatTamanho(mostrado.tamanho)}${escolha.kind === 'nova' ? ' (será enviado ao salvar)' : ''}`
          : 'Nenhum arquivo: as mensagens vão só com texto.'}
      </p>
      <div className="campanhas-variante__acoes">
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
          {mostrado ? 'Trocar arquivo' : 'Escolher arquivo'}
        </Button>
        {mostrado ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() => onChange(atual ? { kind: 'remover' } : { kind: 'manter' })}
          >
            Tirar arquivo
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="cb-visually-hidden"
          tabIndex={-1}
          aria-label="Arquivo da campanha"
          onChange={(event) => void escolher(event)}
        />
      </div>
    </fieldset>
  );
}
