import { loadedImmutableAssets } from './keep-loaded-code';

const ORIGIN = 'https://colabora.test';
const entry = (path: string, initiatorType: string, origin = ORIGIN) =>
  ({ name: `${origin}${path}`, initiatorType }) as unknown as PerformanceEntry;

describe('the code a page asks its service worker to keep', () => {
  it('lists the hashed chunks, stylesheets and versioned remote entries it loaded, once each', () => {
    expect(
      loadedImmutableAssets(
        [
          entry('/main.3f2a9c1b.js', 'script'),
          entry('/remotes/pedidos/522.2f7324b9.js', 'script'),
          entry('/remotes/pedidos/522.2f7324b9.js', 'script'),
          entry('/remotes/pedidos/remoteEntry.js?v=0123abcd', 'script'),
          entry('/98.87092085.css', 'link'),
        ],
        ORIGIN,
      ),
    ).toEqual([
      `${ORIGIN}/main.3f2a9c1b.js`,
      `${ORIGIN}/remotes/pedidos/522.2f7324b9.js`,
      `${ORIGIN}/remotes/pedidos/remoteEntry.js?v=0123abcd`,
      `${ORIGIN}/98.87092085.css`,
    ]);
  });

  it('leaves out what may change and what is not ours: API answers, manifests, other origins', () => {
    expect(
      loadedImmutableAssets(
        [
          entry('/api/pedidos', 'fetch'),
          entry('/remotes/chat/mf-manifest.json', 'fetch'),
          entry('/remotes/chat/remoteEntry.js', 'script'),
          entry('/x.3f2a9c1b.js', 'script', 'https://cdn.example'),
        ],
        ORIGIN,
      ),
    ).toEqual([]);
  });
});
