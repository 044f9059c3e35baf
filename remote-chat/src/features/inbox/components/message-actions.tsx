import type { Mensagem } from '@colabora/shared/contracts';

type Props = {
  mensagem: Mensagem;
  /** Answer this message: the composer shows it above what is typed. */
  onReply?: (mensagem: Mensagem) => void;
};

/**
 * What staff can do to one message on WhatsApp, under its bubble. Real buttons, so the keyboard
 * reaches them; on a pointer that hovers they stay faint until the message is hovered or focused,
 * on a phone (no hover) they are always shown (inbox.css).
 */
export function MessageActions({ mensagem, onReply }: Props) {
  if (!onReply) return null;
  return (
    <div className="inbox-msg__acoes" role="group" aria-label="Ações da mensagem">
      <button
        type="button"
        className="inbox-msg__acao"
        title="Responder citando esta mensagem"
        onClick={() => onReply(mensagem)}
      >
        <span aria-hidden="true">↩</span> Responder
      </button>
    </div>
  );
}
