import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
};

/**
 * The parts of `@colabora/shared` that hold state the whole page must agree on: the session store,
 * the HTTP client and its early answers, the QueryClient helpers, the hub connections, the sound
 * engine, the UI kit (its toaster), and the router (its contexts: `react-router-dom` is bundled
 * into `@colabora/shared/router`, which names the parts the apps use, instead of being shared whole;
 * see that module). Also valibot, through `@colabora/shared/schema`: no state, but one copy per page
 * instead of one per app, and only what that module names (session 14). `contracts` and `format`
 * are pure functions and schemas:
 * they are bundled into each app that imports them instead (ADR 0041). Shared, each of their files
 * was a module the federation runtime negotiated and a chunk fetched after the remote's code had
 * run — one more round trip before a screen could ask for its data (issue #25).
 */
export const STATEFUL_SHARED_SUBPATHS = [
  'http',
  'query',
  'session',
  'realtime',
  'router',
  'schema',
  'sound',
  'ui',
] as const;

/**
 * The federation singletons (DESIGN §2). Every app declares the same list so exactly one copy of
 * each runs in the page, whoever loads first (`loaded-first`). Prefix keys ending in '/' cover
 * deep imports (react/jsx-runtime, react-dom/client, jotai/utils, …).
 */
export function sharedDependencies(appDir: string): Record<string, SharedConfig> {
  const appPkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const require = createRequire(join(appDir, 'package.json'));
  const versionOf = (name: string): string => {
    const pkgJson = require.resolve(`${name}/package.json`);
    return (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
  };
  const range = (name: string): string => {
    const declared = appPkg.dependencies?.[name];
    return declared && !declared.startsWith('workspace:') ? declared : `^${versionOf(name)}`;
  };

  const singleton = (name: string): SharedConfig => ({ singleton: true, requiredVersion: range(name) });
  const sharedPkgVersion = versionOf('@colabora/shared');
  const colaboraShared: SharedConfig = {
    singleton: true,
    version: sharedPkgVersion,
    requiredVersion: `^${sharedPkgVersion}`,
  };

  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    ky: singleton('ky'),
    '@microsoft/signalr': singleton('@microsoft/signalr'),
    // The host owns the one QueryClient; remotes must read it through the same React context.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    ...Object.fromEntries(STATEFUL_SHARED_SUBPATHS.map((subpath) => [`@colabora/shared/${subpath}`, colaboraShared])),
  };
}
