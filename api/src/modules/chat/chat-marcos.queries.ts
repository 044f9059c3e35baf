import type { Mensagem, MensagemMarco } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * One history per person and channel (issue #26, ADR 0035): a conversation resolved and reopened
 * is the same row, so its whole history is one thread; these are the separators staff read in it.
 * They are not stored as messages: they are read from the conversation's facts (conversa_evento,
 * ADR 0030), which the chat already writes in the same transaction as each change —
 * - 'resolvida' → "Atendimento encerrado em …", after the last message before it;
 * - 'reaberta' → "Reaberta em …", before the contact's message that reopened it (or, when staff
 *   reopened it, after the last message before that);
 * - 'mesclada' → "Conversa de «…» juntada a esta em …", before the first message that came from
 *   the other conversation (contatos-mesclagem.commands.ts).
 */

type Fato = {
  tipo: 'resolvida' | 'reaberta' | 'mesclada';
  em: Date;
  detalhe: string | null;
  ancora: number | null;
  antes: boolean;
};

const TIPO: Record<Fato['tipo'], MensagemMarco['tipo']> = {
  resolvida: 'encerrado',
  reaberta: 'reaberto',
  mesclada: 'mesclado',
};

/**
 * The messages of one conversation with their separators (`marcos`), for a page of its history or
 * a message just published. One query on the conversation's facts from the oldest of `mensagens` on.
 */
export async function withMarcos(db: Queryable, idChat: number, mensagens: Mensagem[]): Promise<Mensagem[]> {
  if (!mensagens.length) return mensagens;
  const ids = mensagens.map((m) => m.idMensagem);
  const desde = mensagens.reduce((min, m) => (m.criadoEm < min ? m.criadoEm : min), mensagens[0]?.criadoEm ?? '');
  const fatos = await db.query<Fato>(
    `select e.tipo, e.ocorrido_em as em, e.detalhe,
            case when a.antes then e.id_mensagem
                 else (select max(m.id) from mensagem m where m.id_chat = e.id_chat and m.created_at <= e.ocorrido_em)
            end as ancora,
            a.antes
       from conversa_evento e
       cross join lateral (select e.tipo in ('reaberta', 'mesclada') and e.id_mensagem is not null
                                  and exists (select 1 from mensagem x where x.id = e.id_mensagem and x.id_chat = e.id_chat)
                                  as antes) a
      where e.id_chat = $1 and e.tipo in ('resolvida', 'reaberta', 'mesclada')
        and (e.id_mensagem = any($2::int[]) or e.ocorrido_em >= $3::timestamptz)
      order by e.ocorrido_em, e.id`,
    [idChat, ids, desde],
  );
  const porMensagem = new Map<number, MensagemMarco[]>();
  for (const fato of fatos) {
    if (fato.ancora === null || !ids.includes(fato.ancora)) continue;
    const marco: MensagemMarco = {
      tipo: TIPO[fato.tipo],
      lado: fato.antes ? 'antes' : 'depois',
      em: fato.em.toISOString(),
      ...(fato.detalhe ? { detalhe: fato.detalhe } : {}),
    };
    porMensagem.set(fato.ancora, [...(porMensagem.get(fato.ancora) ?? []), marco]);
  }
  return mensagens.map((m) => {
    const marcos = porMensagem.get(m.idMensagem);
    return marcos ? { ...m, marcos } : m;
  });
}
