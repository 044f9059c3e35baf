import { useLayoutEffect, useRef } from 'react';
import { firstMessageOf, olderRowsAbove, type HistoryRowsProps } from './history-scroller';

/**
 * The history's rows in the page's own flow (a short history: history-scroller.ts). Opens at the
 * latest message and follows new ones while the reader is there; older rows added above keep the
 * message that was first where it was on screen.
 */
export function PlainHistoryRows({ rows, atBottom, firstMessage, scroller, renderRow }: HistoryRowsProps) {
  const inner = useRef<HTMLDivElement>(null);
  const firstTop = useRef(0);
  const rowAt = (index: number) => inner.current?.children[index] as HTMLElement | undefined;

  const opened = useRef(false);

  useLayoutEffect(() => {
    const element = inner.current?.parentElement;
    const remember = () => {
      firstMessage.current = firstMessageOf(rows);
      firstTop.current = rowAt(firstMessage.current?.index ?? -1)?.offsetTop ?? 0;
    };
    if (element && !opened.current && rows.length) {
      // Opening at the latest message: measured in the frame's own callback, which runs before
      // that frame is painted and lays the page out once. Measured here, inside React's commit,
      // it laid out the whole page first and made a phone's longest task of the inbox's first
      // screen twice as long (issue #25).
      opened.current = true;
      let measured = false;
      const frame = requestAnimationFrame(() => {
        measured = true;
        if (atBottom.current) element.scrollTop = element.scrollHeight;
        remember();
      });
      return () => {
        if (measured) return;
        // Rows changed before that frame: the next run opens the history instead.
        cancelAnimationFrame(frame);
        opened.current = false;
      };
    }
    const anchor = rowAt(olderRowsAbove(rows, firstMessage.current));
    // Older rows came in above: what grew above the old first message is scrolled past.
    if (element && anchor) element.scrollTop += anchor.offsetTop - firstTop.current;
    else if (element && atBottom.current && rows.length) element.scrollTop = element.scrollHeight;
    remember();
    return undefined;
  }, [rows, atBottom, firstMessage]);

  scroller.current = {
    toIndex: (index, align) => rowAt(index)?.scrollIntoView?.({ block: align === 'center' ? 'center' : align }),
  };

  return (
    <div ref={inner} className="inbox-history__inner">
      {rows.map((row) => (
        <div key={row.key} className="inbox-history__row inbox-history__row--plain">
          {renderRow(row)}
        </div>
      ))}
    </div>
  );
}
