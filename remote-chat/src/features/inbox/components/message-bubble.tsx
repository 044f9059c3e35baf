import type { Mensagem, MensagemStatus } from '@colabora/shared/contracts';
import { Button } from '@colabora/shared/ui';
import { formatTime } from '@colabora/shared/format';
import { MessageMedia } from './message-media';

/** Delivery ticks as WhatsApp users know them, with words for screen readers. */
const TICKS: Record<MensagemStatus, { mark: string; label: string }> = {
  pendente: { mark: '🕓', label: 'Enviando' },
  enviada: { mark: '✓', label: 'Enviada' },
  entregue: { mark: '✓✓', label: 'Entregue' },
  lida: { mark: '✓✓', label: 'Lida' },
  falhou: { mark: '!', label: 'Falhou' },
};

type Props = { mensagem: Mensagem; onRetry?: (idMensagem: number) => void; retrying?: boolean };

/** One message: the contact's on the left, the team's on the right, internal notes set apart; a file above its caption. */
export function MessageBubble({ mensagem, onRetry, retrying }: Props) {
  const tick = TICKS[mensagem.status];
  return (
    <div className={`inbox-msg inbox-msg--${mensagem.direcao}`} data-testid={`mensagem-${mensagem.idMensagem}`}>
      <div className="inbox-msg__bubble">
        {mensagem.direcao === 'nota' ? <span className="inbox-msg__label">Nota interna · só a equipe vê</span> : null}
        {mensagem.direcao !== 'entrada' && mensagem.autor ? (
          <span className="inbox-msg__author">{mensagem.autor.nome}</span>
        ) : null}
        {mensagem.direcao !== 'entrada' && !mensagem.autor && mensagem.especialista ? (
          <span className="inbox-msg__author">{mensagem.especialista.nome} (IA)</span>
        ) : null}
        {mensagem.tipo !== 'texto' ? <MessageMedia mensagem={{ ...mensagem, tipo: mensagem.tipo }} /> : null}
        {mensagem.texto ? <p className="inbox-msg__text">{mensagem.texto}</p> : null}
        <span className="inbox-msg__meta">
          <time dateTime={mensagem.criadoEm}>{formatTime(mensagem.criadoEm)}</time>
          {mensagem.direcao === 'saida' ? (
            <span
              className={`inbox-msg__tick inbox-msg__tick--${mensagem.status}`}
              title={tick.label}
              data-testid="mensagem-status"
              data-status={mensagem.status}
            >
              <span aria-hidden="true">{tick.mark}</span>
              <span className="cb-visually-hidden">{tick.label}</span>
            </span>
          ) : null}
        </span>
      </div>
      {mensagem.direcao === 'saida' && mensagem.status === 'falhou' && onRetry ? (
        <Button size="sm" variant="ghost" loading={retrying} onClick={() => onRetry(mensagem.idMensagem)}>
          Não enviada · Tentar de novo
        </Button>
      ) : null}
    </div>
  );
}
