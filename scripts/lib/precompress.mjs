// Brotli and gzip siblings (`main.3f2a9c1b.js.br`, `.gz`) of every compressible file of a built
// app, so servers send them without compressing on each request: the API through
// @fastify/static's `preCompressed` (pnpm start), the nginx images through `gzip_static on`.
//
// Incremental: a sibling carries its source's mtime, so a file webpack rewrote gets new siblings
// and an unchanged one is skipped; siblings whose source is gone (or no longer qualifies) are
// removed, so a server never sends a stale or orphaned copy.
//
//   node scripts/lib/precompress.mjs host/dist [remote-chat/dist ...]     (Dockerfiles use this)
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text-like files worth compressing. Images (png, jpg, webp, avif), fonts (woff2) and audio are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html?|json|svg|webmanifest|txt|xml|wasm|ico|ttf|otf)$/i;
/**
 * Below this a sibling saves a few hundred bytes at most (the same bound as nginx's
 * gzip_min_length in deploy/nginx/snippets/gzip.conf). Source maps are skipped on purpose: only
 * devtools fetch them, and they would triple the build's compression time.
 */
export const MIN_BYTES = 1024;
/**
 * Scripts and stylesheets get siblings whatever their size (issue #25): every one of them is on a
 * screen's way to usable, and the federation's small shared-module chunks (a few hundred bytes)
 * still shrink by a third. The saving rule below still drops a sibling that would not help.
 */
const ALWAYS_COMPRESSED = /\.(?:m?js|css)$/i;
/** A sibling must save at least this fraction of the original, or the original is sent. */
const MIN_SAVING = 0.05;

export const ENCODINGS = /** @type {const} */ (['br', 'gz']);

/** Should `name` (a file of `size` bytes) get compressed siblings? */
export function shouldPrecompress(name, size) {
  return COMPRESSIBLE.test(name) && (size >= MIN_BYTES || ALWAYS_COMPRESSED.test(name));
}

function compress(encoding, content) {
  if (encoding === 'gz') return gzipSync(content, { level: 9 });
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes the missing or outdated `.br`/`.gz` siblings under `dir` and removes stale ones.
 * @returns {{ files: number, written: number, removed: number, raw: number, br: number, gz: number }}
 *   files: sources that have siblings; raw/br/gz: their total sizes (bytes).
 */
export function precompressDir(dir) {
  const totals = { files: 0, written: 0, removed: 0, raw: 0, br: 0, gz: 0 };
  if (!existsSync(dir)) return totals;
  const all = [...walk(dir)];
  const present = new Set(all);
  for (const path of all) {
    const sibling = ENCODINGS.find((encoding) => path.endsWith(`.${encoding}`));
    if (sibling) {
      const source = path.slice(0, -(sibling.length + 1));
      // An orphan (its source was deleted) or the sibling of a file that no longer qualifies.
      if (!present.has(source) || !shouldPrecompress(source, statSync(source).size)) {
        rmSync(path);
        totals.removed += 1;
      }
      continue;
    }
    const stat = statSync(path);
    if (!shouldPrecompress(path, stat.size)) continue;
    let content;
    let counted = false;
    for (const encoding of ENCODINGS) {
      const target = `${path}.${encoding}`;
      const existing = existsSync(target) ? statSync(target) : undefined;
      let size = existing?.size;
      if (!existing || Math.abs(existing.mtimeMs - stat.mtimeMs) >= 1) {
        content ??= readFileSync(path);
        const compressed = compress(encoding, content);
        if (compressed.length > content.length * (1 - MIN_SAVING)) {
          if (existing) rmSync(target);
          continue;
        }
        writeFileSync(target, compressed);
        // Same mtime as the source: how the next run knows this sibling is current.
        utimesSync(target, stat.atime, stat.mtime);
        totals.written += 1;
        size = compressed.length;
      }
      if (!counted) {
        totals.files += 1;
        totals.raw += stat.size;
        counted = true;
      }
      totals[encoding] += size ?? 0;
    }
  }
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for the build log. */
export function describePrecompress(label, totals) {
  return (
    `✓ ${label}: ${totals.files} arquivos comprimidos (${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)})` +
    `${totals.written ? `, ${totals.written} gerados` : ''}${totals.removed ? `, ${totals.removed} removidos` : ''}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('uso: node scripts/lib/precompress.mjs <dist> [<dist> ...]');
    process.exit(2);
  }
  for (const dir of dirs) {
    if (!existsSync(dir)) {
      console.error(`${dir} não existe`);
      process.exit(1);
    }
    console.log(describePrecompress(dir, precompressDir(resolve(dir))));
  }
}
