import { REACOES_EQUIPE } from '@colabora/shared/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';

type Props = {
  /** The institution's reaction now ('' when none): choosing it again takes it back. */
  atual: string;
  onChoose: (emoji: string) => void;
  onClose: () => void;
};

/**
 * The short set of reactions staff choose from, opened by 'Reagir'. Focus starts on the first
 * emoji; arrows move between them, Esc closes (focus back on 'Reagir').
 */
export function ReactionPicker({ atual, onChoose, onClose }: Props) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    group.current?.querySelector('button')?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(group.current?.querySelectorAll('button') ?? [])];
    const index = buttons.findIndex((button) => button === document.activeElement);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
    event.preventDefault();
  }

  return (
    <div ref={group} className="inbox-reagir" role="group" aria-label="Reagir com" onKeyDown={onKeyDown}>
      {REACOES_EQUIPE.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="inbox-reagir__emoji"
          aria-pressed={emoji === atual}
          aria-label={emoji === atual ? `${emoji} (tirar a reação)` : emoji}
          onClick={() => onChoose(emoji === atual ? '' : emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
