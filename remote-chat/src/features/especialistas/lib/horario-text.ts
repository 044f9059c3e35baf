import type { HorarioAtendimento } from '@colabora/shared/contracts';

const DIAS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/**
 * A specialist's working hours in words.
 * @example horarioText({ dias: [1, 2, 3, 4, 5], inicio: '08:00', fim: '18:00' }) // → 'seg a sex, das 08:00 às 18:00'
 * horarioText(null)                                                              // → 'A qualquer hora'
 */
export function horarioText(horario: HorarioAtendimento | null): string {
  if (!horario) return 'A qualquer hora';
  const dias = [...horario.dias].sort((a, b) => a - b);
  const consecutivos = dias.length > 2 && dias.every((dia, index) => index === 0 || dia === (dias[index - 1] ?? 0) + 1);
  const quando = consecutivos
    ? `${DIAS[dias[0] ?? 0]} a ${DIAS[dias[dias.length - 1] ?? 0]}`
    : dias.map((dia) => DIAS[dia]).join(', ');
  return `${quando}, das ${horario.inicio} às ${horario.fim}`;
}
