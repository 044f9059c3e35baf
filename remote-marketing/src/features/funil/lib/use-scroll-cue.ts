import { useCallback, useEffect, useState, type RefObject } from 'react';

export type ScrollCue = {
  /** Columns hidden to the left / to the right of what is shown. */
  before: boolean;
  after: boolean;
  /** Scrolls by most of the visible width (-1 back, 1 forward). */
  scroll: (direction: -1 | 1) => void;
};

/**
 * Whether a horizontally scrolling element hides content on either side (issue #28: at 1366 the
 * funnel's last stages were off screen with no cue), kept current as it scrolls or resizes.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): ScrollCue {
  const [cue, setCue] = useState({ before: false, after: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      // A pixel of slack: fractional widths leave 0.5 px that nobody can scroll to.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setCue((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      const element = ref.current;
      element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
    },
    [ref],
  );

  return { ...cue, scroll };
}
