/*
 * A signed-in screen's remote code, asked for as soon as its manifest is known (issue #25).
 *
 * The federation runtime fetches a remote's entry and the exposed module's files only once the
 * host's own start (React, the router, the shell: ~170 KB on a phone's link) has arrived and run;
 * the screen's code then costs another round trip and its bytes after that. The early script
 * (early-requests.ts) already has the manifest long before: from it, this file names the files the
 * runtime will ask for — the exposed module's and its prefetch's synchronous scripts and
 * stylesheets, and the remote entry — and preloads them with the same URLs and the same request
 * mode (no `crossorigin`: neither the runtime's script loader nor webpack's sets one), so the
 * runtime's later requests are answered from the preload cache instead of the network.
 */

/** The part of a remote's mf-manifest.json read here (@module-federation/enhanced's manifest). */
type ManifestLike = {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
};

export type RemoteCodeUrls = { scripts: string[]; styles: string[] };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/**
 * The absolute URLs of the files `modules` (e.g. `./funil`, `./funil-prefetch`) need before they run,
 * read from a remote's manifest fetched from `manifestUrl`. Nothing for a manifest of another shape.
 */
export function remoteCodeUrls(manifest: unknown, manifestUrl: string, modules: readonly string[]): RemoteCodeUrls {
  const { metaData, exposes } = (manifest ?? {}) as ManifestLike;
  if (!Array.isArray(exposes)) return { scripts: [], styles: [] };
  // publicPath "auto" (ours): the files sit beside the manifest, as the runtime resolves them.
  const publicPath = typeof metaData?.publicPath === 'string' ? metaData.publicPath : 'auto';
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const expose of exposes) {
    if (typeof expose.path !== 'string' || !modules.includes(expose.path)) continue;
    for (const file of strings(expose.assets?.js?.sync)) scripts.add(at(file));
    for (const file of strings(expose.assets?.css?.sync)) styles.add(at(file));
  }
  const entry = metaData?.remoteEntry;
  if (scripts.size > 0 && typeof entry?.name === 'string' && entry.name !== '') {
    const path = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/` : '';
    scripts.add(at(`${path}${entry.name}`));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Adds a `<link rel="preload">` per file to `doc`'s head (none twice). */
export function preloadRemoteCode(doc: Document, { scripts, styles }: RemoteCodeUrls): void {
  const present = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  const add = (href: string, as: 'script' | 'style') => {
    if (present.has(href)) return;
    present.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    doc.head.appendChild(link);
  };
  for (const href of styles) add(href, 'style');
  for (const href of scripts) add(href, 'script');
}
