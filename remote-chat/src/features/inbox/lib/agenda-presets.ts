import { nextWeekdayAt, tomorrowAt } from '@colabora/shared/format';

/*
 * The times staff pick in one click (ADR 0038), on São Paulo's clock whatever the computer's zone:
 * to snooze ("Adiar") and to schedule a message ("Agendar envio").
 */

export type Preset = { id: string; label: string; at: (now: Date) => Date };

const inOneHour: Preset = { id: '1h', label: 'Daqui a 1 hora', at: (now) => new Date(now.getTime() + 3_600_000) };
const mondayAt9: Preset = { id: 'segunda-9h', label: 'Segunda às 9h', at: (now) => nextWeekdayAt(1, 9, now) };

export const PRESETS_ADIAR: readonly Preset[] = [
  inOneHour,
  { id: 'amanha-9h', label: 'Amanhã às 9h', at: (now) => tomorrowAt(9, now) },
  mondayAt9,
];

export const PRESETS_AGENDAR: readonly Preset[] = [
  inOneHour,
  { id: 'amanha-8h', label: 'Amanhã às 8h', at: (now) => tomorrowAt(8, now) },
  mondayAt9,
];
