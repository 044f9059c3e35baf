import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import { firstMessageOf, olderRowsAbove, type HistoryRowsProps } from './history-scroller';

/**
 * A long history's rows, virtualised: only the rows on screen are in the DOM, so 10,000 messages
 * scroll like 10 (loaded only for a history longer than PLAIN_HISTORY_MAX_ROWS). Opens at the
 * latest message; older pages prepended keep the first row that was on screen where it was.
 */
export default function VirtualHistoryRows({ rows, atBottom, firstMessage, scroller, renderRow }: HistoryRowsProps) {
  const inner = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => inner.current?.parentElement ?? null,
    estimateSize: (index) => (rows[index]?.kind === 'msg' ? 72 : 36),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    initialRect: { width: 600, height: 600 },
  });

  useLayoutEffect(() => {
    const added = olderRowsAbove(rows, firstMessage.current);
    if (added > 0) virtualizer.scrollToIndex(added, { align: 'start' });
    else if (atBottom.current && rows.length) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    firstMessage.current = firstMessageOf(rows);
  }, [rows, virtualizer, atBottom, firstMessage]);

  scroller.current = { toIndex: (index, align) => virtualizer.scrollToIndex(index, { align }) };

  return (
    <div ref={inner} className="inbox-history__inner" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="inbox-history__row"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderRow(row)}
          </div>
        );
      })}
    </div>
  );
}
