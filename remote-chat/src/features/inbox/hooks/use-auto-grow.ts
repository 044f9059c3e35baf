import { useLayoutEffect, type RefObject } from 'react';

/**
 * The composer grows with what is typed (issue #27, "room to work" on a phone), up to `maxPx`,
 * then scrolls; it shrinks back when the text is sent. Empty, it keeps the height its rows give
 * it without measuring: reading `scrollHeight` forces a layout of the whole page, and on the
 * inbox's first render (always empty) that layout landed inside React's commit, making the
 * longest task of a phone's load a third longer (issue #25).
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string, maxPx = 160): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (value === '') {
      element.style.height = '';
      element.style.overflowY = 'hidden';
      return;
    }
    element.style.height = 'auto';
    const wanted = element.scrollHeight;
    if (wanted > 0) element.style.height = `${Math.min(wanted + 2, maxPx)}px`;
    element.style.overflowY = wanted > maxPx ? 'auto' : 'hidden';
  }, [ref, value, maxPx]);
}
