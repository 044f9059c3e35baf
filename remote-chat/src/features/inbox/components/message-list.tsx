import type { Mensagem } from '@colabora/shared/contracts';
import { Button, EmptyState, QueryState, showToast } from '@colabora/shared/ui';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useMensagens } from '../api/get-mensagens';
import { historyRows, type HistoryRow } from '../lib/history-rows';
import { PlainHistoryRows } from './history-plain-rows';
import {
  PLAIN_HISTORY_MAX_ROWS,
  type FirstMessage,
  type HistoryRowsProps,
  type HistoryScroller,
} from './history-scroller';
import { MessageBubble } from './message-bubble';

/** Close enough to the bottom that a new message should scroll into view. */
const STICK_PX = 120;
/** Close enough to the top that older messages load. */
const OLDER_PX = 200;

type Props = {
  idChat: number;
  onRetry?: (idMensagem: number) => void;
  retryingId?: number | null;
  /** Answer a message quoting it (absent for a read-only profile). */
  onReply?: (mensagem: Mensagem) => void;
};

/**
 * A conversation's history, oldest at the top: drawn plainly while short, virtualised once long
 * (only the rows on screen are in the DOM, so 10,000 messages scroll like 10; history-scroller.ts).
 * Opens at the latest message; older pages load by cursor at the top, keeping what was on screen in
 * place; a new message scrolls into view when the reader was already at the bottom. Clicking a
 * quote goes to the quoted message, loading older pages until it is there.
 */
export function MessageList({ idChat, onRetry, retryingId, onReply }: Props) {
  const mensagens = useMensagens(idChat);
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstMessage = useRef<FirstMessage | null>(null);
  const scroller = useRef<HistoryScroller | null>(null);
  // The quoted message to go to, and the one just reached (highlighted for a moment).
  const [quoteTarget, setQuoteTarget] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);

  const rows = useMemo<HistoryRow[]>(
    () => historyRows((mensagens.data?.pages ?? []).flatMap((page) => page.items).reverse()),
    [mensagens.data],
  );

  useEffect(() => {
    atBottom.current = true;
    setQuoteTarget(null);
  }, [idChat]);

  // Only a history longer than PLAIN_HISTORY_MAX_ROWS is virtualised (history-scroller.ts); its
  // code is fetched half-way there, so it is in when needed and the rows switch drawing in the
  // very render that made them long, anchored on the reader's place. Until it is in, they stay plain.
  const [VirtualHistoryRows, setVirtualHistoryRows] = useState<ComponentType<HistoryRowsProps> | null>(null);
  const longish = rows.length > PLAIN_HISTORY_MAX_ROWS / 2;
  useEffect(() => {
    if (!longish || VirtualHistoryRows) return;
    let current = true;
    void import('./history-virtual-rows').then((module) => current && setVirtualHistoryRows(() => module.default));
    return () => {
      current = false;
    };
  }, [longish, VirtualHistoryRows]);

  // The history gets shorter when the composer grows (a quoted reply above it): a reader at the
  // bottom stays there, so the message being answered is not hidden behind the composer.
  const loaded = mensagens.isSuccess;
  useEffect(() => {
    const element = scrollRef.current;
    if (!loaded || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded]);

  // Going to a quoted message: scrolled to once loaded (older pages fetched until it is), then
  // highlighted so the eye finds it.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = mensagens;
  useEffect(() => {
    if (quoteTarget === null) return;
    const index = rows.findIndex((row) => row.kind === 'msg' && row.mensagem.idMensagem === quoteTarget);
    if (index >= 0) {
      atBottom.current = false;
      scroller.current?.toIndex(index, 'center');
      setHighlighted(quoteTarget);
      setQuoteTarget(null);
    } else if (hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
    } else {
      setQuoteTarget(null);
      showToast.info('A mensagem citada não está mais nesta conversa.');
    }
  }, [quoteTarget, rows, hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), 2_000);
    return () => clearTimeout(timer);
  }, [highlighted]);

  // A reader left at the top keeps getting older pages: a refetch (a hub's reconnect) that lands
  // while one is loading replaces it, and no scroll event would come to ask again.
  const fetching = mensagens.isFetching;
  useEffect(() => {
    const element = scrollRef.current;
    if (fetching || !hasNextPage || !element || atBottom.current || element.scrollTop >= OLDER_PX) return;
    void fetchNextPage();
  }, [fetching, hasNextPage, fetchNextPage]);

  function onScroll() {
    const element = scrollRef.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    if (element.scrollTop < OLDER_PX && mensagens.hasNextPage && !mensagens.isFetchingNextPage) {
      void mensagens.fetchNextPage();
    }
  }

  const renderRow = (row: HistoryRow) =>
    row.kind === 'day' ? (
      <p className="inbox-day">{row.label}</p>
    ) : row.kind === 'recuperadas' ? (
      <p className="inbox-recuperadas">{row.label}</p>
    ) : row.kind === 'marco' ? (
      <p className="inbox-marco">{row.label}</p>
    ) : (
      <div className={highlighted === row.mensagem.idMensagem ? 'inbox-msg--destaque' : undefined}>
        <MessageBubble
          mensagem={row.mensagem}
          onRetry={onRetry}
          retrying={retryingId === row.mensagem.idMensagem}
          onOpenQuote={setQuoteTarget}
          onReply={onReply}
        />
      </div>
    );
  const drawing = { rows, atBottom, firstMessage, scroller, renderRow };

  return (
    // The history's place in the column is kept while it loads, so the composer below it is drawn
    // where it stays: a loading state of its own height had the composer jump down once the
    // messages came (a layout shift on a first visit).
    <div className="inbox-history-slot">
      <QueryState
        query={mensagens}
        loadingLabel="Carregando mensagens…"
        errorMessage="Não foi possível carregar as mensagens."
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState icon="chat" title="Nenhuma mensagem ainda" description="Escreva a primeira mensagem abaixo." />
        }
      >
        {() => (
          <div className="inbox-history-frame">
            {mensagens.hasNextPage ? (
              <div className="inbox-history__older">
                <Button
                  size="sm"
                  variant="ghost"
                  loading={mensagens.isFetchingNextPage}
                  onClick={() => void mensagens.fetchNextPage()}
                >
                  Carregar mensagens anteriores
                </Button>
              </div>
            ) : null}
            <div
              ref={scrollRef}
              className="inbox-history"
              onScroll={onScroll}
              role="log"
              aria-label="Mensagens da conversa"
              aria-live="polite"
              data-testid="inbox-history"
            >
              {VirtualHistoryRows && rows.length > PLAIN_HISTORY_MAX_ROWS ? (
                <VirtualHistoryRows {...drawing} />
              ) : (
                <PlainHistoryRows {...drawing} />
              )}
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
