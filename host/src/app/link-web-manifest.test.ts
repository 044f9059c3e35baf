import { linkWebManifest } from './link-web-manifest';

describe('the web manifest of a page that left it out (issue #25)', () => {
  it('is linked later, once', () => {
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    linkWebManifest(document);
    linkWebManifest(document);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
