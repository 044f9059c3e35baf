import { isHashedAsset } from '../../sw/cache-rules';

/**
 * The immutable files this page has loaded so far (the host's and the remotes' hashed chunks and
 * stylesheets, the remotes' versioned entries), as the browser's resource timings list them.
 * @example loadedImmutableAssets(performance.getEntriesByType('resource'), location.origin)
 */
export function loadedImmutableAssets(entries: readonly PerformanceEntry[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    const { initiatorType } = entry as PerformanceResourceTiming;
    if (initiatorType !== 'script' && initiatorType !== 'link' && initiatorType !== 'css') continue;
    const url = new URL(entry.name);
    if (url.origin === origin && isHashedAsset(url)) urls.add(url.href);
  }
  return [...urls];
}

/**
 * Asks the active service worker to keep the code this page fetched before the worker controlled
 * it (issue #25): on the first visit the screen's remote chunks arrive before the worker is
 * installed, so without this the second visit would fetch them again. The worker's router answers
 * workbox's CACHE_URLS message with the same cache-first route it uses for fetches.
 */
export async function keepLoadedCode(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const registration = await container.ready;
  const urlsToCache = loadedImmutableAssets(performance.getEntriesByType('resource'), window.location.origin);
  if (urlsToCache.length) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
