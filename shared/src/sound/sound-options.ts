import type { SoundName } from './tones';

export type SoundOption = { readonly value: SoundName; readonly label: string };

/** The sounds a user can pick in Configurações, with pt-BR labels, in display order. */
export const SOUND_OPTIONS = [
  { value: 'notification', label: 'Notificação' },
  { value: 'soft-bell', label: 'Sino suave' },
  { value: 'bell', label: 'Sino' },
  { value: 'chime', label: 'Carrilhão' },
  { value: 'ding', label: 'Ding' },
  { value: 'update', label: 'Atualização' },
  { value: 'pop', label: 'Pop' },
  { value: 'beep', label: 'Bipe' },
  { value: 'alert', label: 'Alerta' },
] as const satisfies readonly SoundOption[];
