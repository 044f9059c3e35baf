import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../plugins/database/db';
import { findCanal } from '../canais/canais.repository';
import type { ChannelRegistry } from '../canais/channel-registry';
import { DESTINO_CONTATO_SQL } from '../contatos/contato-identidade';

/*
 * Read receipts on WhatsApp (issue #26, ADR 0027). A contact's message is stored waiting for one
 * (`leitura_pendente`); when a staff member opens its conversation (PUT …/lida), the receipts go to
 * the gateway, so the contact's phone shows the blue ticks only once someone looked. Never on
 * arrival, never for a note or staff's own message, never twice: the rows are claimed (cleared)
 * before the call and set again only when the gateway refused, so the next open retries them.
 * A failure is logged and never reaches the caller: opening the conversation must not depend on it.
 */

/** Receipts per gateway call, and calls per open (a conversation back from a long outage). */
const LOTE = 100;
const LOTES_MAX = 10;

export type LeituraDeps = { db: Db; registry: ChannelRegistry; log: FastifyBaseLogger };

type Lote = { ids: number[]; idsGateway: string[] };

/** Claims the oldest waiting receipts of the conversation (a concurrent open skips the same rows). */
async function claim(db: Db, idChat: number): Promise<Lote> {
  const rows = await db.query<{ id: number; idGateway: string }>(
    `update mensagem set leitura_pendente = false
      where id in (select id from mensagem where id_chat = $1 and leitura_pendente order by id limit $2
                   for update skip locked)
      returning id, id_gateway as "idGateway"`,
    [idChat, LOTE],
  );
  // `returning` keeps no order: oldest first, as the contact sent them.
  rows.sort((a, b) => a.id - b.id);
  return { ids: rows.map((row) => row.id), idsGateway: rows.map((row) => row.idGateway) };
}

/**
 * Sends the conversation's waiting read receipts through its channel. Answers how many the gateway
 * took; a channel not connected leaves them waiting; a refusal puts its batch back and is logged.
 * @example await sendReadReceipts({ db, registry, log }, idInstituicao, idChat)
 */
export async function sendReadReceipts(deps: LeituraDeps, idInstituicao: number, idChat: number): Promise<number> {
  let enviados = 0;
  try {
    const [chat] = await deps.db.query<{ idCanal: number; telefone: string }>(
      `select c.id_canal as "idCanal", ${DESTINO_CONTATO_SQL} as telefone
         from chat c join contatos ct on ct.id = c.id_contato where c.id = $1 and c.id_instituicao = $2`,
      [idChat, idInstituicao],
    );
    if (!chat) return 0;
    const canal = await findCanal(deps.db, idInstituicao, chat.idCanal);
    if (!canal || canal.estado !== 'conectado') return 0;
    const adapter = deps.registry.adapterFor(canal);
    for (let lote = 0; lote < LOTES_MAX; lote++) {
      const claimed = await claim(deps.db, idChat);
      if (!claimed.ids.length) break;
      try {
        await adapter.markRead(chat.telefone, claimed.idsGateway);
      } catch (error) {
        await deps.db.query('update mensagem set leitura_pendente = true where id = any($1::int[])', [claimed.ids]);
        throw error;
      }
      enviados += claimed.ids.length;
      if (claimed.ids.length < LOTE) break;
    }
  } catch (error) {
    deps.log.warn(
      { err: error, idChat },
      'confirmação de leitura não enviada ao WhatsApp: tenta de novo na próxima abertura',
    );
  }
  return enviados;
}
