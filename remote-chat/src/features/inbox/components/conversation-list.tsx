import type { ChatStatus } from '@colabora/shared/contracts';
import { Button, EmptyState, QueryState, useDebouncedValue } from '@colabora/shared/ui';
import { useMemo, useState } from 'react';
import type { ChatFiltros } from '../api/chats-cache';
import { useChats } from '../api/get-chats';

import { ConversationListItem } from './conversation-list-item';

/** The list's tabs: each a set of statuses (Todas: every status). */
const TABS: readonly { id: string; label: string; status: ChatStatus[] }[] = [
  { id: 'abertas', label: 'Abertas', status: ['aberta'] },
  { id: 'pendentes', label: 'Pendentes', status: ['pendente'] },
  { id: 'resolvidas', label: 'Resolvidas', status: ['resolvida'] },
  { id: 'todas', label: 'Todas', status: [] },
];

/** `canUpdate`: the user may change conversations (the items offer Atender). */
type Props = { selectedId: number | null; canUpdate: boolean };

/**
 * The conversations, newest activity first, by status tab, "só as minhas" and a search over name,
 * phone and message text; more load by cursor. Hub events keep it current (useChatListEvents).
 */
export function ConversationList({ selectedId, canUpdate }: Props) {
  const [tab, setTab] = useState('abertas');
  const [minhas, setMinhas] = useState(false);
  const [busca, setBusca] = useState('');
  const q = useDebouncedValue(busca.trim(), 300);
  const filtros = useMemo<ChatFiltros>(
    () => ({ status: TABS.find((item) => item.id === tab)?.status ?? [], minhas, q }),
    [tab, minhas, q],
  );
  const chats = useChats(filtros);
  const items = chats.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = busca.trim() !== q || (chats.isFetching && !chats.isFetchingNextPage && chats.isPlaceholderData);

  return (
    <section className="inbox-list" aria-label="Conversas">
      <div className="inbox-list__filters">
        <input
          className="inbox-input inbox-list__search"
          type="search"
          placeholder="Buscar nome, telefone ou mensagem"
          aria-label="Buscar conversas"
          value={busca}
          onChange={(event) => setBusca(event.target.value)}
        />
        <div className="inbox-tabs" role="tablist" aria-label="Status das conversas">
          {TABS.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              aria-selected={tab === item.id}
              className="inbox-tab"
              onClick={() => setTab(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <label className="inbox-list__mine">
          <input type="checkbox" checked={minhas} onChange={(event) => setMinhas(event.target.checked)} /> Só as minhas
        </label>
      </div>
      <p className="cb-visually-hidden" role="status" aria-live="polite">
        {searching ? 'Buscando…' : chats.isSuccess ? `${items.length} conversas` : ''}
      </p>
      <QueryState
        query={chats}
        loadingLabel="Carregando conversas…"
        errorMessage="Não foi possível carregar as conversas."
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState
            icon="chat"
            title={q ? 'Nenhuma conversa encontrada' : 'Nenhuma conversa aqui'}
            description={
              q
                ? 'Tente outro nome, telefone ou trecho de mensagem.'
                : 'Quando um contato escrever no WhatsApp, a conversa aparece aqui na hora.'
            }
          />
        }
      >
        {() => (
          <>
            <ul className="inbox-list__items" aria-busy={searching}>
              {items.map((chat) => (
                <ConversationListItem
                  key={chat.idChat}
                  chat={chat}
                  selected={chat.idChat === selectedId}
                  canUpdate={canUpdate}
                />
              ))}
            </ul>
            {chats.hasNextPage ? (
              <Button
                variant="ghost"
                className="inbox-list__more"
                loading={chats.isFetchingNextPage}
                onClick={() => void chats.fetchNextPage()}
              >
                Carregar mais conversas
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
