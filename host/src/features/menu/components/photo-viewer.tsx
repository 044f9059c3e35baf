import { useEffect, useRef } from 'react';

/** SPEC §9: swipe-to-close thresholds. */
export const SWIPE = { threshold: 150, restraint: 100, allowedTimeMs: 500 } as const;

/** True when a touch moved down far and straight enough, fast enough, to close the viewer. */
export function isSwipeDown(dx: number, dy: number, elapsedMs: number): boolean {
  return elapsedMs <= SWIPE.allowedTimeMs && dy >= SWIPE.threshold && Math.abs(dx) <= SWIPE.restraint;
}

export type PhotoViewerProps = { src: string; onClose: () => void };

/** Full-screen photo; closed by a downward swipe, Esc or the close button. */
export function PhotoViewer({ src, onClose }: PhotoViewerProps) {
  const start = useRef<{ x: number; y: number; t: number } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onClose]);

  return (
    <div
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label="Foto do usuário"
      onTouchStart={(event) => {
        const touch = event.changedTouches[0];
        if (touch) start.current = { x: touch.pageX, y: touch.pageY, t: Date.now() };
      }}
      onTouchEnd={(event) => {
        const touch = event.changedTouches[0];
        const origin = start.current;
        if (touch && origin && isSwipeDown(touch.pageX - origin.x, touch.pageY - origin.y, Date.now() - origin.t))
          onClose();
        start.current = null;
      }}
    >
      <img src={src} alt="Foto do usuário" />
      <button
        ref={closeButton}
        type="button"
        className="photo-viewer__close"
        aria-label="Fechar foto"
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
