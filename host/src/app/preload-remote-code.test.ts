import { preloadRemoteCode, remoteCodeUrls } from './preload-remote-code';

const MANIFEST_URL = 'http://app.test/remotes/marketing/mf-manifest.json';

/** As remote-marketing's build writes it (trimmed to what is read). */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js?v=e07c2984', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      path: './leads',
      assets: { js: { sync: ['1604.js', '__federation_expose_leads.js'], async: [] }, css: { sync: ['leads.css'] } },
    },
    {
      path: './funil',
      assets: {
        js: { sync: ['7791.js', '__federation_expose_funil.js'], async: ['7254.js'] },
        css: { sync: ['funil.css'], async: ['8640.css'] },
      },
    },
    { path: './funil-prefetch', assets: { js: { sync: ['7791.js', 'prefetch.js'] }, css: { sync: [] } } },
  ],
};

describe("a signed-in screen's remote code, preloaded from its manifest (issue #25)", () => {
  it("names the exposed module's and its prefetch's synchronous files and the remote entry, beside the manifest", () => {
    expect(remoteCodeUrls(manifest, MANIFEST_URL, ['./funil', './funil-prefetch'])).toEqual({
      scripts: [
        'http://app.test/remotes/marketing/7791.js',
        'http://app.test/remotes/marketing/__federation_expose_funil.js',
        'http://app.test/remotes/marketing/prefetch.js',
        'http://app.test/remotes/marketing/remoteEntry.js?v=e07c2984',
      ],
      styles: ['http://app.test/remotes/marketing/funil.css'],
    });
  });

  it('follows a publicPath and an entry path when the manifest names them', () => {
    const elsewhere = {
      ...manifest,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' }, publicPath: 'https://cdn.test/mkt/' },
    };
    expect(remoteCodeUrls(elsewhere, MANIFEST_URL, ['./leads']).scripts).toEqual([
      'https://cdn.test/mkt/1604.js',
      'https://cdn.test/mkt/__federation_expose_leads.js',
      'https://cdn.test/mkt/entry/remoteEntry.js',
    ]);
  });

  it('nothing for a module the manifest does not expose, or a manifest of another shape', () => {
    expect(remoteCodeUrls(manifest, MANIFEST_URL, ['./campanhas'])).toEqual({ scripts: [], styles: [] });
    expect(remoteCodeUrls({ id: 'x' }, MANIFEST_URL, ['./funil'])).toEqual({ scripts: [], styles: [] });
    expect(remoteCodeUrls(null, MANIFEST_URL, ['./funil'])).toEqual({ scripts: [], styles: [] });
  });

  it('adds one preload link per file, with no crossorigin (the runtime’s scripts have none), never twice', () => {
    const urls = remoteCodeUrls(manifest, MANIFEST_URL, ['./funil']);
    preloadRemoteCode(document, urls);
    preloadRemoteCode(document, urls);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.href])).toEqual([
      ['style', 'http://app.test/remotes/marketing/funil.css'],
      ['script', 'http://app.test/remotes/marketing/7791.js'],
      ['script', 'http://app.test/remotes/marketing/__federation_expose_funil.js'],
      ['script', 'http://app.test/remotes/marketing/remoteEntry.js?v=e07c2984'],
    ]);
    expect(links.every((link) => !link.hasAttribute('crossorigin'))).toBe(true);
  });
});
