import type { Mensagem } from '@colabora/shared/contracts';
import { formatDateTime } from '@colabora/shared/format';

type Props = { mensagem: Pick<Mensagem, 'editadaEm' | 'edicoes'> };

/**
 * "editada" beside the time of a message the contact edited, and the texts it had before, for
 * staff (an institution keeps what it was told), behind a disclosure.
 */
export function MessageEdits({ mensagem }: Props) {
  if (!mensagem.editadaEm) return null;
  const edicoes = mensagem.edicoes ?? [];
  return (
    <details className="inbox-edicoes">
      <summary title={`Editada em ${formatDateTime(mensagem.editadaEm)}`}>editada</summary>
      {edicoes.length ? (
        <ol aria-label="Versões anteriores">
          {edicoes.map((edicao, index) => (
            <li key={index}>
              <span className="inbox-edicoes__when">até {formatDateTime(edicao.substituidaEm)}</span>
              <span className="inbox-msg__text">{edicao.texto}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}
