import { PRESENCA_LABELS, type PresencaStatus } from '@colabora/shared/contracts';

export type PresencaIndicadorProps = { status: PresencaStatus };

/** A dot in the presence's colour with its word for screen readers and as a tooltip (never colour alone). */
export function PresencaIndicador({ status }: PresencaIndicadorProps) {
  const label = PRESENCA_LABELS[status];
  return (
    <span className={`presenca presenca--${status}`} title={label}>
      <span className="presenca__ponto" aria-hidden="true" />
      <span className="presenca__texto">{label}</span>
    </span>
  );
}

export type NomeComPresencaProps = { nome: string; status: PresencaStatus };

/** "Ana Souza ● Online": a colleague's name with their presence. */
export function NomeComPresenca({ nome, status }: NomeComPresencaProps) {
  return (
    <span className="presenca-nome">
      <span>{nome}</span> <PresencaIndicador status={status} />
    </span>
  );
}

/** For a <select>'s options, where only text fits: "Ana Souza (online)". */
export const nomeComPresencaTexto = (nome: string, status: PresencaStatus) =>
  `${nome} (${PRESENCA_LABELS[status].toLowerCase()})`;
