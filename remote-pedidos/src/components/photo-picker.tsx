import { Button, Icon } from '@colabora/shared/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { CropOutput, CropSource } from './square-crop';
import { SquareCropper } from './square-cropper';
import './photo-picker.css';

/** What the browser offers to pick; any image it can decode would do, these are the common ones. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/bmp';

export type PhotoPickerProps = Partial<CropOutput> & {
  /** The field's name on screen, e.g. 'Foto'. */
  label: string;
  /** The picture saved now (an object URL), shown until another is chosen; null without one. */
  currentUrl?: string | null;
  /** The square chosen in this form and not yet saved, or null. */
  value: Blob | null;
  onChange: (image: Blob | null) => void;
  /** Help under the button. */
  hint?: string;
  /** The icon shown while there is no picture (a Material Symbols name). */
  placeholderIcon?: string;
};

/**
 * A photo field: the current picture, a button that opens the file picker (the bare file input,
 * with its "Choose File" in the browser's language, stays hidden), and a square cropper for the
 * chosen file. The result is a `size` × `size` image, given to `onChange` to send when the form
 * is saved.
 * @example <PhotoPicker label="Foto" currentUrl={fotoUrl} value={foto} onChange={setFoto} />
 */
export function PhotoPicker({
  label,
  currentUrl = null,
  value,
  onChange,
  hint,
  placeholderIcon = 'inventory_2',
  size = 350,
  type = 'image/jpeg',
  quality = 0.92,
}: PhotoPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<CropSource | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosenUrl = useObjectUrl(value);
  const shown = chosenUrl ?? currentUrl;

  // A decoded picture holds memory until closed.
  useEffect(() => () => closeSource(source), [source]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Escolha uma imagem (PNG, JPEG, WebP, GIF ou BMP).');
      return;
    }
    try {
      setSource(await createImageBitmap(file));
    } catch {
      setError('Não foi possível abrir esta imagem. Escolha outra.');
    }
  }

  function handleCropped(image: Blob): void {
    setSource(null);
    onChange(image);
  }

  return (
    <div className="photo-picker" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="cb-field__label">
        {label}
      </span>
      <div className="photo-picker__body">
        <div className={shown ? 'photo-picker__preview photo-picker__preview--filled' : 'photo-picker__preview'}>
          {shown ? (
            <img
              src={shown}
              alt={chosenUrl ? 'Imagem escolhida, ainda não salva' : 'Imagem atual'}
              width={96}
              height={96}
            />
          ) : (
            <Icon name={placeholderIcon} size="2rem" />
          )}
        </div>
        <div className="photo-picker__actions">
          {/* Opened by the button below; kept out of the tab order so the button is the one stop. */}
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            tabIndex={-1}
            className="cb-visually-hidden"
            aria-label={`${label} (arquivo)`}
            onChange={(event) => void handleFile(event)}
          />
          <div className="cb-row">
            <Button
              variant="secondary"
              startIcon={<Icon name="upload_file" size="1.25rem" />}
              aria-describedby={hintId}
              onClick={() => inputRef.current?.click()}
            >
              {shown ? 'Trocar foto' : 'Escolher foto'}
            </Button>
            {value ? (
              <Button variant="ghost" onClick={() => onChange(null)}>
                Descartar foto nova
              </Button>
            ) : null}
          </div>
          <span id={hintId} className="cb-field__hint">
            {value
              ? 'A foto nova é enviada quando você salvar.'
              : (hint ?? `Você ajusta o recorte quadrado (${size} × ${size} pixels) antes de usar.`)}
          </span>
          {error ? (
            <span className="cb-field__error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
      </div>
      {source ? (
        <SquareCropper
          source={source}
          size={size}
          type={type}
          quality={quality}
          onCancel={() => setSource(null)}
          onCropped={handleCropped}
        />
      ) : null}
    </div>
  );
}

function closeSource(source: CropSource | null): void {
  if (source && 'close' in source) source.close();
}

/** An object URL for `blob` while it is shown, released after. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
