import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder, found by walking up to its package.json. The same code runs from
 * `src/` (tsx: development and tests) and bundled into `dist/server.js` (production), at different
 * depths, so paths to the migrations or the repository never count `../` from the current file.
 */
function findApiRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@colabora/api'
    )
      return dir;
    if (dirname(dir) === dir) throw new Error('pasta do pacote @colabora/api não encontrada');
  }
}

export const API_ROOT = findApiRoot(dirname(fileURLToPath(import.meta.url)));
/** The repository (or the image's /repo): where the built apps and `.data/` live by default. */
export const REPO_ROOT = resolve(API_ROOT, '..');
