import { appStore, firstScreenShownAtom } from '@colabora/shared/session';
import { takeEarlyResponse } from '@colabora/shared/http';
import { EARLY_RESPONSES_KEY } from './early-requests';
import { noteScreenDrawn, settleFirstScreen } from './first-screen';
import { markFirstScreenShownWhenDrawn } from './mark-first-screen-shown';
import { queryClient } from './query-client';

const shown = () => appStore.get(firstScreenShownAtom);

/** Resolves when the atom turns true (or fails the test after 2 s). */
const becomesShown = () =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the first screen was never marked shown')), 2_000);
    const check = () => {
      if (!shown()) return;
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = appStore.sub(firstScreenShownAtom, check);
    check();
  });

describe('the first screen, as the app marks it shown', () => {
  it('is held from bootstrap until it settled, was drawn and its queries answered', async () => {
    // main.js's early answers: the screen's queries, started when it mounts, still take them while
    // it is not shown; once it is, what nobody took is dropped.
    const early = { take: jest.fn(() => Promise.resolve(new Response('[]'))) };
    (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_KEY] = early;
    const marked = markFirstScreenShownWhenDrawn(true);
    expect(shown()).toBe(false);

    settleFirstScreen();
    let answer: (value: string[]) => void = () => undefined;
    const inFlight = queryClient.fetchQuery({
      queryKey: ['lista-da-tela'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    noteScreenDrawn();
    // The screen's own query is still loading: the hubs and the secondary lists keep waiting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown()).toBe(false);
    expect(takeEarlyResponse('/api/lista', 'Bearer t')).toBeDefined();

    answer(['ok']);
    await inFlight;
    await becomesShown();
    await marked;
    expect(shown()).toBe(true);
    expect(takeEarlyResponse('/api/lista', 'Bearer t')).toBeUndefined();
  });
});
