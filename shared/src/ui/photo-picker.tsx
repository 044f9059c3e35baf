import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { Icon } from './icon';
import type { CropOutput, CropSource } from './square-crop';
import './photo-picker.css';

/**
 * The cropper and its canvas geometry load on first use: this file is part of the shared UI the
 * sign-in page already downloads, where nobody picks a photo. The cropper is only rendered after
 * `loadCropper()` succeeded for the picked file, so a failed download is told, never thrown.
 */
const loadCropper = () => import('./square-cropper');
const SquareCropper = lazy(() => loadCropper().then((module) => ({ default: module.SquareCropper })));

/** The types every browser decodes onto a canvas: what a picker takes unless told otherwise. */
export const PHOTO_PICKER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp'] as const;

export type PhotoPickerProps = Partial<CropOutput> & {
  /** The field's name, e.g. 'Foto'; it also names the group and the file input ('Foto (arquivo)'). */
  label: string;
  /** Keeps the label for screen readers only, where a heading above already says it (a card's title). */
  hideLabel?: boolean;
  /** The saved picture (an object URL), shown until another is chosen; null shows the placeholder. */
  currentUrl?: string | null;
  /** The saved picture's alternative text; 'Imagem atual' by default. */
  currentAlt?: string;
  /**
   * The square chosen and not yet saved, for a form that sends it on save (it is shown, with
   * 'Descartar foto nova'); leave it out when `onChange` saves at once.
   */
  value?: Blob | null;
  /**
   * Receives the cropped square (or null when the new photo is discarded). A returned promise keeps
   * the cropper open and busy until it settles, for an upload made at once; the caller shows its own
   * failure through `error`.
   */
  onChange: (image: Blob | null) => void | Promise<unknown>;
  /** Help under the button; by default, the size of the square. */
  hint?: ReactNode;
  /** MIME types taken (the file input's `accept`, checked again after the pick, case-insensitively). */
  acceptedTypes?: readonly string[];
  /** Said when a file of another type is picked. Pass a `<span lang="en">` for an English message. */
  invalidTypeMessage?: ReactNode;
  /** Said when an accepted file cannot be decoded (broken, or a type this browser cannot draw). */
  unreadableMessage?: ReactNode;
  /** The caller's own message (e.g. the upload was refused), shown where the picker shows its own. */
  error?: ReactNode;
  /** The icon shown while there is no picture (a Material Symbols name of `<Icon>`). */
  placeholderIcon: string;
  /** 'round' for a person's picture; the saved image is square either way. */
  shape?: 'square' | 'round';
  /** More buttons beside 'Escolher foto' (e.g. 'Remover foto'). */
  actions?: ReactNode;
};

/**
 * A photo field: the current picture, a button that opens the file chooser (the bare file input,
 * with its "Choose File" in the browser's language, stays hidden), and a square cropper for the
 * chosen file, in a modal dialog operable by keyboard. The result is a `size` × `size` image of
 * `type` (JPEG at quality 0.92, 350 × 350, by default), given to `onChange`.
 * @example
 * // Kept in the form and sent on save:
 * <PhotoPicker label="Foto" placeholderIcon="inventory_2" currentUrl={fotoUrl} value={foto} onChange={setFoto} />
 * // Uploaded at once, as a PNG, with the caller's own rules for the file type:
 * <PhotoPicker
 *   label="Sua foto"
 *   hideLabel
 *   shape="round"
 *   placeholderIcon="account_circle"
 *   type="image/png"
 *   acceptedTypes={['image/png', 'image/jpeg', 'image/tiff']}
 *   invalidTypeMessage={<span lang="en">Invalid image type</span>}
 *   onChange={(image) => image && upload.mutateAsync(image)}
 * />
 */
export function PhotoPicker({
  label,
  hideLabel = false,
  currentUrl = null,
  currentAlt = 'Imagem atual',
  value = null,
  onChange,
  hint,
  acceptedTypes = PHOTO_PICKER_TYPES,
  invalidTypeMessage = 'Escolha uma imagem (PNG, JPEG, WebP, GIF ou BMP).',
  unreadableMessage = 'Não foi possível abrir esta imagem. Escolha outra.',
  error,
  placeholderIcon,
  shape = 'square',
  actions,
  size = 350,
  type = 'image/jpeg',
  quality = 0.92,
}: PhotoPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<CropSource | null>(null);
  const [pickError, setPickError] = useState<ReactNode>(null);
  const chosenUrl = useObjectUrl(value);
  const shown = chosenUrl ?? currentUrl;
  const shownError = pickError ?? error;

  // A decoded picture holds memory until closed.
  useEffect(() => () => closeSource(source), [source]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a cancel.
    event.target.value = '';
    setPickError(null);
    if (!file) return;
    if (!acceptedTypes.some((accepted) => accepted.toLowerCase() === file.type.toLowerCase())) {
      setPickError(invalidTypeMessage);
      return;
    }
    const [decoded, cropper] = await Promise.allSettled([
      // Inside a promise, so a browser without createImageBitmap is told, like a broken file.
      Promise.resolve().then(() => createImageBitmap(file)),
      loadCropper(),
    ]);
    if (decoded.status === 'rejected') {
      setPickError(unreadableMessage);
    } else if (cropper.status === 'rejected') {
      closeSource(decoded.value);
      setPickError('Não foi possível abrir o recorte. Verifique sua conexão e tente de novo.');
    } else {
      setSource(decoded.value);
    }
  }

  async function handleCropped(image: Blob): Promise<void> {
    try {
      await onChange(image);
    } catch {
      // The caller tells what went wrong, through `error`.
    } finally {
      setSource(null);
    }
  }

  return (
    <div className={cx('photo-picker', `photo-picker--${shape}`)} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={hideLabel ? 'cb-visually-hidden' : 'cb-field__label'}>
        {label}
      </span>
      <div className="photo-picker__body">
        <div className={cx('photo-picker__preview', shown && 'photo-picker__preview--filled')}>
          {shown ? (
            <img
              src={shown}
              alt={chosenUrl ? 'Imagem escolhida, ainda não salva' : currentAlt}
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
            accept={acceptedTypes.join(',')}
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
              onClick={() => {
                // Fetched while the user looks for the file; a failure is told after the pick.
                loadCropper().catch(() => undefined);
                inputRef.current?.click();
              }}
            >
              {shown ? 'Trocar foto' : 'Escolher foto'}
            </Button>
            {value ? (
              <Button variant="ghost" onClick={() => void onChange(null)}>
                Descartar foto nova
              </Button>
            ) : null}
            {actions}
          </div>
          <span id={hintId} className="cb-field__hint">
            {value
              ? 'A foto nova é enviada quando você salvar.'
              : (hint ?? `Você ajusta o recorte quadrado (${size} × ${size} pixels) antes de usar.`)}
          </span>
          {shownError ? (
            <span className="cb-field__error" role="alert">
              {shownError}
            </span>
          ) : null}
        </div>
      </div>
      {source ? (
        <Suspense fallback={null}>
          <SquareCropper
            source={source}
            size={size}
            type={type}
            quality={quality}
            onCancel={() => setSource(null)}
            onCropped={handleCropped}
          />
        </Suspense>
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
