import type { Etapa, Funil, Lead } from '@colabora/shared/contracts/marketing';
import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { FUNIL_INSTRUCTIONS, funilAnnouncements, type CardData, type ColumnData } from '../lib/announcements';
import { useScrollCue } from '../lib/use-scroll-cue';
import { columnDropId, FunilColumn } from './funil-column';
import { LeadCard } from './lead-card';

export type FunilBoardProps = {
  funil: Funil;
  canMove: boolean;
  /** A card was dropped on another stage. */
  onMove: (lead: Lead, etapa: Etapa) => void;
  /** Whether the user may open /leads (the cards' and columns' links appear only then). */
  canOpenLeads: boolean;
};

/** The board's edge buttons when stages are hidden on that side (mouse and touch; the keyboard tabs there). */
function ScrollArrow({ side, onClick }: { side: 'before' | 'after'; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`funil-board-scroller__arrow funil-board-scroller__arrow--${side}`}
      aria-label={side === 'before' ? 'Ver etapas anteriores' : 'Ver próximas etapas'}
      onClick={onClick}
    >
      {side === 'before' ? '‹' : '›'}
    </button>
  );
}

const NEXT = [KeyboardCode.Right, KeyboardCode.Down];
const PREVIOUS = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * The kanban: a column per stage, cards dragged with the mouse, a finger (after a short press, so
 * the board still scrolls) or the keyboard. With the keyboard the arrows jump from stage to stage
 * in the board's order, whatever the layout (side by side or stacked on a phone).
 */
export function FunilBoard({ funil, canMove, onMove, canOpenLeads }: FunilBoardProps) {
  const etapas = useMemo(() => funil.colunas.map((coluna) => coluna.etapa), [funil.colunas]);
  const [active, setActive] = useState<Lead | null>(null);
  // The stage the keyboard is on during a keyboard drag (null: a pointer drag, by geometry).
  const keyboardTarget = useRef<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(frame);
  const [keyboardOver, setKeyboardOver] = useState<string | null>(null);

  const coordinateGetter: KeyboardCoordinateGetter = useCallback(
    (event, { context, currentCoordinates }) => {
      const step = NEXT.includes(event.code as KeyboardCode)
        ? 1
        : PREVIOUS.includes(event.code as KeyboardCode)
          ? -1
          : 0;
      if (!step) return undefined;
      event.preventDefault();
      const lead = (context.active?.data.current as CardData | undefined)?.lead;
      const ids = etapas.map((etapa) => columnDropId(etapa.idEtapa));
      const current = keyboardTarget.current ?? (lead ? columnDropId(lead.idEtapa) : ids[0]);
      const index = Math.min(ids.length - 1, Math.max(0, ids.indexOf(current ?? '') + step));
      const target = ids[index] ?? null;
      keyboardTarget.current = target;
      setKeyboardOver(target);
      const rect = target ? context.droppableRects.get(target) : undefined;
      return rect ? { x: rect.left + 8, y: rect.top + 8 } : currentCoordinates;
    },
    [etapas],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const collisionDetection: CollisionDetection = useCallback(
    (args) => {
      if (keyboardOver)
        return args.droppableContainers.some((c) => c.id === keyboardOver) ? [{ id: keyboardOver }] : [];
      const within = pointerWithin(args);
      return within.length ? within : rectIntersection(args);
    },
    [keyboardOver],
  );

  const announcements = useMemo(
    () => funilAnnouncements((idEtapa) => etapas.find((etapa) => etapa.idEtapa === idEtapa)?.nome ?? '—'),
    [etapas],
  );

  function reset(): void {
    setActive(null);
    keyboardTarget.current = null;
    setKeyboardOver(null);
  }

  function handleDragStart(event: DragStartEvent): void {
    keyboardTarget.current = null;
    setKeyboardOver(null);
    setActive((event.active.data.current as CardData | undefined)?.lead ?? null);
  }

  function handleDragEnd(event: DragEndEvent): void {
    reset();
    const lead = (event.active.data.current as CardData | undefined)?.lead;
    const etapa = (event.over?.data.current as ColumnData | undefined)?.etapa;
    if (lead && etapa && etapa.idEtapa !== lead.idEtapa) onMove(lead, etapa);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: FUNIL_INSTRUCTIONS }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={reset}
    >
      <div className="funil-board-scroller">
        {cue.before ? <ScrollArrow side="before" onClick={() => cue.scroll(-1)} /> : null}
        <div
          ref={frame}
          className={`funil-board-frame${cue.after ? ' funil-board-frame--more-after' : ''}${cue.before ? ' funil-board-frame--more-before' : ''}`}
        >
          <div className="funil-board">
            {funil.colunas.map((coluna) => (
              <FunilColumn
                key={coluna.etapa.idEtapa}
                coluna={coluna}
                leads={funil.leads.filter((lead) => lead.idEtapa === coluna.etapa.idEtapa)}
                canMove={canMove}
                canOpenLeads={canOpenLeads}
              />
            ))}
          </div>
        </div>
        {cue.after ? <ScrollArrow side="after" onClick={() => cue.scroll(1)} /> : null}
      </div>
      <DragOverlay>{active ? <LeadCard lead={active} canMove={false} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}
