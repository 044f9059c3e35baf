import type { UsoDia } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import type { TokenUsage } from './ia/chat-completions';

/*
 * `especialista_uso`: one row per model call (and per hand-off, which may have made none), what
 * the usage screen sums per day in America/Sao_Paulo.
 */

export type UsoTipo = 'resposta' | 'playground' | 'transferencia';

export async function recordUso(
  db: Queryable,
  uso: { idInstituicao: number; idEspecialista: number; idChat: number | null; tipo: UsoTipo; tokens: TokenUsage },
): Promise<void> {
  await db.query(
    // The model the call used is the specialist's now (the reports' cost per model, ADR 0039).
    `insert into especialista_uso (id_instituicao, id_especialista, id_chat, tipo, tokens_prompt, tokens_resposta, modelo)
     values ($1, $2, $3, $4, $5, $6, (select modelo from especialista where id = $2))`,
    [uso.idInstituicao, uso.idEspecialista, uso.idChat, uso.tipo, uso.tokens.prompt, uso.tokens.resposta],
  );
}

/**
 * The last `dias` days (today included, in America/Sao_Paulo), oldest first, days without use as
 * zeros: conversations answered or handed off, answers, hand-offs, and every token (playground too).
 */
export async function usoPorDia(
  db: Queryable,
  idInstituicao: number,
  idEspecialista: number,
  dias: number,
  now: Date = new Date(),
): Promise<UsoDia[]> {
  return db.query<UsoDia>(
    `with dias as (
       select generate_series(($3::timestamptz at time zone '${SAO_PAULO_TIME_ZONE}')::date - ($4::int - 1),
                              ($3::timestamptz at time zone '${SAO_PAULO_TIME_ZONE}')::date, interval '1 day')::date as dia
     ), uso as (
       select (created_at at time zone '${SAO_PAULO_TIME_ZONE}')::date as dia, tipo, id_chat, tokens_prompt, tokens_resposta
         from especialista_uso
        where id_especialista = $1 and id_instituicao = $2
          and created_at >= (($3::timestamptz at time zone '${SAO_PAULO_TIME_ZONE}')::date - ($4::int - 1))
                            at time zone '${SAO_PAULO_TIME_ZONE}'
     )
     select to_char(d.dia, 'YYYY-MM-DD') as dia,
            count(distinct u.id_chat) filter (where u.tipo <> 'playground')::int as conversas,
            count(*) filter (where u.tipo = 'resposta')::int as respostas,
            count(*) filter (where u.tipo = 'transferencia')::int as transferencias,
            coalesce(sum(u.tokens_prompt), 0)::int as "tokensPrompt",
            coalesce(sum(u.tokens_resposta), 0)::int as "tokensResposta"
       from dias d left join uso u on u.dia = d.dia
      group by d.dia order by d.dia`,
    [idEspecialista, idInstituicao, now.toISOString(), dias],
  );
}
