import {
  createAppConfig,
  createScriptConfig,
  CriticalCssManifestPlugin,
  HOST_START_CHUNKS,
  PreloadNamedChunksPlugin,
} from '@colabora/webpack-config';
import { join } from 'node:path';
import { InjectManifest } from 'workbox-webpack-plugin';

const app = createAppConfig({
  name: 'host',
  kind: 'host',
  dir: __dirname,
  devPort: 3000,
  title: 'Colabora',
  runtimePlugins: [join(__dirname, 'src/federation/timeout-runtime-plugin.ts')],
  devRemotes: {
    remote_pedidos: 'http://localhost:3001/mf-manifest.json',
    remote_chat: 'http://localhost:3002/mf-manifest.json',
    remote_admin: 'http://localhost:3003/mf-manifest.json',
    remote_marketing: 'http://localhost:3004/mf-manifest.json',
  },
  productionPlugins: [
    // The chunks every screen runs at start leave with main.js, not after it (issue #25).
    new PreloadNamedChunksPlugin({ chunks: HOST_START_CHUNKS }),
    // The stylesheets /acesso, rendered at build time, links in its <head> (scripts/prerender-acesso.tsx).
    new CriticalCssManifestPlugin({
      fileName: 'critical-css.json',
      resources: [/\/shared\/src\/ui\/(?:tokens|components)\.css$/, /\/host\/src\/app\/app\.css$/],
    }),
    new InjectManifest({
      swSrc: join(__dirname, 'src/sw/service-worker.ts'),
      swDest: 'sw.js',
      // Only hashed host files are precached; index.html and remotes are handled by routes.
      include: [/\.[0-9a-f]{8}\.js$/, /\.[0-9a-f]{8}\.css$/],
      exclude: [/\.map$/, /LICENSE/],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ],
});

/**
 * Scripts outside federation, built after the app (which cleans dist/): /acesso's first-load script
 * (ADR 0014) and the signed-in screens' first requests (ADR 0041), which scripts/prerender-acesso.tsx
 * puts in the documents.
 */
const firstLoadScripts = createScriptConfig({
  name: 'acesso-login',
  dir: __dirname,
  entry: {
    'acesso-login': 'src/acesso-login/enhance-login.ts',
    'early-requests': 'src/app/early-requests-entry.ts',
  },
  dependencies: ['host'],
});

export default [app, firstLoadScripts];
