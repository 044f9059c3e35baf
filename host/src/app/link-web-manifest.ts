/*
 * The web manifest of the signed-in document (issue #25). A phone's browser opens six connections
 * to the server; the manifest, the icon it lists and the favicon took three of them at the very
 * start, so a screen's scripts waited about 300 ms on Lighthouse's simulated 4G for a free one.
 * index.html now carries its favicon inside it (a small SVG, tooling/webpack) and no manifest link:
 * this links it once the first screen is shown. The app stays installable, a moment later: Chrome
 * reads a manifest linked after load just the same, and the install prompt (install-prompt.ts)
 * fires then. /acesso keeps its link in the page (prerender-acesso.tsx): it has connections to spare.
 */

/** Where the app's web manifest is served (host/public). */
export const WEB_MANIFEST_HREF = '/manifest.webmanifest';

/** Links the web manifest, unless the page already has it. */
export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_HREF;
  doc.head.appendChild(link);
}
