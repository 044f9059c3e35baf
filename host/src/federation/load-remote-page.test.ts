import { createQueryClient } from '@colabora/shared/query';
import { FIRST_DATA_WAIT_MS, loadedRemotePage, loadRemotePage } from './load-remote-page';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));
jest.mock('./remote-registry', () => ({
  whenRemotesRegistered: () => Promise.resolve(),
  isRemoteRegistered: () => true,
  resetRemote: () => undefined,
}));

const Page = () => null;
let screens = 0;
/** A fresh exposed module each test (loaded pages are remembered by name). */
const ref = () => ({ remote: 'remote_chat', module: `./tela-${(screens += 1)}` });
const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading the first screen’s page with its data (issue #25)', () => {
  it('hands the page over only once its own prefetch has put the data main.js asked for in the cache', async () => {
    const data = deferred();
    const prefetch = jest.fn(() => data.promise);
    loadRemote.mockResolvedValueOnce({ default: Page, prefetch });
    const context = { queryClient: createQueryClient(), path: '/42' };
    const screen = ref();
    let handedOver = false;
    const loading = loadRemotePage(screen, { withFirstData: context }).then(() => {
      handedOver = true;
    });
    await flush();
    expect(prefetch).toHaveBeenCalledWith(context);
    expect(handedOver).toBe(false);
    expect(loadedRemotePage(screen)).toBeUndefined();
    data.resolve();
    await loading;
    expect(loadedRemotePage(screen)).toBe(Page);
  });

  it('shows the page with its own loading state when the data is late, and ignores a failed prefetch', async () => {
    jest.useFakeTimers();
    try {
      loadRemote.mockResolvedValueOnce({ default: Page, prefetch: () => new Promise(() => undefined) });
      const late = ref();
      const loading = loadRemotePage(late, { withFirstData: { queryClient: createQueryClient(), path: '/' } });
      await jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
      expect(loadedRemotePage(late)).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await expect(loading).resolves.toMatchObject({ default: Page });
    } finally {
      jest.useRealTimers();
    }
    loadRemote.mockResolvedValueOnce({ default: Page, prefetch: () => Promise.reject(new Error('500')) });
    await expect(
      loadRemotePage(ref(), { withFirstData: { queryClient: createQueryClient(), path: '/' } }),
    ).resolves.toMatchObject({ default: Page });
  });

  it('does not wait for data on any other load (a later visit, a hover)', async () => {
    const prefetch = jest.fn(() => new Promise(() => undefined));
    loadRemote.mockResolvedValueOnce({ default: Page, prefetch });
    await expect(loadRemotePage(ref())).resolves.toMatchObject({ default: Page });
    expect(prefetch).not.toHaveBeenCalled();
  });
});
