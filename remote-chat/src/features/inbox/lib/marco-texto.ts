import type { MensagemMarco } from '@colabora/shared/contracts';
import { formatDate, formatTime } from '@colabora/shared/format';

/**
 * What a separator of the conversation's one history says (ADR 0035), in São Paulo time.
 * @example marcoTexto({ tipo: 'encerrado', lado: 'depois', em: '2026-11-20T21:02:00Z' })
 * // → 'Atendimento encerrado em 20/11/2026 às 18:02'
 */
export function marcoTexto(marco: MensagemMarco): string {
  const quando = `${formatDate(marco.em)} às ${formatTime(marco.em)}`;
  switch (marco.tipo) {
    case 'encerrado':
      return `Atendimento encerrado em ${quando}`;
    case 'reaberto':
      return `Conversa reaberta em ${quando}`;
    case 'mesclado':
      return marco.detalhe
        ? `Conversa de «${marco.detalhe}» juntada a esta em ${quando}`
        : `Outra conversa deste contato juntada a esta em ${quando}`;
  }
}
