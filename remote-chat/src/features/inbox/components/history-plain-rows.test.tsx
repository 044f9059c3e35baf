import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import type { HistoryRow } from '../lib/history-rows';
import { PlainHistoryRows } from './history-plain-rows';
import type { FirstMessage, HistoryScroller } from './history-scroller';

const day = (key: string): HistoryRow => ({ kind: 'day', key, label: key });

function History({ rows }: { rows: readonly HistoryRow[] }) {
  const atBottom = useRef(true);
  const firstMessage = useRef<FirstMessage | null>(null);
  const scroller = useRef<HistoryScroller | null>(null);
  return (
    <div data-testid="scrolling">
      <PlainHistoryRows
        rows={rows}
        atBottom={atBottom}
        firstMessage={firstMessage}
        scroller={scroller}
        renderRow={(row) => row.key}
      />
    </div>
  );
}

/** jsdom lays nothing out: the history's height is given, and each read of it counted. */
function historyHeight(height: number) {
  const reads = jest.fn(() => height);
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: reads });
  return reads;
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('a short history drawn in the page', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  });

  it('opens at the latest message, measured in the next frame rather than inside the commit', async () => {
    const reads = historyHeight(900);
    const { getByTestId, rerender } = render(<History rows={[day('Hoje'), day('b')]} />);
    // Measuring during React's commit lays the whole page out there (issue #25).
    expect(reads).not.toHaveBeenCalled();
    await nextFrame();
    expect(getByTestId('scrolling').scrollTop).toBe(900);

    // A new row at the bottom, the reader there: followed at once.
    historyHeight(1_000);
    rerender(<History rows={[day('Hoje'), day('b'), day('c')]} />);
    expect(getByTestId('scrolling').scrollTop).toBe(1_000);
  });

  it('still opens at the latest message when its rows change before that frame', async () => {
    historyHeight(500);
    const { getByTestId, rerender } = render(<History rows={[day('Hoje')]} />);
    rerender(<History rows={[day('Hoje'), day('b')]} />);
    await nextFrame();
    expect(getByTestId('scrolling').scrollTop).toBe(500);
  });
});
