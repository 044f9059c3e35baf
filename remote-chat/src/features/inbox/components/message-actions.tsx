import type { Mensagem } from '@colabora/shared/contracts';
import { apiErrorMessage } from '@colabora/shared/http';
import { showToast } from '@colabora/shared/ui';
import { useRef, useState } from 'react';
import { useReagir } from '../api/chat-mutations';
import { MessageOwnActions } from './message-own-actions';
import { ReactionPicker } from './reaction-picker';

type Props = {
  mensagem: Mensagem;
  /** Answer this message: the composer shows it above what is typed. */
  onReply?: (mensagem: Mensagem) => void;
};

/**
 * What staff can do to one message on WhatsApp, under its bubble: answer it quoting it, react to
 * it (choosing the same emoji again takes it back), and edit or delete their own. Real buttons, so the keyboard reaches them;
 * on a pointer that hovers they stay faint until the message is hovered or focused, on a phone (no
 * hover) they are always shown (styles/inbox-actions.css). A reaction the gateway refused says why, with a retry.
 */
export function MessageActions({ mensagem, onReply }: Props) {
  const [picking, setPicking] = useState(false);
  const [falhou, setFalhou] = useState<string | null>(null);
  const reagirButton = useRef<HTMLButtonElement>(null);
  const reagir = useReagir(mensagem.idChat);
  if (!onReply) return null;
  const atual = mensagem.reacoes?.find((reacao) => reacao.de === 'equipe')?.emoji ?? '';

  function choose(emoji: string) {
    setPicking(false);
    setFalhou(null);
    reagirButton.current?.focus();
    reagir.mutate(
      { idMensagem: mensagem.idMensagem, emoji },
      {
        onError: (error) => {
          const message = apiErrorMessage(error, 'Não foi possível reagir. Tente de novo.');
          showToast.error(message);
          setFalhou(emoji);
        },
      },
    );
  }

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
      <button
        ref={reagirButton}
        type="button"
        className="inbox-msg__acao"
        aria-expanded={picking}
        disabled={reagir.isPending}
        title="Reagir com um emoji"
        onClick={() => setPicking((open) => !open)}
      >
        <span aria-hidden="true">☺</span> {reagir.isPending ? 'Reagindo…' : 'Reagir'}
      </button>
      {mensagem.direcao === 'saida' ? <MessageOwnActions mensagem={mensagem} /> : null}
      {picking ? (
        <ReactionPicker
          atual={atual}
          onChoose={choose}
          onClose={() => {
            setPicking(false);
            reagirButton.current?.focus();
          }}
        />
      ) : null}
      {falhou !== null && !reagir.isPending ? (
        <button type="button" className="inbox-msg__acao inbox-msg__acao--falhou" onClick={() => choose(falhou)}>
          Reação não enviada · Tentar de novo
        </button>
      ) : null}
    </div>
  );
}
