import type { Locator, Page } from 'playwright-core';

/*
 * When a screen became usable, read in the page instead of when Playwright noticed it. A locator's
 * waitFor polls with growing pauses (up to 500 ms and then 1 s apart), so "noticed" trails "there"
 * by up to a second: the same build's second visit read 0.36 s in one run and 1.06 s in the next,
 * depending on which poll caught the board. Here every element the page inserts is stamped with
 * performance.now() (milliseconds since the navigation started) by a MutationObserver installed
 * before the page's own scripts run, and the usable element's stamp is the figure.
 */

const STAMPS = '__colaboraPerfInsertedAt';

const CLOCK_SCRIPT = `(() => {
  const stamps = new WeakMap();
  Object.defineProperty(window, '${STAMPS}', { value: stamps });
  new MutationObserver((records) => {
    const at = performance.now();
    for (const record of records) for (const node of record.addedNodes) if (!stamps.has(node)) stamps.set(node, at);
  }).observe(document, { childList: true, subtree: true });
})();`;

/** Stamps every element the page inserts from its next navigation on. */
export async function installInsertionClock(page: Page): Promise<void> {
  await page.addInitScript({ content: CLOCK_SCRIPT });
}

/**
 * Milliseconds from the navigation's start to the insertion of `usable`'s first match (or of the
 * subtree it arrived in); null when the page was not clocked or the element came with the document.
 */
export async function insertedAtMs(usable: Locator): Promise<number | null> {
  return usable.first().evaluate((element, key) => {
    const stamps = (window as unknown as Record<string, WeakMap<Node, number> | undefined>)[key];
    for (let node: Node | null = element; node && stamps; node = node.parentNode) {
      const at = stamps.get(node);
      if (at !== undefined) return at;
    }
    return null;
  }, STAMPS);
}
