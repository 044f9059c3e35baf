import { useEffect, useRef, useState, type RefObject } from 'react';

/** Width drawn before the chart is measured (and where nothing measures, as in tests). */
export const DEFAULT_WIDTH = 600;

/**
 * The element's width in CSS pixels, followed as the window or the layout changes: a chart is
 * drawn at the width it is shown (one SVG unit is one CSS pixel), so its labels keep their size on
 * a phone as on a desktop.
 */
export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A round ceiling for a value axis: 0, 1, 2, 5 × 10ⁿ. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((n) => n * power >= value) ?? 10;
  return step * power;
}
