import type { Mensagem } from '@colabora/shared/contracts';
import { Button, EmptyState, QueryState } from '@colabora/shared/ui';
import { formatDaySeparator, saoPauloDay } from '@colabora/shared/format';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useMensagens } from '../api/get-mensagens';
import { MessageBubble } from './message-bubble';

type Row = { kind: 'day'; key: string; label: string } | { kind: 'msg'; key: string; mensagem: Mensagem };

/** Close enough to the bottom that a new message should scroll into view. */
const STICK_PX = 120;

type Props = { idChat: number; onRetry?: (idMensagem: number) => void; retryingId?: number | null };

/**
 * A conversation's history, oldest at the top, rendered virtualised (only the rows on screen are
 * in the DOM, so 10,000 messages scroll like 10). Opens at the latest message; older pages load by
 * cursor at the top, keeping what was on screen in place; a new message scrolls into view when
 * the reader was already at the bottom.
 */
export function MessageList({ idChat, onRetry, retryingId }: Props) {
  const mensagens = useMensagens(idChat);
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  const rows = useMemo<Row[]>(() => {
    const oldestFirst = (mensagens.data?.pages ?? []).flatMap((page) => page.items).reverse();
    const out: Row[] = [];
    let day = '';
    for (const mensagem of oldestFirst) {
      const key = saoPauloDay(mensagem.criadoEm);
      if (key !== day) {
        day = key;
        out.push({ kind: 'day', key: `d${key}`, label: formatDaySeparator(mensagem.criadoEm) });
      }
      out.push({ kind: 'msg', key: `m${mensagem.idMensagem}`, mensagem });
    }
    return out;
  }, [mensagens.data]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? 36 : 72),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    initialRect: { width: 600, height: 600 },
  });

  // Older pages are prepended: keep the first row that was on screen where it was.
  const firstKey = useRef<string | null>(null);
  const rowCount = useRef(0);
  useLayoutEffect(() => {
    const previousFirst = firstKey.current;
    const added = previousFirst ? rows.findIndex((row) => row.key === previousFirst) : -1;
    if (added > 0 && rows.length > rowCount.current) virtualizer.scrollToIndex(added, { align: 'start' });
    else if (atBottom.current && rows.length) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    firstKey.current = rows[0]?.key ?? null;
    rowCount.current = rows.length;
  }, [rows, virtualizer]);

  useEffect(() => {
    atBottom.current = true;
  }, [idChat]);

  function onScroll() {
    const element = scrollRef.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    if (element.scrollTop < 200 && mensagens.hasNextPage && !mensagens.isFetchingNextPage) {
      void mensagens.fetchNextPage();
    }
  }

  return (
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
            <div className="inbox-history__inner" style={{ height: virtualizer.getTotalSize() }}>
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
                    {row.kind === 'day' ? (
                      <p className="inbox-day">{row.label}</p>
                    ) : (
                      <MessageBubble
                        mensagem={row.mensagem}
                        onRetry={onRetry}
                        retrying={retryingId === row.mensagem.idMensagem}
                      />
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </QueryState>
  );
}
