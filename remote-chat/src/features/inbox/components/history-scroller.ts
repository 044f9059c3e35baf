import type { MutableRefObject, ReactNode } from 'react';
import type { HistoryRow } from '../lib/history-rows';

/** How the history's rows are drawn moves the reader: to a row, aligned at its start, centre or end. */
export type HistoryScroller = { toIndex(index: number, align: 'start' | 'center' | 'end'): void };

/**
 * What either way of drawing the history's rows (plain or virtualised) gets from the message list.
 * Both draw into the list's scrolling element, their rows' parent: they read it from there (on the
 * first commit the list's own ref is not attached yet, a child's effects running first).
 */
export type HistoryRowsProps = {
  rows: readonly HistoryRow[];
  /** Whether the reader is at the latest message: then new rows keep them there. */
  atBottom: MutableRefObject<boolean>;
  /**
   * The first message drawn last time (firstMessageOf), shared by both ways of
   * drawing: older rows added above it keep it in place, also when they make the history long
   * enough to be virtualised.
   */
  firstMessage: MutableRefObject<FirstMessage | null>;
  /** Set by the drawing to how it moves the reader (a quote's jump). */
  scroller: MutableRefObject<HistoryScroller | null>;
  renderRow: (row: HistoryRow) => ReactNode;
};

/**
 * Up to this many rows (three pages of messages and their separators) the history is drawn as
 * plain rows; a longer one is virtualised (history-virtual-rows.tsx, loaded then). Most
 * conversations never get there: drawing their first page plainly spares a phone the virtualizer's
 * 34 KB and its row-by-row measuring, the inbox's longest task on a first visit (issue #25).
 */
export const PLAIN_HISTORY_MAX_ROWS = 150;

/** The first message's row and where it was among the rows. */
export type FirstMessage = { key: string; index: number };

/**
 * The first message's row, the anchor when older pages come in: not a separator, since the day's
 * separator moves up above the older messages of that same day.
 */
export function firstMessageOf(rows: readonly HistoryRow[]): FirstMessage | null {
  const index = rows.findIndex((row) => row.kind === 'msg');
  const row = rows[index];
  return row ? { key: row.key, index } : null;
}

/** Where the last first message is now, when rows came in above it (older pages); else -1. */
export function olderRowsAbove(rows: readonly HistoryRow[], previous: FirstMessage | null): number {
  if (!previous) return -1;
  const now = rows.findIndex((row) => row.key === previous.key);
  return now > previous.index ? now : -1;
}
