import type { Queryable } from '../../../plugins/database/db';

/*
 * The `entrada_gateway` table (migration 0032, ADR 0036): what a gateway posted, stored before it
 * is answered, and the reconciliations asked for, waiting to be applied in order per channel; and
 * `entrada_gateway_vez`, which API process is applying a channel's rows. Only the intake worker
 * (entrada-worker.ts) and the webhook route use these functions.
 */

export type EntradaTipo = 'webhook' | 'reconciliacao';

/** What a reconciliation row says: why it was asked for. */
export type PedidoReconciliacao = { motivo: 'reconexao' | 'reinicio' };

export type EntradaRow = {
  id: number;
  idCanal: number;
  tipo: EntradaTipo;
  corpo: unknown;
  recebidoEm: Date;
  tentativas: number;
  proximaEm: Date;
};

/** Stores a gateway's webhook body as received; answers its row id. */
export async function storeWebhook(db: Queryable, idCanal: number, corpo: unknown): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into entrada_gateway (id_canal, tipo, corpo) values ($1, 'webhook', $2::jsonb) returning id`,
    [idCanal, JSON.stringify(corpo)],
  );
  if (!row) throw new Error('entrada não gravada');
  return row.id;
}

/**
 * Asks for a reconciliation of the channel, after what is already waiting; not when one is
 * already waiting (it will fetch the same). Answers whether a row was added.
 */
export async function askReconciliacao(db: Queryable, idCanal: number, pedido: PedidoReconciliacao): Promise<boolean> {
  const rows = await db.query(
    `insert into entrada_gateway (id_canal, tipo, corpo)
     select $1, 'reconciliacao', $2::jsonb
      where not exists (select 1 from entrada_gateway
                         where id_canal = $1 and tipo = 'reconciliacao' and falhou_em is null)
     returning id`,
    [idCanal, JSON.stringify(pedido)],
  );
  return rows.length > 0;
}

/**
 * Takes (or renews) the channel's turn for `dono` until `segundos` from now: free, expired (its
 * process died or stalled) or already ours. False when another process holds it, or the channel
 * is gone.
 */
export async function claimVez(db: Queryable, idCanal: number, dono: string, segundos: number): Promise<boolean> {
  try {
    const rows = await db.query(
      `insert into entrada_gateway_vez (id_canal, dono, ate) values ($1, $2, now() + make_interval(secs => $3))
       on conflict (id_canal) do update set dono = excluded.dono, ate = excluded.ate
        where entrada_gateway_vez.ate < now() or entrada_gateway_vez.dono = excluded.dono
       returning 1`,
      [idCanal, dono, segundos],
    );
    return rows.length > 0;
  } catch (error) {
    // 23503: the channel was deleted meanwhile (its rows went with it).
    if ((error as { code?: unknown }).code === '23503') return false;
    throw error;
  }
}

/** Gives the channel's turn back (only if still ours). */
export async function releaseVez(db: Queryable, idCanal: number, dono: string): Promise<void> {
  await db.query('delete from entrada_gateway_vez where id_canal = $1 and dono = $2', [idCanal, dono]);
}

const SELECT_ENTRADA = `select id, id_canal as "idCanal", tipo, corpo, recebido_em as "recebidoEm", tentativas,
    proxima_em as "proximaEm" from entrada_gateway`;

type EntradaJson = Omit<EntradaRow, 'recebidoEm' | 'proximaEm'> & { recebidoEm: string; proximaEm: string };

const fromJson = (row: EntradaJson): EntradaRow => ({
  ...row,
  recebidoEm: new Date(row.recebidoEm),
  proximaEm: new Date(row.proximaEm),
});

/**
 * Takes the channel's turn (claimVez) and, in the same statement, reads its first waiting rows
 * (one round trip: this is on every inbound message's path). Null when the turn is another's.
 */
export async function claimVezAndRead(
  db: Queryable,
  idCanal: number,
  dono: string,
  segundos: number,
  limit: number,
): Promise<EntradaRow[] | null> {
  try {
    const [row] = await db.query<{ claimed: number; rows: EntradaJson[] }>(
      `with vez as (
         insert into entrada_gateway_vez (id_canal, dono, ate) values ($1, $2, now() + make_interval(secs => $3))
         on conflict (id_canal) do update set dono = excluded.dono, ate = excluded.ate
          where entrada_gateway_vez.ate < now() or entrada_gateway_vez.dono = excluded.dono
         returning 1
       ), lote as (
         ${SELECT_ENTRADA} where id_canal = $1 and falhou_em is null and exists (select 1 from vez)
          order by id limit $4
       )
       select (select count(*) from vez)::int as claimed,
              coalesce((select json_agg(lote order by lote.id) from lote), '[]'::json) as rows`,
      [idCanal, dono, segundos, limit],
    );
    return row?.claimed ? row.rows.map(fromJson) : null;
  } catch (error) {
    // 23503: the channel was deleted meanwhile (its rows went with it).
    if ((error as { code?: unknown }).code === '23503') return null;
    throw error;
  }
}

/**
 * The channel's next waiting rows; when there are none, the turn is given back in the same
 * statement (a row stored after it is read by the round its own kick starts).
 */
export async function readOrRelease(
  db: Queryable,
  idCanal: number,
  dono: string,
  limit: number,
): Promise<EntradaRow[]> {
  return db.query<EntradaRow>(
    `with lote as (
       ${SELECT_ENTRADA} where id_canal = $1 and falhou_em is null order by id limit $3
     ), solta as (
       delete from entrada_gateway_vez where id_canal = $1 and dono = $2 and not exists (select 1 from lote)
     )
     select * from lote order by id`,
    [idCanal, dono, limit],
  );
}

/** Applied: the row goes (what it carried is stored where it belongs). */
export async function deleteEntrada(db: Queryable, id: number): Promise<void> {
  await db.query('delete from entrada_gateway where id = $1', [id]);
}

/**
 * Applying the row failed: tried again later (1 s, 2 s, 4 s…), and after `maxTentativas` set
 * aside with its error (falhou_em), so the channel's next rows go on. Answers whether it was set aside.
 */
export async function recordFalha(db: Queryable, id: number, erro: string, maxTentativas: number): Promise<boolean> {
  const [row] = await db.query<{ falhou: boolean }>(
    `update entrada_gateway
        set tentativas = tentativas + 1, erro = $2,
            proxima_em = now() + make_interval(secs => power(2, tentativas)),
            falhou_em = case when tentativas + 1 >= $3 then now() end
      where id = $1 returning falhou_em is not null as falhou`,
    [id, erro.slice(0, 500), maxTentativas],
  );
  return row?.falhou ?? false;
}

/** Channels with rows ready to apply (nobody's, or whose process stopped renewing its turn). */
export async function canaisComEntradas(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ idCanal: number }>(
    `select distinct e.id_canal as "idCanal" from entrada_gateway e
      where e.falhou_em is null and e.proxima_em <= now()
        and not exists (select 1 from entrada_gateway_vez v where v.id_canal = e.id_canal and v.ate >= now())`,
  );
  return rows.map((row) => row.idCanal);
}

/** How long the oldest row still waiting has waited, in seconds (0 when none): the /metrics gauge. */
export async function maiorEspera(db: Queryable): Promise<number> {
  const [row] = await db.query<{ segundos: number | null }>(
    `select extract(epoch from now() - min(recebido_em))::float8 as segundos
       from entrada_gateway where falhou_em is null`,
  );
  return row?.segundos ?? 0;
}
