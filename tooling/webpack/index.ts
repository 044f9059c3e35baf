import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';
import { hostChunkGroups, remoteChunkGroups } from './chunk-groups';
import { FirstRequestsManifestPlugin } from './first-requests-manifest-plugin';
import { sharedDependencies } from './shared-dependencies';
import { VersionedRemoteEntryPlugin } from './versioned-remote-entry-plugin';

/** An SVG file as a data: URL (percent-encoded: smaller than base64 for SVG's text). */
const svgDataUrl = (file: string) => `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`;

export type AppKind = 'host' | 'remote';

export type AppConfigOptions = {
  /** Federation name: `host` or `remote_<x>`. */
  name: string;
  kind: AppKind;
  /** Absolute path of the app's folder. */
  dir: string;
  devPort: number;
  /** Remotes: one module per top-level route they own (DESIGN §2). */
  exposes?: Record<string, string>;
  /** Host only: the runtime plugins file (timeouts, …). */
  runtimePlugins?: string[];
  /** Host only: extra webpack plugins (service worker, …) added in production. */
  productionPlugins?: Configuration['plugins'];
  title?: string;
  /** Remotes: the GETs each screen's first render reads, written into the manifest (issue #25). */
  firstRequests?: Readonly<Record<string, readonly string[]>>;
  /** Host only: what /remotes.json answers on the dev server (remotes on ports 3001–3004). */
  devRemotes?: Record<string, string>;
};

// Loaders are this package's dependencies, not the app's: resolve them from here.
const localRequire = createRequire(__filename);

/**
 * The federation runtime core as an ES module. The host hands its runtime core to the remotes
 * (provideExternalRuntime); the plugin doing so is CommonJS and would otherwise pull the core's
 * CommonJS build beside the ES one the runtime uses: two copies of the largest part of main.js.
 */
const runtimeCoreEsm = createRequire(localRequire.resolve('@module-federation/enhanced/webpack'))
  .resolve('@module-federation/runtime-tools/runtime-core')
  .replace(/\.cjs$/, '.js');

type Argv = { mode?: 'development' | 'production' };

/**
 * The one webpack configuration every app builds with: swc for TypeScript, content-hashed
 * filenames, federation with the shared singletons and `loaded-first`, no build-time remotes.
 */
export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: Argv): Configuration => {
    const production = argv.mode !== 'development';
    const isHost = options.kind === 'host';
    const publicDir = join(options.dir, 'public');

    const swcLoader = {
      loader: localRequire.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2022',
        },
      },
    };

    return {
      name: options.name,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // Remotes need no entry of their own: the federation plugin emits remoteEntry.js.
      entry: isHost ? { main: join(options.dir, 'src/index.ts') } : {},
      context: options.dir,
      output: {
        path: join(options.dir, 'dist'),
        // Remotes resolve their chunks relative to wherever remoteEntry.js was served from.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        ...(isHost ? { alias: { '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm } } : {}),
      },
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader },
          {
            test: /\.css$/,
            // Production: real .css files (no CSS shipped inside JS); development: style-loader.
            use: [
              production ? MiniCssExtractPlugin.loader : localRequire.resolve('style-loader'),
              localRequire.resolve('css-loader'),
            ],
          },
          // A small SVG (the default photo the menu draws on every screen) goes inside the code that
          // draws it: as a file it was one more request before a phone's first screen (issue #25).
          { test: /\.svg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
          { test: /\.(png|jpe?g|gif|webp|ico|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
          // The host registers remotes at run time from /remotes.json (DESIGN §2).
          remotes: {},
          shared: sharedDependencies(options.dir),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          ...(options.runtimePlugins ? { runtimePlugins: options.runtimePlugins } : {}),
          experiments: {
            // One federation runtime in the page (issue #25): the host's. It puts its runtime core
            // on a global that the remotes' entries use instead of carrying a copy each.
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser builds: the runtime's Node.js branches are left out.
            optimization: { target: 'web' },
          },
        }),
        ...(isHost ? [] : [new VersionedRemoteEntryPlugin({ entry: 'remoteEntry.js', manifest: 'mf-manifest.json' })]),
        ...(options.firstRequests ? [new FirstRequestsManifestPlugin({ firstRequests: options.firstRequests })] : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: join(options.dir, 'src/index.html'),
                title: options.title ?? 'Colabora',
                scriptLoading: 'defer',
                // The favicon inside the page: as a file it took one of a phone's six connections
                // before the first screen's scripts (issue #25, host/src/app/link-web-manifest.ts).
                faviconDataUrl: svgDataUrl(join(publicDir, 'icons/icon.svg')),
              }),
            ]
          : []),
        ...(existsSync(publicDir)
          ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] })]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              ...(options.productionPlugins ?? []),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The host's start in a few named chunks (issue #25, ADR 0041). A remote's split chunks are
        // listed with each expose in its manifest, so the runtime fetches them beside the expose.
        ...(production && isHost ? { splitChunks: hostChunkGroups } : {}),
        ...(production && !isHost ? { splitChunks: remoteChunkGroups } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: options.devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        ...(options.devRemotes
          ? {
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app?.get('/remotes.json', (_request, response) => {
                  response.setHeader('Cache-Control', 'no-cache');
                  response.json(options.devRemotes);
                });
                return middlewares;
              },
            }
          : {}),
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(isHost
          ? {
              proxy: [
                { context: ['/api', '/healthz', '/readyz'], target: 'http://127.0.0.1:5000' },
                { context: ['/pedidoshub', '/chathub'], target: 'http://127.0.0.1:5000', ws: true },
              ],
            }
          : {}),
      },
    };
  };
}

export type ScriptConfigOptions = {
  /** Compiler name (the app's compiler is named after the app). */
  name: string;
  dir: string;
  /** Entry name → file, relative to `dir`. Emitted as `[name].[contenthash:8].js` into dist/. */
  entry: Record<string, string>;
  /** Compilers that must finish first (the app's, which cleans dist/). */
  dependencies?: string[];
};

/**
 * A plain script beside an app, outside module federation: no share scope, no runtime, so it
 * costs only its own bytes (the sign-in page's first-load script, ADR 0014). Same swc settings.
 */
export function createScriptConfig(options: ScriptConfigOptions) {
  return (_env: unknown, argv: Argv): Configuration => {
    const production = argv.mode !== 'development';
    return {
      name: options.name,
      ...(options.dependencies ? { dependencies: options.dependencies } : {}),
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: options.dir,
      entry: Object.fromEntries(Object.entries(options.entry).map(([name, file]) => [name, join(options.dir, file)])),
      output: {
        path: join(options.dir, 'dist'),
        publicPath: '/',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: localRequire.resolve('swc-loader'),
              options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
            },
          },
        ],
      },
      optimization: { moduleIds: 'deterministic', splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

export { CriticalCssManifestPlugin, type CriticalCssManifestOptions } from './critical-css-manifest-plugin';
export { HOST_START_CHUNKS } from './chunk-groups';
export { PreloadNamedChunksPlugin, type PreloadNamedChunksOptions } from './preload-named-chunks-plugin';
export { VersionedRemoteEntryPlugin, type VersionedRemoteEntryOptions } from './versioned-remote-entry-plugin';
