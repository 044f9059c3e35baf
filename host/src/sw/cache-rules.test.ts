import { isHashedAsset, isNeverCached } from './cache-rules';

const url = (path: string) => new URL(path, 'https://colabora.test');

describe('service worker cache rules', () => {
  it.each([
    '/api/Menu/me',
    '/pedidoshub/negotiate',
    '/chathub',
    '/remotes.json',
    '/remotes/chat/remoteEntry.js',
    '/remotes/chat/mf-manifest.json',
  ])('never caches %s', (path) => expect(isNeverCached(url(path))).toBe(true));

  it.each(['/main.3f2a9c1b.js', '/remotes/pedidos/522.2f7324b9.js', '/assets/logo.0123abcd.png'])(
    'caches hashed %s first',
    (path) => expect(isHashedAsset(url(path))).toBe(true),
  );

  it.each(['/index.html', '/manifest.webmanifest', '/remotes/chat/remoteEntry.js', '/main.js'])(
    'does not treat %s as hashed',
    (path) => expect(isHashedAsset(url(path))).toBe(false),
  );
});
