/**
 * Which requests the service worker may answer from its cache (issue 3 item 7). Pure functions,
 * so the rules are unit-tested without a worker.
 */

/** Never cached: the API, the hubs, and the files that say where the remotes are. */
export function isNeverCached(url: URL): boolean {
  const path = url.pathname;
  return (
    path.startsWith('/api/') ||
    path.startsWith('/pedidoshub') ||
    path.startsWith('/chathub') ||
    path === '/remotes.json' ||
    path.endsWith('/remoteEntry.js') ||
    path.endsWith('/mf-manifest.json') ||
    path.endsWith('/sw.js')
  );
}

/** Content-hashed build output (`name.0123abcd.js`): immutable, so cache-first is safe. */
export function isHashedAsset(url: URL): boolean {
  return /\.[0-9a-f]{8,}\.(js|css|png|svg|jpe?g|webp|woff2?)$/.test(url.pathname);
}
