import { LOTE_PATH } from '@colabora/shared/contracts/lote';
import { EARLY_RESPONSES_KEY as SHARED_KEY, takeEarlyResponse } from '@colabora/shared/http';
import {
  dropEarlyResponses,
  EARLY_RESPONSES_KEY,
  earlyFirstRequestsSent,
  fetchEarlyOr,
  startEarlyRequests,
} from './early-requests';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const MANIFEST = '/remotes/pedidos/mf-manifest.json';

function storageWith(session: object | null): Storage {
  const storage = new Map<string, string>();
  if (session) storage.set('USER_INFO', JSON.stringify(session));
  return { getItem: (key: string) => storage.get(key) ?? null } as Storage;
}

const signedIn = storageWith({ token: 'tok', expiresAt: '2026-11-27T00:00:00Z', usuario: { idUsuario: 1 } });

/** A page whose server answers the menu with `rotas` and knows the pedidos remote (whose manifest may declare first requests). */
function page(rotas: string[], firstRequests?: Record<string, string[]>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn((url: string, init: RequestInit = {}) => {
    requests.push({ url, init });
    const lote = new URL(url, 'http://app.test');
    const body =
      lote.pathname === LOTE_PATH
        ? {
            success: true,
            message: '',
            data: lote.searchParams.getAll('get').map((one) => ({ url: one, status: 200, body: { id: one } })),
          }
        : url === '/api/Menu/me'
          ? { success: true, message: '', data: rotas.map((rota) => ({ rota })) }
          : url === '/remotes.json'
            ? { remote_pedidos: MANIFEST }
            : url === MANIFEST && firstRequests
              ? { id: url, metaData: { firstRequests } }
              : { id: url };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  const target = { location: { href: 'http://app.test/pedidos' }, fetch } as unknown as Window;
  return { target, fetch, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first requests of a signed-in screen, sent by main.js (issue #25)', () => {
  it('uses the key the shared HTTP client reads', () => {
    expect(EARLY_RESPONSES_KEY).toBe(SHARED_KEY);
  });

  it('signed out, sends nothing and says so (the entry then skips the zone data too)', () => {
    const { target, fetch } = page(['/pedidos']);
    expect(startEarlyRequests({ pathname: '/pedidos', storage: storageWith(null), target, now: NOW })).toBe(false);
    const expired = startEarlyRequests({
      pathname: '/pedidos',
      storage: storageWith({ token: 'old', expiresAt: '2026-11-25T00:00:00Z', usuario: {} }),
      target,
      now: NOW,
    });
    expect(expired).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(startEarlyRequests({ pathname: '/pedidos', storage: signedIn, target, now: NOW })).toBe(true);
  });

  it('sends the menu with the token and the remotes at once, then the allowed screen’s manifest; each answer is taken once', async () => {
    const { target, fetch, requests } = page(['/pedidos']);
    startEarlyRequests({ pathname: '/pedidos/', storage: signedIn, target, now: NOW });
    expect(requests.map((request) => request.url)).toEqual(['/api/Menu/me', '/remotes.json']);
    expect(new Headers(requests[0]?.init.headers).get('Authorization')).toBe('Bearer tok');

    // The HTTP client asks with the same token and gets the early answer, once.
    const menu = takeEarlyResponse('http://app.test/api/Menu/me', 'Bearer tok', target);
    expect(await (await menu)?.json()).toEqual({ success: true, message: '', data: [{ rota: '/pedidos' }] });
    expect(takeEarlyResponse('http://app.test/api/Menu/me', 'Bearer tok', target)).toBeUndefined();
    expect(takeEarlyResponse('/api/Menu/me', 'Bearer someone-else', target)).toBeUndefined();

    const manifest = await fetchEarlyOr(MANIFEST, {}, target);
    expect(await manifest.json()).toEqual({ id: MANIFEST });
    const remotes = await fetchEarlyOr('/remotes.json', {}, target);
    expect(await remotes.json()).toEqual({ remote_pedidos: MANIFEST });
    expect(requests.map((request) => request.url)).toEqual(['/api/Menu/me', '/remotes.json', MANIFEST]);
    expect(requests[2]?.init.cache).toBe('no-cache');

    // Asked again (a retry), the manifest comes from the network.
    await fetchEarlyOr(MANIFEST, {}, target);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('sends the GETs the screen’s manifest declares with the token, for the screen to take in any query order', async () => {
    const { target, requests } = page(['/pedidos'], {
      pedidos: ['/api/pedidos?pageSize=200&de={diaSP:-6}&ate={diaSP:0}'],
      funil: ['/api/funil'],
    });
    startEarlyRequests({ pathname: '/pedidos', storage: signedIn, target, now: NOW });
    for (let round = 0; round < 6; round += 1) await settle();
    const data = requests.find((request) => request.url.startsWith('/api/pedidos'));
    // 26 November 2026 at 09:00 in São Paulo: the last seven days, as the board opens.
    expect(data?.url).toBe('/api/pedidos?pageSize=200&de=2026-11-20&ate=2026-11-26');
    expect(new Headers(data?.init.headers).get('Authorization')).toBe('Bearer tok');
    expect(requests.some((request) => request.url === '/api/funil')).toBe(false);
    const taken = takeEarlyResponse(
      'http://app.test/api/pedidos?ate=2026-11-26&de=2026-11-20&pageSize=200',
      'Bearer tok',
      target,
    );
    expect(taken).toBeDefined();
  });

  it('sends several declared GETs as one request, and each is taken as if it had been asked alone', async () => {
    const { target, requests } = page(['/pedidos'], { pedidos: ['/api/pedidos?pageSize=200', '/api/produtos'] });
    startEarlyRequests({ pathname: '/pedidos', storage: signedIn, target, now: NOW });
    for (let round = 0; round < 6; round += 1) await settle();
    const sent = requests.filter((request) => request.url.startsWith('/api/') && request.url !== '/api/Menu/me');
    expect(sent.map((request) => new URL(request.url, 'http://app.test').pathname)).toEqual([LOTE_PATH]);
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe('Bearer tok');
    const produtos = await takeEarlyResponse('http://app.test/api/produtos', 'Bearer tok', target);
    expect(await produtos?.json()).toEqual({ id: '/api/produtos' });
    const pedidos = await takeEarlyResponse('http://app.test/api/pedidos?pageSize=200', 'Bearer tok', target);
    expect(await pedidos?.json()).toEqual({ id: '/api/pedidos?pageSize=200' });
    expect(takeEarlyResponse('http://app.test/api/produtos', 'Bearer someone-else', target)).toBeUndefined();
  });

  it('preloads the allowed screen’s code named by its manifest, beside its data', async () => {
    const { target } = page(['/pedidos'], { pedidos: [] });
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ path: './pedidos', assets: { js: { sync: ['expose.js'] }, css: { sync: [] } } }],
    };
    const fetch = target.fetch as jest.Mock;
    const base = fetch.getMockImplementation() as (url: string) => Promise<Response>;
    fetch.mockImplementation((url: string) =>
      url === MANIFEST ? Promise.resolve(new Response(JSON.stringify(manifest), { status: 200 })) : base(url),
    );
    const withDocument = Object.assign(target, { document });
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);
    startEarlyRequests({ pathname: '/pedidos', storage: signedIn, target: withDocument, now: NOW });
    // The federation runtime asks for the manifest before the early script has read it (main.js ran
    // first): it gets the answer only once the code has been asked for, so the requests are the
    // preloads' and the runtime's own are answered from them.
    const handedOver = fetchEarlyOr(MANIFEST, {}, withDocument).then((response) => ({ response, seen: preloaded() }));
    const { response, seen } = await handedOver;
    expect(seen).toEqual([
      'http://app.test/remotes/pedidos/expose.js',
      'http://app.test/remotes/pedidos/remoteEntry.js',
    ]);
    expect(await response.json()).toEqual(manifest);
    expect(fetch.mock.calls.filter(([url]) => url === MANIFEST)).toHaveLength(1);
  });

  it('says whether the screen’s data left from here; only when it did not is the screen’s -prefetch code preloaded', async () => {
    const manifestWith = (firstRequests: Record<string, string[]>) => ({
      metaData: { firstRequests, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [
        { path: './pedidos', assets: { js: { sync: ['tela.js'] }, css: { sync: [] } } },
        { path: './pedidos-prefetch', assets: { js: { sync: ['prefetch.js'] }, css: { sync: [] } } },
      ],
    });
    const preloadsFor = async (firstRequests: Record<string, string[]>) => {
      document.head.innerHTML = '';
      const { target } = page(['/pedidos']);
      const fetch = target.fetch as jest.Mock;
      const base = fetch.getMockImplementation() as (url: string) => Promise<Response>;
      fetch.mockImplementation((url: string) =>
        url === MANIFEST
          ? Promise.resolve(new Response(JSON.stringify(manifestWith(firstRequests)), { status: 200 }))
          : base(url),
      );
      const withDocument = Object.assign(target, { document });
      startEarlyRequests({ pathname: '/pedidos', storage: signedIn, target: withDocument, now: NOW });
      const sent = await earlyFirstRequestsSent(withDocument);
      const files = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
        link.href.replace('http://app.test/remotes/pedidos/', ''),
      );
      return { sent, files };
    };
    expect(await preloadsFor({ pedidos: ['/api/pedidos'] })).toEqual({
      sent: true,
      files: ['tela.js', 'remoteEntry.js'],
    });
    expect(await preloadsFor({ funil: ['/api/funil'] })).toEqual({
      sent: false,
      files: ['tela.js', 'prefetch.js', 'remoteEntry.js'],
    });
    // Refused by the menu, or a screen of the host: nothing left, and the answer is no.
    const { target } = page(['/chat']);
    startEarlyRequests({ pathname: '/pedidos', storage: signedIn, target, now: NOW });
    expect(await earlyFirstRequestsSent(target)).toBe(false);
    startEarlyRequests({ pathname: '/dashboard', storage: signedIn, target, now: NOW });
    expect(await earlyFirstRequestsSent(target)).toBe(false);
  });

  it('a route the menu refuses: nothing is fetched from its remote', async () => {
    const { target, requests } = page(['/chat']);
    startEarlyRequests({ pathname: '/pedidos', storage: signedIn, target, now: NOW });
    await settle();
    await settle();
    expect(requests.map((request) => request.url)).toEqual(['/api/Menu/me', '/remotes.json']);
  });

  it('once the first screen has settled, answers nobody took are dropped', async () => {
    const { target, fetch } = page(['/pedidos']);
    startEarlyRequests({ pathname: '/dashboard', storage: signedIn, target, now: NOW });
    dropEarlyResponses(target);
    expect(takeEarlyResponse('/api/Menu/me', 'Bearer tok', target)).toBeUndefined();
    await fetchEarlyOr('/remotes.json', {}, target);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
