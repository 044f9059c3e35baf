/** The element the app's screens are drawn in (app-shell.tsx). */
const CONTENT_SELECTOR = '#conteudo';

/** How long a screen's own largest paint is waited for once its data is in. */
export const CONTENT_PAINT_WAIT_MS = 500;

type LargestPaint = PerformanceEntry & { element?: Element | null };

/**
 * Resolves once the browser reports a largest contentful paint inside the screen's area (not the
 * header's brand, painted before any screen), or after `timeoutMs`; at once where the browser does
 * not report such paints (Safari, jsdom). The first screen counts as shown only then
 * (mark-first-screen-shown.ts): two animation frames and an idle moment came some 10–20 ms before
 * the board's cards reached the screen, so what waits for "shown" (the hubs, the web manifest,
 * the menu's photo) started inside the load Lighthouse counts toward LCP (issue #25).
 */
export function whenContentPainted(timeoutMs = CONTENT_PAINT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
    if (!supported) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestPaint[];
      if (entries.some((entry) => entry.element?.closest(CONTENT_SELECTOR))) done();
    });
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
