import { whenContentPainted } from './content-painted';

type Listener = (list: { getEntries(): unknown[] }) => void;

/** A browser that reports largest paints: `paint(element)` reports one. */
function browserReportingPaints() {
  let listener: Listener = () => undefined;
  const disconnect = jest.fn();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: Listener) {
      listener = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    paint: (element: Element) => listener({ getEntries: () => [{ entryType: 'largest-contentful-paint', element }] }),
    disconnect,
  };
}

describe('the screen’s own largest paint', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'PerformanceObserver');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'PerformanceObserver', original);
    else delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.body.innerHTML = '';
  });

  it('is waited for: the header’s brand does not count, a card in the screen’s area does', async () => {
    const browser = browserReportingPaints();
    document.body.innerHTML =
      '<header><a id="marca">Colabora</a></header><main id="conteudo"><p id="card">1× X-Burguer</p></main>';
    let painted = false;
    const waiting = whenContentPainted(5_000).then(() => (painted = true));
    browser.paint(document.getElementById('marca') as Element);
    await Promise.resolve();
    expect(painted).toBe(false);
    browser.paint(document.getElementById('card') as Element);
    await waiting;
    expect(browser.disconnect).toHaveBeenCalled();
  });

  it('is not waited for longer than its deadline, nor where the browser reports no such paints', async () => {
    browserReportingPaints();
    const started = Date.now();
    await whenContentPainted(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    await whenContentPainted(60_000);
  });
});
