import type { Mensagem, MensagemDirecao, MensagemTipo } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { ChannelSendError, type ChannelAdapter, type MensagemAlvo } from '../canais/channel-adapter';
import { findCanal } from '../canais/canais.repository';
import { publishConversaAtualizada, publishMensagemAtualizada } from './chat.events';
import { findChat, findMensagem } from './chat.queries';
import type { OutboundDeps } from './outbound-delivery';
import { DESTINO_CONTATO_SQL } from '../contatos/contato-identidade';

/*
 * Staff change a message already on WhatsApp (issue #26, ADR 0027): a reaction, an edit, a delete
 * for everyone. None is a new message. The same four steps as every send (outbound-delivery.ts),
 * fitted to a change: intent in a transaction (the message WhatsApp knows, the channel connected,
 * the change's own rule); the gateway's call outside it; the change stored only when the gateway
 * took it (nothing to undo when it refused); then MensagemAtualizada to the room (and the list's
 * ConversaAtualizada when its preview may have changed).
 */

/** The message as the change's rule reads it. */
export type AlvoRow = {
  direcao: MensagemDirecao;
  tipo: MensagemTipo;
  texto: string;
  criadoEm: Date;
  /** The institution's current reaction ('' when none). */
  reacaoEquipe: string;
};

export type ChangeRefusal =
  | { kind: 'not-found' }
  | { kind: 'disconnected' }
  /** A note, a send that never reached WhatsApp, or a message deleted for everyone. */
  | { kind: 'nao-alteravel' }
  /** The change's own rule (not staff's message, past WhatsApp's window...): its pt-BR reason. */
  | { kind: 'recusada'; motivo: string };

export type ChangeOutcome =
  | { kind: 'alterada'; mensagem: Mensagem }
  /** The gateway refused: its pt-BR reason; nothing changed. */
  | { kind: 'falhou'; erro: string }
  | ChangeRefusal;

export type Change = {
  /** The change's rule: a refusal's reason, 'sem-mudanca' (nothing to send), or null to go on. */
  check: (row: AlvoRow) => string | 'sem-mudanca' | null;
  send: (adapter: ChannelAdapter, telefone: string, alvo: MensagemAlvo) => Promise<void>;
  store: (tx: Queryable, idMensagem: number, row: AlvoRow) => Promise<void>;
  /** The conversation's preview may change (an edit, a delete): the list hears of it. */
  mudaPrevia?: boolean;
};

async function intent(tx: Queryable, idInstituicao: number, idChat: number, idMensagem: number, change: Change) {
  const [row] = await tx.query<
    AlvoRow & { idGateway: string | null; apagada: boolean; idCanal: number; telefone: string }
  >(
    `select m.id_gateway as "idGateway", m.direcao, m.tipo, m.texto, m.created_at as "criadoEm",
            m.apagada_em is not null as apagada, c.id_canal as "idCanal", ${DESTINO_CONTATO_SQL} as telefone,
            coalesce((select r.emoji from mensagem_reacao r where r.id_mensagem = m.id and r.de = 'equipe'), '')
              as "reacaoEquipe"
       from mensagem m join chat c on c.id = m.id_chat join contatos ct on ct.id = c.id_contato
      where m.id = $1 and m.id_chat = $2 and m.id_instituicao = $3
      for update of m`,
    [idMensagem, idChat, idInstituicao],
  );
  if (!row) return { kind: 'not-found' } as const;
  if (!row.idGateway || row.direcao === 'nota' || row.apagada) return { kind: 'nao-alteravel' } as const;
  const rule = change.check(row);
  if (rule !== null && rule !== 'sem-mudanca') return { kind: 'recusada', motivo: rule } as const;
  const canal = await findCanal(tx, idInstituicao, row.idCanal);
  if (!canal || canal.estado !== 'conectado') return { kind: 'disconnected' } as const;
  const alvo: MensagemAlvo = { idGateway: row.idGateway, deMim: row.direcao === 'saida' };
  return { kind: 'claimed', canal, telefone: row.telefone, alvo, row, semMudanca: rule === 'sem-mudanca' } as const;
}

/**
 * Runs one change of message `idMensagem` of conversation `idChat` through its channel.
 * @example await alterarMensagem(deps, idInstituicao, idChat, idMensagem, reacao('👍'))
 */
export async function alterarMensagem(
  deps: OutboundDeps,
  idInstituicao: number,
  idChat: number,
  idMensagem: number,
  change: Change,
): Promise<ChangeOutcome> {
  const claimed = await deps.db.transaction((tx) => intent(tx, idInstituicao, idChat, idMensagem, change));
  if (claimed.kind !== 'claimed') return claimed;
  if (!claimed.semMudanca) {
    try {
      await change.send(deps.registry.adapterFor(claimed.canal), claimed.telefone, claimed.alvo);
    } catch (error) {
      if (!(error instanceof ChannelSendError)) throw error;
      return { kind: 'falhou', erro: error.message };
    }
    await deps.db.transaction((tx) => change.store(tx, idMensagem, claimed.row));
  }
  const chat = await findChat(deps.db, idInstituicao, idChat);
  const mensagem = await findMensagem(deps.db, idInstituicao, idMensagem);
  if (!chat || !mensagem) return { kind: 'not-found' };
  if (!claimed.semMudanca) {
    await publishMensagemAtualizada(deps.sink, mensagem, chat);
    if (change.mudaPrevia) await publishConversaAtualizada(deps.sink, chat);
  }
  return { kind: 'alterada', mensagem };
}
