import { CHAT_STATUS_LABELS, type Chat } from '@colabora/shared/contracts';
import { formatDayMonthTime, formatListTime } from '@colabora/shared/format';
import { Link } from '@colabora/shared/router';
import { formatTelefone, initials } from '../lib/contact-format';
import { AtenderButton } from './atender-button';
import { EtiquetaChip } from './etiqueta-chip';
import { FilaBadge } from './fila-badge';
import { ForaDoHorarioBadge } from './fora-do-horario-badge';

/** `canUpdate`: the user may change conversations (Atender on items not theirs). */
type Props = {
  chat: Chat;
  selected: boolean;
  canUpdate: boolean;
  /** Pinned by this user (ADR 0038). */ fixada?: boolean;
};

const PREVIEW: Record<string, string> = { saida: 'Você: ', nota: 'Nota: ', entrada: '' };

/**
 * One conversation in the list: avatar, name, last message, time, unread count, status, queue (its
 * colour) and assignee, and Atender beside it (outside the link: a button inside a link is neither).
 */
export function ConversationListItem({ chat, selected, canUpdate, fixada = false }: Props) {
  const last = chat.ultimaMensagem;
  const unread = chat.naoLidas > 0;
  const nome = chat.contato.nome || formatTelefone(chat.contato.telefone);
  return (
    <li className="inbox-list__entry">
      <Link
        to={`/chat/${chat.idChat}`}
        className={`inbox-item${selected ? ' inbox-item--selected' : ''}${unread ? ' inbox-item--unread' : ''}`}
        aria-current={selected ? 'page' : undefined}
        data-testid={`chat-item-${chat.idChat}`}
      >
        <span className="inbox-avatar" aria-hidden="true">
          {initials(nome)}
        </span>
        <span className="inbox-item__body">
          <span className="inbox-item__top">
            {/* A long name is cut to fit; the whole of it is a hover away (issue #27). */}
            <span className="inbox-item__name" title={nome}>
              {nome}
            </span>
            <time className="inbox-item__time" dateTime={chat.ultimaMensagemEm}>
              {formatListTime(chat.ultimaMensagemEm)}
            </time>
          </span>
          <span className="inbox-item__bottom">
            <span className="inbox-item__preview">
              {last ? `${PREVIEW[last.direcao] ?? ''}${last.texto}` : 'Sem mensagens'}
            </span>
            {unread ? (
              <span className="inbox-item__unread" aria-label={`${chat.naoLidas} não lidas`}>
                {chat.naoLidas > 99 ? '99+' : chat.naoLidas}
              </span>
            ) : null}
          </span>
          <span className="inbox-item__meta">
            <span className={`inbox-status inbox-status--${chat.status}`}>{CHAT_STATUS_LABELS[chat.status]}</span>
            {chat.fila ? <FilaBadge fila={chat.fila} /> : null}
            <ForaDoHorarioBadge chat={chat} />
            {chat.aguardandoSaudacao ? <span className="inbox-item__saudacao">No menu de saudação</span> : null}
            {fixada ? <span className="agenda-item__fixada">Fixada</span> : null}
            {chat.adiadaAte ? (
              <span className="agenda-item__adiada">Adiada até {formatDayMonthTime(chat.adiadaAte)}</span>
            ) : null}
            {chat.etiquetas?.map((etiqueta) => (
              <EtiquetaChip key={etiqueta.idEtiqueta} etiqueta={etiqueta} />
            ))}
            <span className="inbox-item__assignee">
              {chat.especialista ? `IA: ${chat.especialista.nome}` : (chat.responsavel?.nome ?? 'Sem responsável')}
            </span>
          </span>
        </span>
      </Link>
      {canUpdate ? <AtenderButton chat={chat} className="inbox-item__atender" /> : null}
    </li>
  );
}
