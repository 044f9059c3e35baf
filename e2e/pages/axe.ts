import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The WCAG 2.1 A/AA violations axe finds on the page that are serious or critical, named for the report.
 *
 * axe runs inside the page (legacy mode) and reports only violations (issue #23): the default
 * mode opens a second blank tab per analysis to merge the frames' results, and the passes it also
 * collects are never read here; together they made each check 2-3 times slower (measured on
 * /pedidos, /funil and /menu: 1.8-3.0 s against 0.7-1.2 s). The screens have no iframes to merge.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** How far the page scrolls sideways (0 or less: it fits the window). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
