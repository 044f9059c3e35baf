/**
 * Writes dist/acesso.html: the host's index.html with the sign-in page already rendered inside
 * #root, so a first visit paints the form before any JavaScript arrives (issue #10: LCP on a phone
 * network). The browser then hydrates it (bootstrap.tsx) instead of rendering it again.
 * Run after the webpack build: `node --import tsx --import ./scripts/register-asset-hooks.mjs scripts/prerender-acesso.tsx`.
 */
import { appStore } from '@colabora/shared/session';
import { Toaster } from '@colabora/shared/ui';
import { Provider } from 'jotai';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { AppShell } from '../src/app/app-shell';
import { WEB_MANIFEST_HREF } from '../src/app/link-web-manifest';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';

const ROUTE = '/acesso';
const dist = join(__dirname, '..', 'dist');

async function renderToHtml(): Promise<string> {
  // The same tree as App, with the server's router: the DOM must match what the client hydrates.
  const { prelude } = await prerenderToNodeStream(
    <Provider store={appStore}>
      <StaticRouter location={ROUTE}>
        <AppShell />
      </StaticRouter>
      <Toaster />
    </Provider>,
  );
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          html += chunk.toString();
          callback();
        },
        final(callback) {
          resolve();
          callback();
        },
      }),
    );
    prelude.on('error', reject);
  });
  return html;
}

async function main(): Promise<void> {
  // As webpack wrote it (a second run of this script finds the early script already in it).
  const index = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    /<script async src="\/early-requests\.[^>]*><\/script>/,
    '',
  );
  // html-webpack-plugin minifies the template: the attribute may have lost its quotes.
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(index))
    throw new Error('dist/index.html sem <div id="root"></div>: o pré-render não sabe onde escrever.');
  const html = await renderToHtml();
  if (!html.includes('Acessar o sistema')) throw new Error('O pré-render de /acesso não contém a página de acesso.');
  // The shell's and the UI kit's stylesheets normally arrive with their JavaScript; the prerendered
  // page needs them for its first paint, or the layout would shift when they arrive.
  const stylesheets = JSON.parse(readFileSync(join(dist, 'critical-css.json'), 'utf8')) as string[];
  // One file since session 14 (the start chunks merged), as long as it holds both.
  if (stylesheets.length < 1) throw new Error('critical-css.json sem as folhas de estilo do shell e da UI.');
  const links = stylesheets.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  // The page gets its first-load script instead of the app's scripts, which it loads on the first
  // interaction (ADR 0014): data-app lists them, as html-webpack-plugin wrote them.
  const appScripts = [...index.matchAll(/<script defer(?:="?defer"?)? src="?([^" >]+)"?[^>]*><\/script>/g)];
  const srcs = appScripts.map((match) => match[1]).filter((src): src is string => !!src);
  if (srcs.length === 0)
    throw new Error('dist/index.html sem os scripts do app: o pré-render não sabe o que carregar depois.');
  const enhancer = readdirSync(dist).find((file) => /^acesso-login\.[0-9a-f]{8}\.js$/.test(file));
  if (!enhancer)
    throw new Error('dist/ sem acesso-login.<hash>.js: rode o build do host inteiro (webpack) antes do pré-render.');
  let page = index;
  for (const match of appScripts) page = page.replace(match[0], '');
  // The app's start chunks are preloaded by index.html for signed-in screens; /acesso must not pay
  // for them before its form is used (ADR 0014).
  page = page.replace(/<link rel="?preload"?[^>]*>/g, '');
  // index.html links its web manifest once its first screen is shown (link-web-manifest.ts); this
  // light page links it at once, so it is installable from the start.
  const manifest = `<link rel="manifest" href="${WEB_MANIFEST_HREF}">`;
  page = page
    .replace(
      '</head>',
      () => `${manifest}${links}<script defer src="/${enhancer}" data-app="${srcs.join(' ')}"></script></head>`,
    )
    .replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${ROUTE}">${html}</div>`);
  writeFileSync(join(dist, 'acesso.html'), page);
  // Every other document starts with the signed-in screens' first requests, before main.js and
  // without waiting for the document to finish (async): signed out, it does nothing (ADR 0041).
  const early = readdirSync(dist).find((file) => /^early-requests\.[0-9a-f]{8}\.js$/.test(file));
  if (!early) throw new Error('dist/ sem early-requests.<hash>.js: rode o build do host inteiro (webpack) antes.');
  const firstAppScript = appScripts[0]?.[0];
  if (!firstAppScript) throw new Error('dist/index.html sem o script do app.');
  writeFileSync(
    join(dist, 'index.html'),
    index.replace(
      firstAppScript,
      () => `<script async src="/${early}" fetchpriority="high"></script>${firstAppScript}`,
    ),
  );
  console.log(`host: ${ROUTE} pré-renderizada em dist/acesso.html (${(html.length / 1024).toFixed(1)} KB de HTML)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
