import { Button } from '@colabora/shared/ui';
import type Cropper from 'cropperjs';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { cropToBlob, CropError } from '../crop-image';
import { CROPPER_DEFAULTS, CROPPER_MESSAGES } from '../image-rules';

export type PhotoCropperProps = {
  /** An object URL of the chosen image. */
  src: string;
  /** True while the parent uploads the result. */
  saving?: boolean;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
};

/** cropperjs and its stylesheet, fetched the first time a picture is cropped. */
async function loadCropper(): Promise<typeof Cropper> {
  const [module] = await Promise.all([import('cropperjs'), import('cropperjs/dist/cropper.css')]);
  return module.default;
}

/**
 * Crops the chosen picture to a square (SPEC §5): aspect ratio 1, crop box at least 20 px, output
 * 350×350 PNG at quality 0.92. A native modal <dialog>: focus stays inside, Esc cancels. Buttons
 * zoom and rotate, so the crop does not need a pointer.
 */
export function PhotoCropper({ src, saving = false, onCancel, onCropped }: PhotoCropperProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const cropperRef = useRef<Cropper | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    const image = imageRef.current;
    if (!image) return undefined;
    loadCropper()
      .then((CropperClass) => {
        if (cancelled) return;
        cropperRef.current = new CropperClass(image, {
          aspectRatio: CROPPER_DEFAULTS.aspectRatio,
          viewMode: 1,
          autoCropArea: 1,
          minCropBoxWidth: CROPPER_DEFAULTS.minSize,
          minCropBoxHeight: CROPPER_DEFAULTS.minSize,
          background: false,
          ready: () => !cancelled && setReady(true),
        });
      })
      .catch(() => !cancelled && setError(CROPPER_MESSAGES.noImage));
    return () => {
      cancelled = true;
      cropperRef.current?.destroy();
      cropperRef.current = null;
    };
  }, [src]);

  const handleConfirm = async () => {
    setError(null);
    try {
      // Before cropperjs is ready (or when the image could not be decoded) there is nothing to crop.
      onCropped(await cropToBlob(ready ? cropperRef.current : null));
    } catch (cause) {
      setError(cause instanceof CropError ? cause.message : CROPPER_MESSAGES.noImage);
    }
  };

  const handleCancel = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (!saving) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="cb-dialog photo-cropper"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={handleCancel}
    >
      <div className="cb-dialog__content">
        <h2 id={titleId} className="cb-dialog__title">
          Ajustar foto
        </h2>
        <p className="photo-cropper__hint">
          Arraste para escolher a parte da foto que aparece. Ela será salva quadrada, com 350 × 350 pixels.
        </p>
        <div className="photo-cropper__stage">
          <img ref={imageRef} src={src} alt="Foto escolhida para recortar" onError={() => setReady(false)} />
        </div>
        <div className="photo-cropper__tools" role="group" aria-label="Ajustes da foto">
          <Button variant="secondary" size="sm" onClick={() => cropperRef.current?.zoom(0.1)} disabled={!ready}>
            Aproximar
          </Button>
          <Button variant="secondary" size="sm" onClick={() => cropperRef.current?.zoom(-0.1)} disabled={!ready}>
            Afastar
          </Button>
          <Button variant="secondary" size="sm" onClick={() => cropperRef.current?.rotate(90)} disabled={!ready}>
            Girar
          </Button>
        </div>
        {error ? (
          <p className="form__error" role="alert" lang="en">
            {error}
          </p>
        ) : null}
        <div className="cb-dialog__actions">
          <Button variant="ghost" onClick={() => handleCancel()} disabled={saving}>
            Cancelar
          </Button>
          <Button loading={saving} onClick={() => void handleConfirm()}>
            Usar esta foto
          </Button>
        </div>
      </div>
    </dialog>
  );
}
