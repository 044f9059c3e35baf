// `pnpm --filter @colabora/api build`: the API as one JavaScript file for production
// (dist/server.js, ESM, with a source map), run by plain `node`; tsx stays for development and tests.
// Our own code and @colabora/shared's contracts are bundled; every npm dependency stays external and
// is loaded from node_modules as usual (native addons such as sharp and argon2, PGlite's WASM files).
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(API, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@colabora/'));

rmSync(join(API, 'dist'), { recursive: true, force: true });
const started = Date.now();
const result = await build({
  entryPoints: [join(API, 'src/server.ts')],
  outfile: join(API, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // A package's subpaths too (pg-boss, valibot/…): external means "from node_modules at run time".
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS (if any) may call require(): give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `✓ api/dist/server.js: ${(bytes / 1024).toFixed(0)} KB (com o mapa) em ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
