import { useFirstScreenShown } from '@colabora/shared/session';
import type { ChatStatus, VisaoFiltros } from '@colabora/shared/contracts';
import { useCanOpen } from '@colabora/shared/query';
import { Button, EmptyState, FiltersDisclosure, QueryState, useDebouncedValue } from '@colabora/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ChatFiltros } from '../api/chats-cache';
import { useEtiquetas } from '../api/etiquetas';
import { useFilasDoChat } from '../api/filas-do-chat';
import { useResponsaveis } from '../api/get-chat-people';
import { useChats } from '../api/get-chats';
import { canaisQueryOptions } from '../../../lib/api/get-canais';
import { useFixadasPrimeiro } from '../hooks/use-fixadas-primeiro';
import { agendaFiltrosAtivos, type AgendaFiltros } from '../lib/agenda-filtros';
import { FiltrosAvancados } from './after-first-screen';
import { MinhasVisoes } from './minhas-visoes';

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
 * The conversations, newest activity first, by status tab, "só as minhas", queue and a search over
 * name, phone and message text; more load by cursor. Hub events keep it current (useChatListEvents).
 */
export function ConversationList({ selectedId, canUpdate }: Props) {
  const [tab, setTab] = useState('abertas');
  const [minhas, setMinhas] = useState(false);
  const [fila, setFila] = useState('');
  const [busca, setBusca] = useState('');
  const [agenda, setAgenda] = useState<AgendaFiltros>({});
  const q = useDebouncedValue(busca.trim(), 300);
  // The queues decide whether the list's header has a queue filter: in the first data, not later.
  const filas = useFilasDoChat().data ?? [];
  // The advanced filters' options are not in the first paint: asked for once the conversation is
  // drawn (lib/load-when.ts).
  const shown = useFirstScreenShown();
  const etiquetas = useEtiquetas({ enabled: shown }).data ?? [];
  const responsaveis = useResponsaveis({ enabled: shown }).data ?? [];
  // The channel filter only for who may see the channels (others would get a 403 for nothing).
  const podeVerCanais = useCanOpen('/whatsapp-qrcode');
  const canais = useQuery({ ...canaisQueryOptions(), enabled: podeVerCanais && shown }).data ?? [];
  const status = TABS.find((item) => item.id === tab)?.status ?? [];
  const filtros = useMemo<ChatFiltros>(
    () => ({ status: TABS.find((item) => item.id === tab)?.status ?? [], minhas, q, fila, ...agenda }),
    [tab, minhas, q, fila, agenda],
  );
  const chats = useChats(filtros);
  const { items, fixadas } = useFixadasPrimeiro(chats.data?.pages.flatMap((page) => page.items) ?? [], filtros);
  const visaoAtual: VisaoFiltros = {
    status,
    minhas,
    fila,
    etiqueta: agenda.etiqueta ?? null,
    responsavel: agenda.responsavel ?? '',
    canal: agenda.canal ?? null,
    naoLidas: agenda.naoLidas ?? false,
    esperandoMinutos: agenda.esperandoMinutos ?? null,
    adiadas: agenda.adiadas ?? false,
  };
  function aplicarVisao({ status: statusDaVisao, minhas: m, fila: f, ...resto }: VisaoFiltros) {
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
    setTab(TABS.find((item) => same(item.status, statusDaVisao))?.id ?? 'todas');
    setMinhas(m);
    setFila(f);
    setAgenda(resto);
  }
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
        <div className="inbox-list__row">
          <label className="inbox-list__mine">
            <input type="checkbox" checked={minhas} onChange={(event) => setMinhas(event.target.checked)} /> Só as
            minhas
          </label>
          {/* Queues (ADR 0034): only when the institution has some. */}
          {filas.length ? (
            <select
              className="inbox-input inbox-list__fila"
              aria-label="Fila"
              value={fila}
              onChange={(event) => setFila(event.target.value)}
            >
              <option value="">Todas as filas</option>
              {filas.some((item) => item.minha) ? <option value="minhas">Minhas filas</option> : null}
              <option value="nenhuma">Sem fila</option>
              {filas.map((item) => (
                <option key={item.idFila} value={String(item.idFila)}>
                  {item.nome}
                </option>
              ))}
            </select>
          ) : null}
        </div>
        <FiltersDisclosure active={agendaFiltrosAtivos(agenda)}>
          <FiltrosAvancados
            value={agenda}
            onChange={setAgenda}
            etiquetas={etiquetas}
            responsaveis={responsaveis}
            canais={canais}
          />
        </FiltersDisclosure>
        <MinhasVisoes atual={visaoAtual} onApply={aplicarVisao} />
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
            title={q || agendaFiltrosAtivos(agenda) ? 'Nenhuma conversa encontrada' : 'Nenhuma conversa aqui'}
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
                  fixada={fixadas.has(chat.idChat)}
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
