import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eachIsolated } from '../../../jobs/each-isolated';
import { applyInbound, reconcileCanal, type ChannelDeps } from '../canal-lifecycle';
import { findCanalById, listCanaisConectados, type CanalRecord } from '../canais.repository';
import {
  askReconciliacao,
  canaisComEntradas,
  claimVez,
  claimVezAndRead,
  deleteEntrada,
  readOrRelease,
  recordFalha,
  releaseVez,
  type EntradaRow,
  type PedidoReconciliacao,
} from './entrada.repository';

/*
 * The intake worker (ADR 0036): applies what the webhook route stored (entrada_gateway), after the
 * gateway got its 2xx. One channel's rows are applied by one API process at a time (its turn in
 * entrada_gateway_vez, renewed while it works) and in the order they arrived, so a conversation's
 * messages, receipts and edits land in order; each row is deleted only once applied. A process
 * killed between the two leaves the row waiting: the next turn applies it again, and the ingest is
 * idempotent (a gateway message id is stored once, a receipt only moves forward, the same
 * reaction or edit changes nothing), so nothing is lost and nothing is doubled.
 */

export type EntradaWorkerOptions = {
  /** How long a turn lasts without being renewed (a killed process's channels wait this long). */
  vezSegundos: number;
  /** How often waiting rows nobody is applying are looked for (another process's, a crashed one's, a retry's). */
  varreduraMs: number;
  /** Tries of a row before it is set aside with its error. */
  maxTentativas: number;
  /** Each applied row's wait, from receipt to applied, in seconds (the /metrics histogram). */
  observe?: (tipo: EntradaRow['tipo'], segundos: number) => void;
};

export const ENTRADA_DEFAULTS: EntradaWorkerOptions = { vezSegundos: 15, varreduraMs: 2_000, maxTentativas: 5 };

/** Rows read per round of a channel. */
const LOTE = 50;

/** What one round of a channel carries from row to row. */
type Round = { canal: CanalRecord | null | undefined };

/** ENTRADA_VEZ_SEGUNDOS: a turn's length in seconds (1–300; unset: 15). */
export function vezSegundosFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.ENTRADA_VEZ_SEGUNDOS?.trim();
  if (!raw) return ENTRADA_DEFAULTS.vezSegundos;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 300)
    throw new Error(`ENTRADA_VEZ_SEGUNDOS inválido: use um número inteiro de 1 a 300 (recebido "${raw}").`);
  return value;
}

export class EntradaWorker {
  /** This process's name in entrada_gateway_vez. */
  private readonly dono = randomUUID();
  private readonly running = new Map<number, Promise<void>>();
  /** Channels kicked while their round was running: one more round after it. */
  private readonly again = new Set<number>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** Channels whose turn another process held at the last try: one quick retry, then the sweep's. */
  private readonly waitingTurn = new Set<number>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  /** The sweep's query in flight, if any (closing waits for it: the database closes after). */
  private sweeping: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly deps: () => ChannelDeps,
    private readonly log: FastifyBaseLogger,
    private readonly options: EntradaWorkerOptions = ENTRADA_DEFAULTS,
  ) {}

  /** Looks for waiting rows now and then every `varreduraMs` (crash recovery, retries, other processes' leftovers). */
  start(): void {
    const sweep = () => {
      if (this.sweeping || this.closed) return;
      this.sweeping = this.sweep().finally(() => {
        this.sweeping = null;
      });
    };
    sweep();
    this.sweeper = setInterval(sweep, this.options.varreduraMs);
    this.sweeper.unref();
  }

  /**
   * After this API started: a reconciliation of every connected channel whose gateway can be
   * asked (webhooks posted while no process answered may be lost for good on the gateway's side).
   * The simulator's phone lives in this process: there is nothing to fetch after a restart.
   */
  async askRestartReconciliations(): Promise<void> {
    const canais = (await listCanaisConectados(this.deps().db)).filter((canal) => canal.provider !== 'simulador');
    await eachIsolated(
      canais,
      async (canal) => {
        await askReconciliacao(this.deps().db, canal.idCanal, { motivo: 'reinicio' });
        this.kick(canal.idCanal);
      },
      {
        log: this.log,
        what: 'pedir a reconciliação após reiniciar',
        describe: (canal) => ({ idInstituicao: canal.idInstituicao, idCanal: canal.idCanal }),
      },
    );
  }

  /** A row for the channel was stored: apply what is waiting (now, or after the running round). */
  kick(idCanal: number): void {
    if (this.closed) return;
    if (this.running.has(idCanal)) {
      this.again.add(idCanal);
      return;
    }
    const round = this.drain(idCanal)
      .catch((error: unknown) => this.log.error({ err: error, idCanal }, 'entrada do gateway: rodada falhou'))
      .finally(() => {
        this.running.delete(idCanal);
        if (this.again.delete(idCanal)) this.kick(idCanal);
      });
    this.running.set(idCanal, round);
  }

  /** Resolves when nothing this process started is still applying (tests; closing). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  /** Stops looking and waits for the rounds running (their rows are applied or left waiting). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const timer of this.timers) clearTimeout(timer);
    await this.sweeping;
    await this.idle();
  }

  private async sweep(): Promise<void> {
    if (this.closed) return;
    try {
      for (const idCanal of await canaisComEntradas(this.deps().db)) this.kick(idCanal);
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, 'entrada do gateway: varredura falhou');
    }
  }

  private later(idCanal: number, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.kick(idCanal);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** One round: the channel's turn, then its waiting rows in order until none is ready. */
  private async drain(idCanal: number): Promise<void> {
    const { db } = this.deps();
    const { vezSegundos } = this.options;
    let rows = await claimVezAndRead(db, idCanal, this.dono, vezSegundos, LOTE);
    if (!rows) {
      // Another process is applying this channel's rows; it reads ours too unless it just
      // finished: look again once shortly, then leave it to the sweep.
      if (this.waitingTurn.delete(idCanal)) return;
      this.waitingTurn.add(idCanal);
      this.later(idCanal, 250);
      return;
    }
    this.waitingTurn.delete(idCanal);
    let renewedAt = Date.now();
    // The channel as this round last read it: read again only after a row that may have changed it.
    const round: Round = { canal: undefined };
    // Whether the turn was given back with the last read (nothing was left): then nothing to release.
    let released = false;
    try {
      for (;;) {
        if (!rows.length || this.closed) return;
        for (const row of rows) {
          // A row waiting to be retried holds the channel's later rows: order comes first.
          if (row.proximaEm.getTime() > Date.now()) {
            this.later(idCanal, row.proximaEm.getTime() - Date.now() + 10);
            return;
          }
          if (!(await this.applyRow(row, round))) return;
          if (Date.now() - renewedAt > (vezSegundos * 1000) / 3) {
            if (!(await claimVez(db, idCanal, this.dono, vezSegundos))) return;
            renewedAt = Date.now();
          }
          if (this.closed) return;
        }
        rows = await readOrRelease(db, idCanal, this.dono, LOTE);
        released = rows.length === 0;
      }
    } finally {
      if (!released) await releaseVez(db, idCanal, this.dono).catch(() => undefined);
    }
  }

  /** Applies one row; false when it failed and is to be retried (the channel's round stops there). */
  private async applyRow(row: EntradaRow, round: Round): Promise<boolean> {
    const deps = this.deps();
    try {
      round.canal ??= await findCanalById(deps.db, row.idCanal);
      const { canal } = round;
      if (canal && row.tipo === 'webhook') {
        const events = deps.registry.adapterFor(canal).parseWebhook(row.corpo);
        // A connection or QR event changes the channel: the next row reads it again.
        if (events.some((event) => event.kind === 'connection' || event.kind === 'qr')) round.canal = undefined;
        const { reconnectedCanal } = await applyInbound(deps, canal, events);
        // Back online: fetch what arrived while it was down, as the next row of this channel.
        if (reconnectedCanal) await askReconciliacao(deps.db, canal.idCanal, { motivo: 'reconexao' });
      } else if (canal?.estado === 'conectado') {
        // A channel down now is asked again when it reconnects.
        round.canal = undefined;
        await reconcileCanal(deps, canal, (row.corpo as PedidoReconciliacao).motivo);
      }
      await deleteEntrada(deps.db, row.id);
      this.options.observe?.(row.tipo, (Date.now() - row.recebidoEm.getTime()) / 1000);
      return true;
    } catch (error) {
      round.canal = undefined;
      const setAside = await recordFalha(
        deps.db,
        row.id,
        error instanceof Error ? error.message : String(error),
        this.options.maxTentativas,
      ).catch(() => false);
      this.log.warn(
        { err: error, idCanal: row.idCanal, idEntrada: row.id, tentativa: row.tentativas + 1, deixada: setAside },
        setAside
          ? 'entrada do gateway deixada de lado após as tentativas'
          : 'entrada do gateway falhou: nova tentativa',
      );
      // Set aside: the channel's next rows go on; otherwise the retry holds them back.
      return setAside;
    }
  }
}
