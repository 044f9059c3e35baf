import { execFileSync, spawn } from 'node:child_process';
import { realpathSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../render-nginx';
import type { Topology } from '../topology';

/**
 * A new release of remote-marketing, built as its Dockerfile builds it (webpack, then the .gz/.br
 * siblings), with one visible change (webpack.config.cjs). Resolves with the build's folder.
 */
export function buildMarketingRelease(out: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pnpm',
      ['exec', 'webpack', '--mode', 'production', '-c', join(__dirname, 'webpack.config.cjs')],
      {
        cwd: join(REPO, 'remote-marketing'),
        env: { ...process.env, REDEPLOY_OUT: out, NODE_OPTIONS: '--import=tsx' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build da nova versão de remote-marketing falhou:\n${log}`));
      execFileSync(process.execPath, [join(REPO, 'scripts/lib/precompress.mjs'), out]);
      resolve(out);
    });
  });
}

/** Points the symlink at `path` to `target` in one atomic rename. */
function swap(path: string, target: string): void {
  const next = `${path}.next`;
  symlinkSync(target, next);
  renameSync(next, path);
}

/**
 * Deploys a folder to remote-marketing's nginx only, as replacing its container with an image
 * built with PREVIOUS_RELEASE = the running one does (its Dockerfile): the release that was
 * serving becomes the kept previous one, then the new files answer (each an atomic rename of the
 * symlink that plays the container's folder). The host and the other remotes are not touched.
 */
export function deployMarketing(topology: Topology, dist: string): void {
  const html = topology.htmlRoot('remote-marketing');
  swap(topology.previousRoot('remote-marketing'), realpathSync(html));
  swap(html, dist);
}
