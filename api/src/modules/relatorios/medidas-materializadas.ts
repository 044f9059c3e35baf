import type { Db, Queryable } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import { atendimentosDe, type Atendimento, type Fato, type MensagemResumo } from './atendimento-medidas';

/*
 * The services' measures kept per service (atendimento_medida, migration 0035; ADR 0039), so a
 * 90-day report of 100,000 conversations reads rows instead of a million messages. A cache, never a
 * source: every row is atendimento-medidas.ts applied to all the facts and messages of its
 * conversation, rewritten whenever one of them arrives. Which conversations changed is read from
 * the ids of facts and messages past the institution's watermark (relatorio_frescor); a change of
 * rules bumps MEDIDAS_VERSAO, and the next refresh recomputes the institution's whole history.
 *
 * Refreshed by the reports themselves before they read (when little changed) and every minute by a
 * job per institution (relatorios.jobs.ts), so a burst of messages never slows a screen: it then
 * shows how fresh its figures are.
 */

/** Bump when atendimento-medidas.ts changes what a service measures: the history is recomputed. */
export const MEDIDAS_VERSAO = 2;

/** Conversations measured per round trip. */
const LOTE = 500;

/** Serialises one institution's refresh between API processes and the job (with the institution as 2nd key). */
const LOCK = 290_035;

type Frescor = { versao: number; ultimoEvento: string; ultimaMensagem: string; atualizadoEm: Date; geracao: string };

export type Atualizacao = {
  /** When the figures were last brought up to date. */
  atualizadoEm: Date;
  /** Conversations measured again by this call. */
  recalculadas: number;
  /** Changes whenever the measures changed: a report of the same generation is still exact. */
  geracao: string;
};

async function frescorDe(db: Queryable, idInstituicao: number): Promise<Frescor | null> {
  const [row] = await db.query<Frescor>(
    `select versao, ultimo_evento::text as "ultimoEvento", ultima_mensagem::text as "ultimaMensagem",
            atualizado_em as "atualizadoEm", geracao::text as geracao
       from relatorio_frescor where id_instituicao = $1`,
    [idInstituicao],
  );
  return row ? { ...row, atualizadoEm: new Date(row.atualizadoEm) } : null;
}

/** Measures these conversations from all their facts and messages and replaces their rows. */
async function medirChats(tx: Queryable, idInstituicao: number, ids: readonly number[]): Promise<void> {
  // One after the other: a transaction is one connection.
  const fatos = await tx.query<Fato>(
    `select id_chat as "idChat", tipo, id_usuario as "idUsuario", id_especialista as "idEspecialista", ocorrido_em as em,
            conta_desde as "contaDesde"
         from conversa_evento where id_chat = any($1::int[]) order by id_chat, ocorrido_em, id`,
    [ids],
  );
  const mensagens = await tx.query<MensagemResumo>(
    `select id_chat as "idChat", direcao, created_at as em, id_autor as "idUsuario", id_especialista as "idEspecialista"
         from mensagem where id_chat = any($1::int[]) and direcao <> 'nota'`,
    [ids],
  );
  const chats = await tx.query<{ id: number; idCanal: number; idFila: number | null }>(
    'select id, id_canal as "idCanal", id_fila as "idFila" from chat where id = any($1::int[]) and id_instituicao = $2',
    [ids, idInstituicao],
  );
  const instantes = <T extends { em: Date }>(items: readonly T[]): T[] =>
    items.map((item) => ({ ...item, em: new Date(item.em) }));
  const fatosComInstantes = instantes(fatos).map((fato) => ({
    ...fato,
    contaDesde: fato.contaDesde ? new Date(fato.contaDesde) : null,
  }));
  const atendimentos = atendimentosDe(fatosComInstantes, instantes(mensagens));
  const chat = new Map(chats.map((c) => [c.id, c]));
  await tx.query('delete from atendimento_medida where id_chat = any($1::int[])', [ids]);
  const medidos = atendimentos.filter((a) => chat.has(a.idChat));
  if (!medidos.length) return;
  const col = <T>(pick: (a: Atendimento) => T) => medidos.map(pick);
  await tx.query(
    `insert into atendimento_medida (id_instituicao, id_chat, inicio, id_canal, id_fila, reaberto, primeira_resposta_ms,
       respondido_por, resolucao_ms, resolvido_em, id_atendente, id_especialista, mensagens_recebidas, mensagens_enviadas,
       ia_sozinha, ia_transferiu, transferencias, primeira_resposta_em_horario_ms, dia, dia_semana, hora, dia_resolvido)
     select $1, m.*, (m.inicio at time zone '${SAO_PAULO_TIME_ZONE}')::date,
            extract(dow from m.inicio at time zone '${SAO_PAULO_TIME_ZONE}'),
            extract(hour from m.inicio at time zone '${SAO_PAULO_TIME_ZONE}'),
            (m.resolvido_em at time zone '${SAO_PAULO_TIME_ZONE}')::date
       from unnest($2::int[], $3::timestamptz[], $4::int[], $5::int[], $6::boolean[], $7::bigint[], $8::text[],
       $9::bigint[], $10::timestamptz[], $11::int[], $12::int[], $13::int[], $14::int[], $15::boolean[], $16::boolean[],
       $17::int[], $18::bigint[]) as m (id_chat, inicio, id_canal, id_fila, reaberto, primeira_resposta_ms, respondido_por,
         resolucao_ms, resolvido_em, id_atendente, id_especialista, mensagens_recebidas, mensagens_enviadas, ia_sozinha,
         ia_transferiu, transferencias, primeira_resposta_em_horario_ms)
     on conflict (id_chat, inicio) do nothing`,
    [
      idInstituicao,
      col((a) => a.idChat),
      col((a) => a.inicio.toISOString()),
      col((a) => chat.get(a.idChat)?.idCanal ?? null),
      col((a) => chat.get(a.idChat)?.idFila ?? null),
      col((a) => a.reaberto),
      col((a) => a.primeiraRespostaMs),
      col((a) => a.respondidoPor),
      col((a) => a.resolucaoMs),
      col((a) => a.resolvidoEm?.toISOString() ?? null),
      col((a) => a.idAtendente),
      col((a) => a.idEspecialista),
      col((a) => a.mensagensRecebidas),
      col((a) => a.mensagensEnviadas),
      col((a) => a.iaSozinha),
      col((a) => a.iaTransferiu),
      col((a) => a.transferencias),
      col((a) => a.primeiraRespostaEmHorarioMs),
    ],
  );
}

export type OpcoesAtualizacao = {
  /**
   * Leave it to the job when more conversations than this changed (a screen never waits on a burst);
   * the figures stay as fresh as the last refresh. Unlimited when absent.
   */
  limite?: number;
  /**
   * Ids to read again below the watermark: a transaction that took its id earlier but committed
   * after the last refresh is not missed. The job uses it; a screen's refresh does not need to.
   */
  sobreposicao?: number;
  /** Wait this long for a refresh under way (a screen); absent: skip when one is under way (the job). */
  esperaMs?: number;
};

/**
 * Brings one institution's measures up to date. Another process refreshing it meanwhile: returns
 * at once with the freshness as it stands.
 */
export async function atualizarMedidas(
  db: Db,
  idInstituicao: number,
  opcoes: OpcoesAtualizacao = {},
): Promise<Atualizacao> {
  return db.transaction(async (tx) => {
    let livre = true;
    if (opcoes.esperaMs) {
      // A screen waits for a refresh under way (its figures then include it), but not for long.
      await tx.query(`select set_config('lock_timeout', $1, true)`, [`${opcoes.esperaMs}ms`]);
      await tx.query('select pg_advisory_xact_lock($1, $2)', [LOCK, idInstituicao]);
    } else {
      const [lock] = await tx.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1, $2) as ok', [
        LOCK,
        idInstituicao,
      ]);
      livre = !!lock?.ok;
    }
    const frescor = await frescorDe(tx, idInstituicao);
    const geracao = frescor?.geracao ?? '0';
    if (!livre) return { atualizadoEm: frescor?.atualizadoEm ?? new Date(0), recalculadas: 0, geracao };
    const versaoAtual = frescor?.versao === MEDIDAS_VERSAO;
    const sobreposicao = opcoes.sobreposicao ?? 0;
    const desdeEvento = versaoAtual ? Math.max(0, Number(frescor.ultimoEvento) - sobreposicao) : 0;
    const desdeMensagem = versaoAtual ? Math.max(0, Number(frescor.ultimaMensagem) - sobreposicao) : 0;
    const [topo] = await tx.query<{ evento: string; mensagem: string }>(
      `select coalesce((select max(id) from conversa_evento), 0)::text as evento,
              coalesce((select max(id) from mensagem), 0)::text as mensagem`,
    );
    const ateEvento = topo?.evento ?? '0';
    const ateMensagem = topo?.mensagem ?? '0';
    // Conversations with a fact or a message since the watermark (only those with facts have services).
    const sujos = await tx.query<{ id: number }>(
      `select id_chat as id from conversa_evento where id > $2 and id <= $3 and id_instituicao = $1
       union
       select id_chat from mensagem where id > $4 and id <= $5 and id_instituicao = $1`,
      [idInstituicao, desdeEvento, ateEvento, desdeMensagem, ateMensagem],
    );
    if (opcoes.limite !== undefined && sujos.length > opcoes.limite && frescor)
      return { atualizadoEm: frescor.atualizadoEm, recalculadas: 0, geracao };
    // A screen's read with nothing new for this institution: up to date as of now, without writing
    // (the job moves the watermark on).
    if (versaoAtual && !sujos.length && opcoes.limite !== undefined)
      return { atualizadoEm: new Date(), recalculadas: 0, geracao };
    if (!versaoAtual) await tx.query('delete from atendimento_medida where id_instituicao = $1', [idInstituicao]);
    const ids = sujos.map((row) => row.id).sort((a, b) => a - b);
    for (let start = 0; start < ids.length; start += LOTE)
      await medirChats(tx, idInstituicao, ids.slice(start, start + LOTE));
    const [row] = await tx.query<{ atualizadoEm: Date; geracao: string }>(
      `insert into relatorio_frescor (id_instituicao, versao, ultimo_evento, ultima_mensagem, atualizado_em, geracao)
       values ($1, $2, $3, $4, now(), 1)
       on conflict (id_instituicao) do update set versao = excluded.versao, ultimo_evento = excluded.ultimo_evento,
         ultima_mensagem = excluded.ultima_mensagem, atualizado_em = excluded.atualizado_em,
         geracao = relatorio_frescor.geracao + (case when $5 then 1 else 0 end)
       returning atualizado_em as "atualizadoEm", geracao::text as geracao`,
      [idInstituicao, MEDIDAS_VERSAO, ateEvento, ateMensagem, ids.length > 0 || !versaoAtual],
    );
    return {
      atualizadoEm: new Date(row?.atualizadoEm ?? Date.now()),
      recalculadas: ids.length,
      geracao: row?.geracao ?? geracao,
    };
  });
}

/** A screen's refresh: at most this many changed conversations are measured while it waits. */
export const LIMITE_NA_LEITURA = 2_000;

/**
 * Before a report reads: up to date unless a burst is left to the job, or a long refresh of the
 * job holds the institution (then the figures are as of its last refresh, and the screen says when).
 */
export async function medidasParaLeitura(db: Db, idInstituicao: number): Promise<Atualizacao> {
  try {
    return await atualizarMedidas(db, idInstituicao, { limite: LIMITE_NA_LEITURA, esperaMs: 2_000 });
  } catch (error) {
    // 55P03: lock_timeout; the job is measuring a long backlog.
    if ((error as { code?: unknown }).code !== '55P03') throw error;
    const frescor = await frescorDe(db, idInstituicao);
    return { atualizadoEm: frescor?.atualizadoEm ?? new Date(0), recalculadas: 0, geracao: frescor?.geracao ?? '0' };
  }
}
