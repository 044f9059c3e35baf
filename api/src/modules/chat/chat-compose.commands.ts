import type {
  Chat,
  EnviarConteudoInput,
  Mensagem,
  MensagemConteudo,
  MensagemStatus,
  MensagemTipo,
} from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import { findCanal } from '../canais/canais.repository';
import { findChat, findMensagem } from './chat.queries';
import { conteudoDaMensagem } from './mensagem-midia.repository';
import { citacaoGuardada } from './outbound-citacao';
import type { ConteudoSaida } from '../canais/channel-adapter';
import { deliver, newMessage, pendente, type OutboundDeps, type SendOutcome } from './outbound-delivery';
import { DESTINO_CONTATO_SQL } from '../contatos/contato-identidade';

/*
 * What staff add to a conversation besides a plain send (chat.commands.ts sendMensagem): internal
 * notes, which never reach a gateway, a location or a contact card, and sending again a message
 * the gateway refused.
 */

/** What a location or contact card goes out as (the history keeps it as the contact's own). */
export function conteudoDoEnvio(input: EnviarConteudoInput): ConteudoSaida {
  if (input.tipo === 'contato')
    return { tipo: 'contatos', contatos: [{ nome: input.nome, telefones: [input.telefone] }] };
  return {
    tipo: 'localizacao',
    latitude: Number(input.latitude.toFixed(6)),
    longitude: Number(input.longitude.toFixed(6)),
    nome: input.nome || null,
    endereco: input.endereco || null,
  };
}

/** A location or a contact card to the contact, through the one outbound pipeline (ADR 0033). */
export function sendConteudo(
  deps: OutboundDeps,
  idInstituicao: number,
  idChat: number,
  idUsuario: number,
  input: EnviarConteudoInput,
): Promise<SendOutcome> {
  const conteudo = conteudoDoEnvio(input);
  return deliver(
    deps,
    idInstituicao,
    newMessage(idInstituicao, { idChat, remetente: { idUsuario }, conteudo, leuConversa: true }),
  );
}

/** An internal note: stored in the history, shown to staff only; it does not touch the unread count. */
export async function addNota(
  db: Db,
  idInstituicao: number,
  idChat: number,
  idUsuario: number,
  texto: string,
): Promise<{ kind: 'not-found' } | { kind: 'added'; chat: Chat; mensagem: Mensagem }> {
  return db.transaction(async (tx) => {
    const [chat] = await tx.query<{ idCanal: number }>(
      'select id_canal as "idCanal" from chat where id = $1 and id_instituicao = $2 for update',
      [idChat, idInstituicao],
    );
    if (!chat) return { kind: 'not-found' } as const;
    // 'enviada' only because the column needs a status: a note is never handed to a gateway.
    const [row] = await tx.query<{ id: number }>(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_autor)
       values ($1, $2, $3, 'nota', $4, 'enviada', $5) returning id`,
      [idInstituicao, idChat, chat.idCanal, texto, idUsuario],
    );
    const updated = await findChat(tx, idInstituicao, idChat);
    const mensagem = row ? await findMensagem(tx, idInstituicao, row.id) : null;
    if (!updated || !mensagem) throw new Error('nota não encontrada após inserir');
    return { kind: 'added', chat: updated, mensagem } as const;
  });
}

export type ResendOutcome = SendOutcome | { kind: 'not-failed' };

/**
 * A staff message the gateway refused ('falhou'), handed to the channel again through the one
 * outbound pipeline. The same row moves to 'pendente' first (so two clicks never send twice), then
 * to what the gateway answered.
 */
export function resendMensagem(
  deps: OutboundDeps,
  idInstituicao: number,
  idChat: number,
  idMensagem: number,
): Promise<ResendOutcome> {
  return deliver(deps, idInstituicao, async (tx) => {
    const [row] = await tx.query<{
      status: MensagemStatus;
      tipo: MensagemTipo;
      texto: string;
      idCanal: number;
      telefone: string;
      conteudo: MensagemConteudo | null;
    }>(
      `select m.status, m.tipo, m.texto, m.id_canal as "idCanal", ${DESTINO_CONTATO_SQL} as telefone, m.conteudo
         from mensagem m join chat c on c.id = m.id_chat join contatos ct on ct.id = c.id_contato
        where m.id = $1 and m.id_chat = $2 and m.id_instituicao = $3 and m.direcao = 'saida'
        for update of m`,
      [idMensagem, idChat, idInstituicao],
    );
    if (!row) return { kind: 'not-found' } as const;
    if (row.status !== 'falhou') return { kind: 'not-failed' } as const;
    const canal = await findCanal(tx, idInstituicao, row.idCanal);
    if (!canal || canal.estado !== 'conectado') return { kind: 'disconnected' } as const;
    // A file goes again as a file: its bytes are kept with the message.
    const conteudo = await conteudoDaMensagem(tx, idMensagem, row.tipo, row.texto, row.conteudo);
    if (!conteudo) return { kind: 'not-found' } as const;
    const citacao = await citacaoGuardada(tx, idMensagem);
    await tx.query(`update mensagem set status = 'pendente' where id = $1`, [idMensagem]);
    return pendente({ idChat, idMensagem, canal, telefone: row.telefone, conteudo, citacao });
  });
}
