import { useLayoutEffect, type RefObject } from 'react';

/** Whether the browser sizes a textarea to its text (and placeholder) by itself: Chromium 123+. */
function sizesItself(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
}

/**
 * The composer grows with what is typed (issue #27, "room to work" on a phone), up to `maxPx`,
 * then scrolls; it shrinks back when the text is sent. Where the browser does it itself
 * (`field-sizing: content`, inbox-conversation.css) nothing is measured: reading `scrollHeight`
 * forces a layout of the whole page, and on the inbox's first render that layout landed inside
 * React's commit, making the longest task of a phone's load a third longer (issue #25). Elsewhere
 * the box is measured, its placeholder included when empty.
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string, maxPx = 160): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || sizesItself()) return;
    element.style.height = 'auto';
    const wanted = element.scrollHeight;
    if (wanted > 0) element.style.height = `${Math.min(wanted + 2, maxPx)}px`;
    element.style.overflowY = wanted > maxPx ? 'auto' : 'hidden';
  }, [ref, value, maxPx]);
}
