/** Set on #root by the build when the page was rendered ahead of time (scripts/prerender-acesso.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether #root holds this very route rendered ahead of time for a signed-out visitor: then the
 * app hydrates it; anything else (another route, a session) renders from scratch.
 */
export function canHydrate(container: HTMLElement, pathname: string, signedIn: boolean): boolean {
  return !signedIn && container.getAttribute(PRERENDERED_ATTRIBUTE) === pathname;
}
