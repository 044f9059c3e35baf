import type { MensagemReacao } from '@colabora/shared/contracts';

const DE: Record<MensagemReacao['de'], string> = { contato: 'do contato', equipe: 'da equipe' };

/** The reactions under a bubble, one per person, as WhatsApp shows them. */
export function MessageReactions({ reacoes }: { reacoes: readonly MensagemReacao[] }) {
  if (!reacoes.length) return null;
  return (
    <ul className="inbox-reacoes" aria-label="Reações">
      {reacoes.map((reacao) => (
        <li key={reacao.de} className="inbox-reacoes__item" title={`Reação ${DE[reacao.de]}`}>
          <span aria-hidden="true">{reacao.emoji}</span>
          <span className="cb-visually-hidden">
            Reação {DE[reacao.de]}: {reacao.emoji}
          </span>
        </li>
      ))}
    </ul>
  );
}
