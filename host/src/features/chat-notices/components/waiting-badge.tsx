export type WaitingBadgeProps = { count: number };

/** The Chat item's count: the number to see, and what it means to a screen reader. */
export function WaitingBadge({ count }: WaitingBadgeProps) {
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="cb-visually-hidden">
        {count === 1 ? ' (1 conversa aguardando)' : ` (${count} conversas aguardando)`}
      </span>
    </>
  );
}
