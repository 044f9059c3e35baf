import type { Mensagem } from '@colabora/shared/contracts';
import { formatDaySeparator, saoPauloDay } from '@colabora/shared/format';
import { marcoTexto } from './marco-texto';

/**
 * A row of the history: a day's separator, a service's separator (ended, reopened, a conversation
 * joined: ADR 0035), a run of messages fetched after an outage (ADR 0036), or a message.
 */
export type HistoryRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'marco'; key: string; label: string }
  | { kind: 'recuperadas'; key: string; label: string }
  | { kind: 'msg'; key: string; mensagem: Mensagem };

/** "3 mensagens recebidas enquanto o canal estava desconectado" (ADR 0036). */
export function recuperadasLabel(quantas: number): string {
  return quantas === 1
    ? '1 mensagem recebida enquanto o canal estava desconectado'
    : `${quantas} mensagens recebidas enquanto o canal estava desconectado`;
}

/**
 * The history's rows, oldest first: a separator at each São Paulo day, the service's separators
 * beside the message they belong to (ADR 0035), and above each run of messages that reached the
 * inbox by reconciliation (`recuperada`, ADR 0036) how many it holds (of those loaded: an older
 * page may add to it).
 * @example historyRows([a, b]) // → [{ kind: 'day', … }, { kind: 'msg', … a }, { kind: 'msg', … b }]
 */
export function historyRows(oldestFirst: readonly Mensagem[]): HistoryRow[] {
  const out: HistoryRow[] = [];
  let day = '';
  oldestFirst.forEach((mensagem, index) => {
    const key = saoPauloDay(mensagem.criadoEm);
    if (key !== day) {
      day = key;
      out.push({ kind: 'day', key: `d${key}`, label: formatDaySeparator(mensagem.criadoEm) });
    }
    const marcos = (lado: 'antes' | 'depois') =>
      (mensagem.marcos ?? [])
        .filter((marco) => marco.lado === lado)
        .forEach((marco, i) =>
          out.push({ kind: 'marco', key: `k${mensagem.idMensagem}${lado}${i}`, label: marcoTexto(marco) }),
        );
    marcos('antes');
    if (mensagem.recuperada && !oldestFirst[index - 1]?.recuperada) {
      let quantas = 0;
      while (oldestFirst[index + quantas]?.recuperada) quantas++;
      out.push({ kind: 'recuperadas', key: `r${mensagem.idMensagem}`, label: recuperadasLabel(quantas) });
    }
    out.push({ kind: 'msg', key: `m${mensagem.idMensagem}`, mensagem });
    marcos('depois');
  });
  return out;
}
