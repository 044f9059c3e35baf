import type { Chat } from '@colabora/shared/contracts';
import { formatDayMonthTime } from '@colabora/shared/format';

/**
 * "Fora do horário": the conversation arrived outside its queue's hours and nobody answered yet
 * (ADR 0037); the tooltip and the accessible name say when the hours open.
 */
export function ForaDoHorarioBadge({ chat }: { chat: Chat }) {
  if (!chat.foraDoHorarioAte) return null;
  const abre = `Chegou fora do horário de atendimento; o horário abre em ${formatDayMonthTime(chat.foraDoHorarioAte)}`;
  return (
    <span className="inbox-fora-do-horario" title={abre} aria-label={abre}>
      Fora do horário
    </span>
  );
}
