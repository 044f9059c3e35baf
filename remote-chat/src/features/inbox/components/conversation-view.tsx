import type { Chat, Mensagem, MenuItem } from '@colabora/shared/contracts';
import { apiErrorMessage, httpStatusOf } from '@colabora/shared/http';
import { sessionAtom, useFirstScreenShown, usePermissions } from '@colabora/shared/session';
import { Button, EmptyState, QueryState, showToast } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@colabora/shared/router';
import { useResendMensagem, useUpdateChat } from '../api/chat-mutations';
import { useChat } from '../api/get-chat';
import { useCanais } from '../../../lib/api/get-canais';
import { useChatRoom } from '../hooks/use-chat-room';
import { AgendadasList } from './agendadas-list';
import { Composer } from './composer';
import { ContactPanel } from './after-first-screen';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';

type Props = { idChat: number; menuItem: MenuItem | null };

/** Typing names as a sentence: 'Ana está digitando…', 'Ana e Bruno estão digitando…'. */
function typingSentence(names: string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} está digitando…`;
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]} estão digitando…`;
}

/**
 * One conversation: header, history, the colleagues typing, the composer, and the contact panel.
 * Opening it joins its room on the chat hub and marks it read (again whenever messages arrive
 * while it is open), which confirms the reading on the contact's WhatsApp.
 */
export function ConversationView({ idChat, menuItem }: Props) {
  const session = useAtomValue(sessionAtom);
  const usuario = session?.usuario;
  const chat = useChat(idChat);
  // The read receipt and the channels wait for the conversation to be drawn (lib/load-when.ts).
  const shown = useFirstScreenShown();
  // Whether the channel is up decides the composer; until they answer, the server decides (below).
  const canais = useCanais({ enabled: shown });
  const update = useUpdateChat(idChat);
  const resend = useResendMensagem(idChat);
  const [panelOpen, setPanelOpen] = useState(false);
  // On a phone the header folds while the history is scrolled up (agenda.css), for more messages.
  const [compacto, setCompacto] = useState(false);
  const [acoesAbertas, setAcoesAbertas] = useState(false);
  // The message the next reply answers (chosen with 'Responder' on a bubble).
  const [citando, setCitando] = useState<Mensagem | null>(null);
  useEffect(() => setCitando(null), [idChat]);
  const { typingNames, typing } = useChatRoom(idChat, usuario?.idInstituicao ?? 0, usuario?.nome ?? '');
  const { canCreate, canUpdate, canDelete } = usePermissions(menuItem);

  const naoLidas = chat.data?.naoLidas ?? 0;
  const loaded = chat.data !== undefined;
  const { mutate: markRead } = update.markRead;
  // Read once on each open (the API then confirms on WhatsApp what the contact sent and was never
  // confirmed, a refused receipt included), and again whenever messages arrive while it is open.
  const readOnOpen = useRef<number | null>(null);
  useEffect(() => {
    // On a first visit, once the conversation is drawn: the receipt is not what the user waits for.
    if (!canUpdate || !loaded || !shown) return;
    if (naoLidas === 0 && readOnOpen.current === idChat) return;
    readOnOpen.current = idChat;
    markRead();
  }, [idChat, loaded, naoLidas, canUpdate, markRead, shown]);

  // Deleted by someone else while open: its copy on screen is gone too (ChatDeleted refetches it).
  if (httpStatusOf(chat.error) === 404) {
    return (
      <EmptyState
        icon="chat"
        title="Conversa não encontrada"
        description="Ela pode ter sido excluída por alguém da equipe."
        action={
          <Link to="/chat" className="cb-button cb-button--secondary">
            Voltar para as conversas
          </Link>
        }
      />
    );
  }
  const canReplyTo = (conversa: Chat) => {
    const canal = canais.data?.find((item) => item.idCanal === conversa.idCanal);
    // Unknown (no access to the channels screen, or still loading): let the server decide.
    return !canal || canal.estado === 'conectado';
  };

  return (
    <QueryState query={chat} loadingLabel="Carregando conversa…" errorMessage="Não foi possível carregar a conversa.">
      {(conversa) => (
        <div
          className={`inbox-conversation${panelOpen ? ' inbox-conversation--panel' : ''}${compacto ? ' inbox-conversation--compacto' : ''}${acoesAbertas ? ' inbox-conversation--acoes' : ''}`}
        >
          <div
            className="inbox-conversation__main"
            onScrollCapture={(event) => {
              const element = event.target as HTMLElement;
              if (!element.classList.contains('inbox-history')) return;
              const longe = element.scrollHeight - element.scrollTop - element.clientHeight > 120;
              setCompacto(longe);
              if (longe) setAcoesAbertas(false);
            }}
          >
            <ConversationHeader
              chat={conversa}
              canUpdate={canUpdate}
              canDelete={canDelete}
              panelOpen={panelOpen}
              onTogglePanel={() => setPanelOpen((open) => !open)}
              acoes={{ abertas: acoesAbertas, onToggle: () => setAcoesAbertas((open) => !open) }}
            />
            <MessageList
              idChat={idChat}
              onReply={canCreate ? setCitando : undefined}
              retryingId={resend.isPending ? resend.variables : null}
              onRetry={
                canCreate
                  ? (idMensagem) =>
                      resend.mutate(idMensagem, {
                        onSuccess: (body) =>
                          body.data?.status === 'falhou'
                            ? showToast.error(body.message)
                            : showToast.success(body.message),
                        onError: (error) => showToast.error(apiErrorMessage(error, 'Não foi possível reenviar.')),
                      })
                  : undefined
              }
            />
            <p className="inbox-typing" aria-live="polite">
              {typingSentence(typingNames)}
            </p>
            <AgendadasList idChat={idChat} canCreate={canCreate} />
            {canCreate ? (
              <Composer
                idChat={idChat}
                canReply={canReplyTo(conversa)}
                citando={citando}
                onCancelCitacao={() => setCitando(null)}
                onTyping={typing}
                quickReplies={{ create: canCreate, update: canUpdate, remove: canDelete }}
              />
            ) : (
              <p className="cb-read-only inbox-readonly" role="note">
                Seu perfil permite apenas ler esta conversa: responder, reagir, mudar o status e transferir ficam para
                quem tem permissão no Chat.
              </p>
            )}
          </div>
          {panelOpen ? (
            <aside className="inbox-panel" aria-label="Contato">
              <Button size="sm" variant="ghost" className="inbox-panel__close" onClick={() => setPanelOpen(false)}>
                ← Voltar à conversa
              </Button>
              <ContactPanel idChat={idChat} />
            </aside>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
