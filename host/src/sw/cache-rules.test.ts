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
    '/remotes/chat/remoteEntry.js?v=latest',
  ])('never caches %s', (path) => expect(isNeverCached(url(path))).toBe(true));

  it.each([
    '/main.3f2a9c1b.js',
    '/remotes/pedidos/522.2f7324b9.js',
    '/assets/logo.0123abcd.png',
    '/remotes/pedidos/remoteEntry.js?v=0123abcd',
  ])('caches hashed %s first', (path) => expect(isHashedAsset(url(path))).toBe(true));

  it('caches the remote entry its manifest names for one build, never the bare one', () => {
    expect(isNeverCached(url('/remotes/chat/remoteEntry.js?v=0123abcd'))).toBe(false);
    expect(isNeverCached(url('/remotes/chat/remoteEntry.js'))).toBe(true);
  });

  it.each([
    '/index.html',
    '/manifest.webmanifest',
    '/remotes/chat/remoteEntry.js',
    '/remotes/chat/remoteEntry.js?v=latest',
    '/main.js',
  ])('does not treat %s as hashed', (path) => expect(isHashedAsset(url(path))).toBe(false));
});
