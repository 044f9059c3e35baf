import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Etapa, Lead } from '@colabora/shared/contracts/marketing';

/** What a screen reader hears before picking a card up (dnd-kit reads it with the handle). */
export const FUNIL_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover o lead, pressione espaço ou Enter. Use as setas para a direita e para a esquerda para escolher a etapa. ' +
    'Pressione espaço ou Enter de novo para soltar, ou Esc para cancelar.',
};

/** Draggables carry their lead; droppables their stage (funil-board). */
export type CardData = { lead: Lead };
export type ColumnData = { etapa: Etapa };

const leadOf = (data: unknown) => (data as CardData | undefined)?.lead;
const etapaOf = (data: unknown) => (data as ColumnData | undefined)?.etapa;

/**
 * The pt-BR announcements of a drag on the funnel, with the lead's name and the stages' names.
 * @example <DndContext accessibility={{ announcements: funilAnnouncements(nomeDaEtapa), screenReaderInstructions: FUNIL_INSTRUCTIONS }} />
 */
export function funilAnnouncements(nomeDaEtapa: (idEtapa: number) => string): Announcements {
  const nome = (data: unknown) => leadOf(data)?.contato.nome ?? 'lead';
  const origem = (data: unknown) => nomeDaEtapa(leadOf(data)?.idEtapa ?? 0);
  return {
    onDragStart: ({ active }) =>
      `Lead ${nome(active.data.current)} selecionado, na etapa ${origem(active.data.current)}.`,
    onDragOver: ({ active, over }) => {
      const etapa = etapaOf(over?.data.current);
      return etapa
        ? `Lead ${nome(active.data.current)} sobre a etapa ${etapa.nome}.`
        : `Lead ${nome(active.data.current)} fora das etapas.`;
    },
    onDragEnd: ({ active, over }) => {
      const lead = leadOf(active.data.current);
      const etapa = etapaOf(over?.data.current);
      if (!etapa || !lead) return `Lead ${nome(active.data.current)} solto fora das etapas; nada mudou.`;
      if (etapa.idEtapa === lead.idEtapa) return `Lead ${lead.contato.nome} continua na etapa ${etapa.nome}.`;
      if (etapa.tipo !== 'aberta')
        return `Lead ${lead.contato.nome} solto na etapa ${etapa.nome}: informe o motivo para concluir.`;
      return `Lead ${lead.contato.nome} movido para a etapa ${etapa.nome}.`;
    },
    onDragCancel: ({ active }) =>
      `Movimento cancelado. Lead ${nome(active.data.current)} continua na etapa ${origem(active.data.current)}.`,
  };
}
