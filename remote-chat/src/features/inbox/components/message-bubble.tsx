import {
  MENSAGEM_APAGADA_EQUIPE_TEXTO,
  MENSAGEM_APAGADA_TEXTO,
  type Mensagem,
  type MensagemStatus,
} from '@colabora/shared/contracts';
import { Button } from '@colabora/shared/ui';
import { formatDateTime, formatTime } from '@colabora/shared/format';
import { chegouAoWhatsapp } from '../lib/mensagem-previa';
import { MessageActions } from './message-actions';
import { MessageConteudo } from './message-conteudo';
import { MessageEdits } from './message-edits';
import { MessageMedia } from './message-media';
import { MessageQuote } from './message-quote';
import { MessageReactions } from './message-reactions';

/** Delivery ticks as WhatsApp users know them, with words for screen readers. */
const TICKS: Record<MensagemStatus, { mark: string; label: string }> = {
  pendente: { mark: '🕓', label: 'Enviando' },
  enviada: { mark: '✓', label: 'Enviada' },
  entregue: { mark: '✓✓', label: 'Entregue' },
  lida: { mark: '✓✓', label: 'Lida' },
  falhou: { mark: '!', label: 'Falhou' },
};

type Props = {
  mensagem: Mensagem;
  onRetry?: (idMensagem: number) => void;
  retrying?: boolean;
  /** Goes to the message a reply quotes (the history scrolls to it). */
  onOpenQuote?: (idMensagem: number) => void;
  /** Staff may write: answer this message quoting it (absent: read-only profile). */
  onReply?: (mensagem: Mensagem) => void;
};

/**
 * One message: the contact's on the left, the team's on the right, internal notes set apart; the
 * message it answers above, a file above its caption, a location, contact or poll as such, its
 * reactions below. An edited one says so (its earlier texts a click away); one the contact deleted
 * for everyone says so and still shows staff what it said, marked. Under it, what staff can do to
 * it on WhatsApp (answer it quoting it), once WhatsApp knows it.
 */
export function MessageBubble({ mensagem, onRetry, retrying, onOpenQuote, onReply }: Props) {
  const tick = TICKS[mensagem.status];
  const apagada = Boolean(mensagem.apagadaEm);
  const conteudo = mensagem.conteudo?.tipo === 'figurinha' ? null : mensagem.conteudo;
  const texto = conteudo ? null : mensagem.texto ? <p className="inbox-msg__text">{mensagem.texto}</p> : null;
  return (
    <div
      className={`inbox-msg inbox-msg--${mensagem.direcao}${apagada ? ' inbox-msg--apagada' : ''}`}
      data-testid={`mensagem-${mensagem.idMensagem}`}
    >
      <div className="inbox-msg__bubble">
        {mensagem.direcao === 'nota' ? <span className="inbox-msg__label">Nota interna · só a equipe vê</span> : null}
        {mensagem.direcao !== 'entrada' && mensagem.autor ? (
          <span className="inbox-msg__author">{mensagem.autor.nome}</span>
        ) : null}
        {mensagem.direcao !== 'entrada' && !mensagem.autor && mensagem.especialista ? (
          <span className="inbox-msg__author">{mensagem.especialista.nome} (IA)</span>
        ) : null}
        {mensagem.citada ? <MessageQuote citada={mensagem.citada} onOpen={onOpenQuote} /> : null}
        {apagada && mensagem.apagadaEm ? (
          <p className="inbox-msg__apagada" title={`Apagada em ${formatDateTime(mensagem.apagadaEm)}`}>
            🚫 {mensagem.direcao === 'saida' ? MENSAGEM_APAGADA_EQUIPE_TEXTO : MENSAGEM_APAGADA_TEXTO}
          </p>
        ) : null}
        <div className={apagada ? 'inbox-msg__dito' : 'inbox-msg__content'}>
          {apagada ? <span className="inbox-msg__label">O que dizia (só a equipe vê):</span> : null}
          {mensagem.tipo !== 'texto' ? <MessageMedia mensagem={{ ...mensagem, tipo: mensagem.tipo }} /> : null}
          {conteudo ? <MessageConteudo conteudo={conteudo} /> : texto}
        </div>
        <span className="inbox-msg__meta">
          <MessageEdits mensagem={mensagem} />
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
      {mensagem.reacoes?.length ? <MessageReactions reacoes={mensagem.reacoes} /> : null}
      {chegouAoWhatsapp(mensagem) ? <MessageActions mensagem={mensagem} onReply={onReply} /> : null}
      {mensagem.direcao === 'saida' && mensagem.status === 'falhou' && onRetry ? (
        <Button size="sm" variant="ghost" loading={retrying} onClick={() => onRetry(mensagem.idMensagem)}>
          Não enviada · Tentar de novo
        </Button>
      ) : null}
    </div>
  );
}
