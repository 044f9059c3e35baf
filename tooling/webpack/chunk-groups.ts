import type { Configuration } from 'webpack';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;

type ModuleLike = { identifier(): string; resource?: string };

/**
 * The source file of a module, stylesheets included: mini-css-extract's modules have no
 * `resource`, their identifier is the loader chain ('css/mini-extract|…!/path/app.css|0|||}}').
 */
function sourceOf(module: ModuleLike): string {
  const raw = module.resource ?? module.identifier().split('!').pop()?.split('|')[0] ?? '';
  return raw.replaceAll('\\', '/');
}

/** A module's path inside pnpm's store, as `node_modules/.pnpm/<name>@<version>/node_modules/<name>/…`. */
const inPackages = (names: string[]) => {
  const pattern = new RegExp(`/node_modules/(?:${names.join('|')})/`);
  return (module: ModuleLike) => pattern.test(sourceOf(module));
};

/**
 * Libraries only the shell uses: the federation runtime's API. Every `@module-federation/*`
 * package: the runtime itself is in main.js, but the facade `@module-federation/enhanced/runtime`
 * resolves to (in `runtime-tools`) was left in a file of its own, `bootstrap`, one more request
 * (session 14). The toasts (react-hot-toast, goober) and the service worker's window side
 * (workbox-window) were here too; they now load once the first screen is shown, each in a file of
 * its own (shared/src/ui/toast-library.ts, register-service-worker.ts): the first screen no longer
 * downloads them, and they are asked for after the moment Lighthouse takes as the largest paint.
 */
const shellLibraries = inPackages(['@module-federation/[a-z-]+']);

/**
 * The host's signed-in start in a handful of files instead of about forty (issue #25, ADR 0024).
 *
 * Module federation gives every shared module (and every `@colabora/shared/<x>` subpath) a chunk
 * of its own, twice over (the provided module and the consumed fallback): a signed-in screen
 * fetched 30+ scripts of 0.2–55 KB before it was usable. On a phone each request costs a round
 * trip, and over HTTP/1.1 six at a time, which kept LCP above 4 s on Lighthouse's simulated 4G
 * even when the main thread was idle. Here the modules every signed-in screen runs at start go into
 * two named chunks: React DOM (the largest single evaluation, kept apart so it is its own task) and
 * `start`: the other libraries, `@colabora/shared` and the host's own shell, which were three
 * chunks until session 14. Lighthouse's simulation shares the link equally among the requests in
 * flight, so each file's round trips took bandwidth from React DOM, whose arrival ends LCP: as one
 * file (with one stylesheet) they gave /pedidos and /funil about 100 ms. A shared module still
 * resolves through the federation runtime (the named chunk is simply the chunk its factory lives
 * in), so the remotes still consume the host's singletons. Libraries only some screens use
 * (SignalR, forms, the cropper, the sound engine) keep chunks of their own and load when wanted.
 */
export const hostChunkGroups: SplitChunks = {
  chunks: 'async',
  cacheGroups: {
    default: false,
    defaultVendors: false,
    reactDom: {
      name: 'react-dom',
      test: inPackages(['react-dom', 'scheduler']),
      priority: 40,
      enforce: true,
    },
    libraries: {
      name: 'start',
      test: inPackages([
        'react',
        'react-router',
        'react-router-dom',
        '@remix-run/router',
        'jotai',
        'ky',
        '@tanstack/react-query',
        '@tanstack/query-core',
        'valibot',
      ]),
      priority: 30,
      enforce: true,
    },
    colaboraShared: {
      name: 'start',
      // Everything of shared/src the host runs, but the parts a gesture or one page asks for.
      test: (module: ModuleLike) =>
        /\/shared\/src\//.test(sourceOf(module)) && !/\/shared\/src\/(?:sound|ui\/square-crop)/.test(sourceOf(module)),
      priority: 20,
      enforce: true,
    },
    shell: {
      name: 'start',
      // The signed-in frame: router wiring, the menu (with its presence switch: else a file of its own
      // fetched only once the menu rendered), the remote loader, session, notices, toasts, the service
      // worker's registration. Not what only a click starts (the push subscription): every kilobyte
      // here is downloaded before a phone's first screen.
      test: (module: ModuleLike) =>
        /\/host\/(?:package\.json$|src\/assets\/default-avatar|src\/(?:bootstrap\.tsx|acesso-login\/handoff\.ts|sw\/cache-rules\.ts|pages\/(?:host-page-view|not-found-page|sign-in-to-see-page|access-denied-page)\.tsx|features\/profile\/photo-version-atom\.ts|(?:app|routes|federation|features\/(?:menu|session|realtime|chat-notices|presenca|install|service-worker))\/|features\/push\/(?!setup-push)))/.test(
          sourceOf(module),
        ) || shellLibraries(module),
      priority: 10,
      enforce: true,
    },
  },
};

/**
 * The chunks every screen of the app runs at start: index.html preloads them. What main.js imports
 * to start the app (host/src/index.ts, chunk name `bootstrap`) is all in them: no file of its own.
 */
export const HOST_START_CHUNKS = ['react-dom', 'start'];

/**
 * A remote's split chunks (issue #25): its libraries (valibot, the virtualizer) no longer get chunks
 * of their own. On a phone's HTTP/1.1 link every extra file before a screen is a round trip: the
 * inbox came in seven scripts and now in four or five. Code two of a remote's exposes share (a
 * screen and its `-prefetch`: the query options, the contracts) keeps webpack's default shared
 * chunk, so a first visit does not download it twice.
 */
export const remoteChunkGroups: SplitChunks = {
  chunks: 'async',
  cacheGroups: { defaultVendors: false },
};
