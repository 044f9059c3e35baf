import type { MensagemCitada } from '@colabora/shared/contracts';

type Props = { citada: MensagemCitada; onOpen?: (idMensagem: number) => void };

const AUTOR: Record<NonNullable<MensagemCitada['direcao']>, string> = {
  entrada: 'Contato',
  saida: 'Equipe',
  nota: 'Nota interna',
};

/**
 * The message a reply answers, above its text: who wrote it and a line of it. When the original is
 * in the conversation, clicking it goes there; otherwise (sent before the channel was connected)
 * it only shows what the contact's phone quoted.
 */
export function MessageQuote({ citada, onOpen }: Props) {
  const autor = citada.direcao ? AUTOR[citada.direcao] : 'Mensagem anterior';
  const body = (
    <>
      <span className="inbox-quote__author">{autor}</span>
      <span className="inbox-quote__text">{citada.previa || 'Mensagem'}</span>
    </>
  );
  if (citada.idMensagem === null || !onOpen)
    return (
      <blockquote className="inbox-quote" data-testid="mensagem-citada">
        {body}
      </blockquote>
    );
  const idMensagem = citada.idMensagem;
  return (
    <button
      type="button"
      className="inbox-quote inbox-quote--link"
      data-testid="mensagem-citada"
      title="Ir para a mensagem citada"
      onClick={() => onOpen(idMensagem)}
    >
      {body}
    </button>
  );
}
