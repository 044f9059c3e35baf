import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from 'react';
import { Button } from './button';
import {
  centredCrop,
  cropSquare,
  cropToBlob,
  dragCrop,
  drawCrop,
  fitCrop,
  MAX_ZOOM,
  turnQuarter,
  zoomCrop,
  type Crop,
  type CropOutput,
  type CropSource,
} from './square-crop';

export type SquareCropperProps = CropOutput & {
  /** The decoded picture (createImageBitmap of the chosen file). */
  source: CropSource;
  onCancel: () => void;
  /** Receives the square; the dialog stays busy until the returned promise settles. */
  onCropped: (image: Blob) => void | Promise<void>;
};

/** Pixels of the preview canvas: sharp on a 2× screen at the stage's 20rem. */
const STAGE_PX = 640;
/** An arrow key moves the picture by this share of the kept square (Shift: five times more). */
const KEY_STEP = 0.05;
const ZOOM_STEP = 0.25;

type Drag = { pointerId: number; startX: number; startY: number; crop: Crop };

/**
 * Chooses the square part of a picture that is kept, in a modal <dialog>: drag the picture (or use
 * the arrow keys on it), zoom with the slider (or + and −), turn it. The preview is the result
 * itself, drawn on a canvas, so what is seen is what is saved.
 */
export function SquareCropper({ source: original, size, type, quality, onCancel, onCropped }: SquareCropperProps) {
  const titleId = useId();
  const hintId = useId();
  const zoomId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const [source, setSource] = useState<CropSource>(original);
  const [crop, setCrop] = useState<Crop>(() => centredCrop(original));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
    if (canvasRef.current) drawCrop(canvasRef.current, source, crop);
  }, [source, crop]);

  function handleCancel(event?: SyntheticEvent): void {
    // The parent owns whether this is open: the browser must not close it behind React's back.
    event?.preventDefault();
    if (!busy) onCancel();
  }

  function handleTurn(): void {
    const turned = turnQuarter(source);
    setSource(turned);
    setCrop(centredCrop(turned));
  }

  function handlePointerDown(event: PointerEvent<HTMLCanvasElement>): void {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, crop };
  }

  function handlePointerMove(event: PointerEvent<HTMLCanvasElement>): void {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const stage = event.currentTarget.getBoundingClientRect().width;
    setCrop(dragCrop(source, drag.crop, event.clientX - drag.startX, event.clientY - drag.startY, stage));
  }

  function handlePointerEnd(event: PointerEvent<HTMLCanvasElement>): void {
    if (dragRef.current?.pointerId === event.pointerId) dragRef.current = null;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLCanvasElement>): void {
    const step = cropSquare(source, crop).side * KEY_STEP * (event.shiftKey ? 5 : 1);
    // Keys move the picture, as a drag does: → shows more of its left side.
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      setCrop(fitCrop(source, { ...crop, x: crop.x + move[0], y: crop.y + move[1] }));
    } else if (event.key === '+' || event.key === '=') {
      setCrop(zoomCrop(source, crop, crop.zoom + ZOOM_STEP));
    } else if (event.key === '-') {
      setCrop(zoomCrop(source, crop, crop.zoom - ZOOM_STEP));
    } else {
      return;
    }
    event.preventDefault();
  }

  async function handleConfirm(): Promise<void> {
    setBusy(true);
    setError(null);
    let image: Blob;
    try {
      image = await cropToBlob(source, crop, { size, type, quality });
    } catch {
      setError('Não foi possível recortar esta imagem. Escolha outra.');
      setBusy(false);
      return;
    }
    // Still busy while the parent uses it (an upload made at once); the parent then closes this.
    await onCropped(image);
  }

  return (
    <dialog
      ref={dialogRef}
      className="cb-dialog photo-picker__dialog"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onCancel={handleCancel}
    >
      <div className="cb-dialog__content">
        <h2 id={titleId} className="cb-dialog__title">
          Ajustar foto
        </h2>
        <p id={hintId} className="photo-picker__hint">
          Arraste a foto, ou use as setas, para escolher a parte que aparece. Ela será salva quadrada, com {size} ×{' '}
          {size} pixels.
        </p>
        <div className="photo-picker__frame">
          <canvas
            ref={canvasRef}
            className="photo-picker__stage"
            width={STAGE_PX}
            height={STAGE_PX}
            role="img"
            aria-label="Parte da foto que será salva"
            tabIndex={0}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={handlePointerEnd}
            onPointerCancel={handlePointerEnd}
            onKeyDown={handleKeyDown}
          />
        </div>
        <div className="photo-picker__tools">
          <label className="photo-picker__zoom" htmlFor={zoomId}>
            <span>Zoom</span>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={crop.zoom}
              aria-valuetext={`${Math.round(crop.zoom * 100)}%`}
              onChange={(event) => setCrop(zoomCrop(source, crop, Number(event.target.value)))}
            />
          </label>
          <Button variant="secondary" size="sm" onClick={handleTurn} disabled={busy}>
            Girar
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setCrop(centredCrop(source))} disabled={busy}>
            Centralizar
          </Button>
        </div>
        {error ? (
          <p className="cb-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="cb-dialog__actions">
          <Button variant="ghost" onClick={() => handleCancel()} disabled={busy}>
            Cancelar
          </Button>
          <Button loading={busy} onClick={() => void handleConfirm()}>
            Usar esta foto
          </Button>
        </div>
      </div>
    </dialog>
  );
}
