import { Button } from '@colabora/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';

export type MoreAction = { label: string; onSelect: () => void; tone?: 'danger' };

type Props = {
  actions: readonly MoreAction[];
  /** The button's and the menu's name (the composer's "Compartilhar…" menu names its own). */
  label?: string;
};

/**
 * "Mais ações": what is rarely done, and what cannot be undone, out of the way of the everyday
 * buttons (issue #27). A menu button (WAI-ARIA menu pattern): Esc or a click outside closes it and
 * gives focus back; nothing when there is no action to offer.
 */
export function MoreActionsMenu({ actions, label = 'Mais ações' }: Props) {
  const [open, setOpen] = useState(false);
  // Opens leftwards from the trigger (it usually ends a row); from its left edge where that would leave the screen.
  const [alignStart, setAlignStart] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const menu = root.current?.querySelector<HTMLElement>('[role="menu"]');
    if (menu && menu.getBoundingClientRect().left < 0) setAlignStart(true);
    menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
      if (event instanceof KeyboardEvent) trigger.current?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  if (!actions.length) return null;
  return (
    <div className="inbox-more" ref={root}>
      <Button
        ref={trigger}
        size="sm"
        variant="ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </Button>
      {open ? (
        <ul
          className={`inbox-more__menu${alignStart ? ' inbox-more__menu--start' : ''}`}
          role="menu"
          id={menuId}
          aria-label={label}
        >
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                className={`inbox-more__item${action.tone === 'danger' ? ' inbox-more__item--danger' : ''}`}
                onClick={() => {
                  setOpen(false);
                  // Focus back on the trigger first: a dialog the action opens returns focus there.
                  trigger.current?.focus();
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
