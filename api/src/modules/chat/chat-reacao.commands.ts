import type { Mensagem } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { ChannelSendError, type MensagemAlvo } from '../canais/channel-adapter';
import { findCanal } from '../canais/canais.repository';
import type { CanalRef } from '../canais/channel-registry';
import { publishMensagemAtualizada } from './chat.events';
import { findChat, findMensagem } from './chat.queries';
import type { OutboundDeps } from './outbound-delivery';

/*
 * Staff react to a message on WhatsApp (issue #26, ADR 0027). A reaction is not a message: it
 * changes the one it reacts to (one per WhatsApp account: the institution's replaces its earlier
 * one, '' takes it back), never moves the list and never counts as unread. The same four steps as
 * every send (outbound-delivery.ts), fitted to a change: intent (the message WhatsApp knows, the
 * channel connected) in a transaction; the gateway's call outside it; the outcome stored only when
 * the gateway took it (nothing to undo when it refused); MensagemAtualizada to the room.
 */

export type ReacaoOutcome =
  | { kind: 'reagida'; mensagem: Mensagem }
  /** The gateway refused: its pt-BR reason; nothing changed. */
  | { kind: 'falhou'; erro: string }
  | { kind: 'not-found' }
  | { kind: 'disconnected' }
  /** A note, a send that never reached WhatsApp, or a message deleted for everyone. */
  | { kind: 'nao-reagivel' };

type Alvo = { canal: CanalRef; telefone: string; alvo: MensagemAlvo; atual: string };

/** Step 1: the message as WhatsApp names it, and the institution's current reaction to it. */
async function intent(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idMensagem: number,
): Promise<Alvo | Exclude<ReacaoOutcome, { kind: 'reagida' | 'falhou' }>> {
  const [row] = await tx.query<{
    idGateway: string | null;
    direcao: string;
    apagada: boolean;
    idCanal: number;
    telefone: string;
    atual: string | null;
  }>(
    `select m.id_gateway as "idGateway", m.direcao, m.apagada_em is not null as apagada, c.id_canal as "idCanal",
            ct.telefone_e164 as telefone,
            (select r.emoji from mensagem_reacao r where r.id_mensagem = m.id and r.de = 'equipe') as atual
       from mensagem m join chat c on c.id = m.id_chat join contatos ct on ct.id = c.id_contato
      where m.id = $1 and m.id_chat = $2 and m.id_instituicao = $3
      for update of m`,
    [idMensagem, idChat, idInstituicao],
  );
  if (!row) return { kind: 'not-found' };
  if (!row.idGateway || row.direcao === 'nota' || row.apagada) return { kind: 'nao-reagivel' };
  const canal = await findCanal(tx, idInstituicao, row.idCanal);
  if (!canal || canal.estado !== 'conectado') return { kind: 'disconnected' };
  return {
    canal,
    telefone: row.telefone,
    alvo: { idGateway: row.idGateway, deMim: row.direcao === 'saida' },
    atual: row.atual ?? '',
  };
}

/** Step 3: the institution's reaction as the gateway took it. */
async function store(db: Queryable, idMensagem: number, emoji: string): Promise<void> {
  if (emoji)
    await db.query(
      `insert into mensagem_reacao (id_mensagem, de, emoji) values ($1, 'equipe', $2)
       on conflict (id_mensagem, de) do update set emoji = excluded.emoji, reagida_em = now()`,
      [idMensagem, emoji],
    );
  else await db.query(`delete from mensagem_reacao where id_mensagem = $1 and de = 'equipe'`, [idMensagem]);
}

/**
 * The institution reacts to message `idMensagem` with `emoji` ('' takes its reaction back). The
 * same reaction again changes nothing and calls nobody (answers the message as it is).
 * @example await reagir(deps, idInstituicao, idChat, idMensagem, '👍')
 */
export async function reagir(
  deps: OutboundDeps,
  idInstituicao: number,
  idChat: number,
  idMensagem: number,
  emoji: string,
): Promise<ReacaoOutcome> {
  const claimed = await deps.db.transaction((tx) => intent(tx, idInstituicao, idChat, idMensagem));
  if ('kind' in claimed) return claimed;
  if (claimed.atual !== emoji) {
    try {
      await deps.registry.adapterFor(claimed.canal).sendReaction(claimed.telefone, claimed.alvo, emoji);
    } catch (error) {
      if (!(error instanceof ChannelSendError)) throw error;
      return { kind: 'falhou', erro: error.message };
    }
    await store(deps.db, idMensagem, emoji);
  }
  const chat = await findChat(deps.db, idInstituicao, idChat);
  const mensagem = await findMensagem(deps.db, idInstituicao, idMensagem);
  if (!chat || !mensagem) return { kind: 'not-found' };
  if (claimed.atual !== emoji) await publishMensagemAtualizada(deps.sink, mensagem, chat);
  return { kind: 'reagida', mensagem };
}
