import type { MenuItem } from '@colabora/shared/contracts';
import { usePermissions } from '@colabora/shared/session';
import { ReadOnlyNotice } from '@colabora/shared/ui';
import { useParams } from '@colabora/shared/router';
import { useChatListEvents } from '../hooks/use-chat-list-events';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

export type InboxPageProps = { title: string; menuItem: MenuItem | null };

/**
 * /chat and /chat/{idChat}: the conversations beside the one open. On a phone one of the two
 * fills the screen (the list, or the open conversation with a way back).
 */
export function InboxPage({ title, menuItem }: InboxPageProps) {
  const { idChat: idParam } = useParams();
  const idChat = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  useChatListEvents();
  const { canCreate, canUpdate } = usePermissions(menuItem);
  const readOnly = !canCreate && !canUpdate;

  return (
    <div className={`inbox${idChat ? ' inbox--open' : ''}`}>
      <h1 className="cb-visually-hidden">{title}</h1>
      {readOnly ? <ReadOnlyNotice subject="as conversas" className="inbox__notice" /> : null}
      <div className="inbox__layout">
        <ConversationList selectedId={idChat} canUpdate={canUpdate} />
        <section className="inbox__main" aria-label="Conversa">
          {idChat ? (
            <ConversationView key={idChat} idChat={idChat} menuItem={menuItem} />
          ) : (
            <div className="inbox__placeholder">
              <p>Escolha uma conversa para ler e responder.</p>
              <p className="cb-muted">As mensagens novas chegam aqui na hora, para toda a equipe.</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
