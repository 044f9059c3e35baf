import type { CampanhaRitmo } from '@colabora/shared/contracts';

/** "cerca de 40 s", "cerca de 7 min", "cerca de 2 h 5 min" */
function duracaoTexto(segundos: number): string {
  if (segundos < 60) return `cerca de ${Math.max(1, Math.round(segundos))} s`;
  const minutos = Math.round(segundos / 60);
  if (minutos < 60) return `cerca de ${minutos} min`;
  const horas = Math.floor(minutos / 60);
  const resto = minutos % 60;
  return `cerca de ${horas} h${resto ? ` ${resto} min` : ''}`;
}

/**
 * How long a run takes at its pace, said before it starts (issue #28 item 7): each message waits
 * the interval plus, on average, half the random variation; a daily cap spreads it over days, and
 * the window of hours always applies.
 * @example estimativaEnvio(30, { intervaloSegundos: 20, jitterSegundos: 10, … }) // 'Leva cerca de 13 min, das 08:00 às 20:00.'
 */
export function estimativaEnvio(destinatarios: number, ritmo: CampanhaRitmo): string {
  const janela = `das ${ritmo.janelaInicio} às ${ritmo.janelaFim}`;
  if (ritmo.limiteDiario && destinatarios > ritmo.limiteDiario) {
    const dias = Math.ceil(destinatarios / ritmo.limiteDiario);
    return `Leva ${dias} dias de envio (limite de ${ritmo.limiteDiario.toLocaleString('pt-BR')} por dia), ${janela}.`;
  }
  const porMensagem = ritmo.intervaloSegundos + ritmo.jitterSegundos / 2;
  return `Leva ${duracaoTexto(destinatarios * porMensagem)}, ${janela}.`;
}
