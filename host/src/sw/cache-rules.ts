/**
 * Which requests the service worker may answer from its cache (issue 3 item 7, issue #25). Pure
 * functions, so the rules are unit-tested without a worker.
 */

/**
 * A remote's entry as its manifest names it for one build: `remoteEntry.js?v=<hash of its content>`
 * (tooling/webpack's VersionedRemoteEntryPlugin). Another build gives another URL, so it is as
 * immutable as a hashed chunk.
 */
export function isVersionedRemoteEntry(url: URL): boolean {
  return url.pathname.endsWith('/remoteEntry.js') && /^[0-9a-f]{8,}$/.test(url.searchParams.get('v') ?? '');
}

/**
 * Never cached: the API, the hubs, and the files that say where the remotes are and which build
 * they run (remotes.json, the manifests, an unversioned remoteEntry.js), so a redeployed remote is
 * picked up on the next load.
 */
export function isNeverCached(url: URL): boolean {
  const path = url.pathname;
  return (
    path.startsWith('/api/') ||
    path.startsWith('/pedidoshub') ||
    path.startsWith('/chathub') ||
    path === '/remotes.json' ||
    (path.endsWith('/remoteEntry.js') && !isVersionedRemoteEntry(url)) ||
    path.endsWith('/mf-manifest.json') ||
    path.endsWith('/sw.js')
  );
}

/** Content-hashed build output (`name.0123abcd.js`) or a versioned remote entry: immutable, so cache-first is safe. */
export function isHashedAsset(url: URL): boolean {
  return /\.[0-9a-f]{8,}\.(js|css|png|svg|jpe?g|webp|woff2?)$/.test(url.pathname) || isVersionedRemoteEntry(url);
}
