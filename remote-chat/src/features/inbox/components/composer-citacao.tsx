import type { Mensagem } from '@colabora/shared/contracts';
import { citadaDe } from '../lib/mensagem-previa';
import { MessageQuote } from './message-quote';

type Props = { mensagem: Mensagem; onCancel: () => void };

/**
 * Above the composer while answering a message: the message quoted, as the reply will show it, and
 * a way to write without it (the button, or Esc in the text box).
 */
export function ComposerCitacao({ mensagem, onCancel }: Props) {
  return (
    <div className="inbox-composer__citacao" role="group" aria-label="Respondendo a" data-testid="composer-citacao">
      <MessageQuote citada={citadaDe(mensagem)} />
      <button
        type="button"
        className="inbox-composer__citacao-cancelar"
        aria-label="Cancelar resposta"
        title="Cancelar resposta (Esc)"
        onClick={onCancel}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
