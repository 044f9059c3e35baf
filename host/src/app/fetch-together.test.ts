import { LOTE_MAX_REQUESTS, LOTE_PARAM, LOTE_PATH } from '@colabora/shared/contracts/lote';
import { fetchTogether } from './fetch-together';

type Answer = { status: number; body: unknown };

/** A server that answers each GET from `alone`, and GET /api/lote with the answers of the GETs it names (or `batch`). */
function server(alone: Record<string, Answer>, batch?: (urls: string[]) => Response | Promise<Response>) {
  const asked: { url: string; init: RequestInit }[] = [];
  const fetcher = jest.fn(async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    const parsed = new URL(url, 'http://app.test');
    if (parsed.pathname === LOTE_PATH) {
      const urls = parsed.searchParams.getAll(LOTE_PARAM);
      if (batch) return batch(urls);
      const data = urls.filter((one) => alone[one]).map((one) => ({ url: one, ...alone[one] }));
      return new Response(JSON.stringify({ success: true, message: '', data }), { status: 200 });
    }
    const answer = alone[url] ?? { status: 404, body: { success: false, message: 'Não encontrado.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetcher, asked, paths: () => asked.map((request) => new URL(request.url, 'http://app.test').pathname) };
}

const FILAS = '/api/chats/filas';
const VISOES = '/api/chats/visoes';
const LISTA = '/api/chats?limit=30&status=aberta';
const INIT = { headers: { Authorization: 'Bearer tok' } };

const read = async (answer: Promise<Response> | undefined) => {
  const response = await answer;
  return { status: response?.status, body: (await response?.json()) as unknown };
};

describe('a screen’s first GETs in one request (GET /api/lote)', () => {
  it('sends them together with the token and answers each as if it had been asked alone', async () => {
    const { fetcher, asked } = server({
      [FILAS]: { status: 200, body: { success: true, message: '', data: ['Vendas'] } },
      [VISOES]: { status: 403, body: { success: false, message: 'Sem permissão.' } },
      [LISTA]: { status: 200, body: { success: true, message: '', data: [] } },
    });
    const answers = fetchTogether(fetcher, [LISTA, FILAS, VISOES], INIT);
    expect(asked).toHaveLength(1);
    const sent = new URL(asked[0]!.url, 'http://app.test');
    expect(sent.pathname).toBe(LOTE_PATH);
    expect(sent.searchParams.getAll(LOTE_PARAM)).toEqual([LISTA, FILAS, VISOES]);
    expect(asked[0]!.init).toBe(INIT);
    expect(await read(answers.get(FILAS))).toEqual({
      status: 200,
      body: { success: true, message: '', data: ['Vendas'] },
    });
    expect(await read(answers.get(VISOES))).toEqual({
      status: 403,
      body: { success: false, message: 'Sem permissão.' },
    });
    expect((await answers.get(LISTA))?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(asked).toHaveLength(1);
  });

  it('hands the answers over one per task, so whoever parses them does not do it all in one long task', async () => {
    const { fetcher } = server({
      [FILAS]: { status: 200, body: 'f' },
      [VISOES]: { status: 200, body: 'v' },
      [LISTA]: { status: 200, body: 'l' },
    });
    const handed: string[] = [];
    for (const [url, answer] of fetchTogether(fetcher, [LISTA, FILAS, VISOES], INIT)) {
      void answer.then(() => handed.push(url));
    }
    // The batch's answer has arrived and been read: nothing is handed over within that task.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(handed).toEqual([]);
    const task = () => new Promise((resolve) => setTimeout(resolve, 0));
    await task();
    expect(handed).toEqual([LISTA]);
    await task();
    expect(handed).toEqual([LISTA, FILAS]);
    await task();
    expect(handed).toEqual([LISTA, FILAS, VISOES]);
  });

  it('asks alone for what the batch left out, and for all of them when the batch failed', async () => {
    const photo = '/api/usuario/foto/me';
    const partial = server({ [FILAS]: { status: 200, body: 'filas' } });
    const answers = fetchTogether(partial.fetcher, [FILAS, photo], INIT);
    expect(await read(answers.get(FILAS))).toEqual({ status: 200, body: 'filas' });
    expect((await answers.get(photo))?.status).toBe(404);
    expect(partial.asked.map((request) => request.url).slice(1)).toEqual([photo]);
    expect(partial.asked[1]!.init).toBe(INIT);

    // An API without the route (404), a refused batch, an unreadable answer, no network.
    const failures: Array<() => Response | Promise<Response>> = [
      () => new Response('{"success":false}', { status: 404 }),
      () => new Response('not json', { status: 200 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const failure of failures) {
      const failed = server({ [FILAS]: { status: 200, body: 'f' }, [VISOES]: { status: 200, body: 'v' } }, failure);
      const alone = fetchTogether(failed.fetcher, [FILAS, VISOES], INIT);
      expect(await read(alone.get(FILAS))).toEqual({ status: 200, body: 'f' });
      expect(await read(alone.get(VISOES))).toEqual({ status: 200, body: 'v' });
      expect(failed.paths()).toEqual([LOTE_PATH, FILAS, VISOES]);
    }
  });

  it('sends one GET alone, and whatever the batch may not carry', async () => {
    const { fetcher, paths } = server({ [FILAS]: { status: 200, body: 'f' } });
    const single = fetchTogether(fetcher, [FILAS], INIT);
    expect(await read(single.get(FILAS))).toEqual({ status: 200, body: 'f' });
    expect(paths()).toEqual([FILAS]);

    const outside = server({});
    fetchTogether(outside.fetcher, ['/remotes.json', FILAS, VISOES], INIT);
    expect(outside.paths()).toEqual(['/remotes.json', LOTE_PATH]);
  });

  it('splits more GETs than one batch may carry', () => {
    const urls = Array.from({ length: LOTE_MAX_REQUESTS + 2 }, (_, index) => `/api/chats/${index + 1}`);
    const { fetcher, asked } = server({});
    fetchTogether(fetcher, urls, INIT);
    expect(
      asked.map((request) => new URL(request.url, 'http://app.test').searchParams.getAll(LOTE_PARAM).length),
    ).toEqual([LOTE_MAX_REQUESTS, 2]);
  });

  it('answers a status without a body, as the network would', async () => {
    const { fetcher } = server({ [FILAS]: { status: 204, body: null }, [VISOES]: { status: 200, body: 'v' } });
    const answer = await fetchTogether(fetcher, [FILAS, VISOES], INIT).get(FILAS);
    expect(answer?.status).toBe(204);
    expect(await answer?.text()).toBe('');
  });
});
