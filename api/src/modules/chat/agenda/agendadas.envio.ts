import type { Queryable } from '../../../plugins/database/db';
import { findCanal } from '../../canais/canais.repository';
import { publishConversaAtualizada, publishMessageChange } from '../chat.events';
import { findChat, findMensagem } from '../chat.queries';
import { deliver, insertPendente, pendente, type OutboundDeps } from '../outbound-delivery';

/*
 * Sending a scheduled message at its time (ADR 0038), through the one outbound pipeline (ADR 0022)
 * and exactly once, as the campaigns do it (ADR 0015):
 * 1. intent, one transaction: the row locked (`skip locked`: another process's job passes it by),
 *    still 'agendada' and due; the history's message stored 'pendente'; the row 'enviando' with the
 *    intent's instant and that message. Committed before the gateway is called.
 * 2. send, outside any transaction.
 * 3. outcome, one transaction: the message's status and the row's ('enviada' or 'falhou' with the
 *    gateway's reason), together.
 * A row found 'enviando' long after its intent belongs to a process that died between 1 and 3: the
 * channel's own record of what it sent to that number since the intent settles it (found: sent,
 * never again; not found: scheduled again, due now, reusing the same history row; the gateway
 * cannot tell: failed, with a reason that says to check before trying again).
 */

export const ENVIO_MESSAGES = {
  desconectado: 'O WhatsApp desta conversa estava desconectado na hora marcada. Conecte o canal e tente de novo.',
  incerto:
    'O envio foi interrompido e o WhatsApp não confirmou se a mensagem saiu: confira a conversa antes de tentar de novo.',
} as const;

export type EnvioDeps = OutboundDeps;

type Intencao = {
  id: number;
  idChat: number;
  texto: string;
  idAutor: number | null;
  idMensagem: number | null;
  mensagemStatus: string | null;
  idCanal: number;
  telefone: string;
};

async function falhar(tx: Queryable, id: number, erro: string): Promise<void> {
  await tx.query(`update mensagem_agendada set status = 'falhou', erro = $2, atualizado_em = now() where id = $1`, [
    id,
    erro,
  ]);
}

/**
 * Sends the scheduled message `idAgendada` if it is due and nobody else is sending it. Answers what
 * happened: 'enviada', 'falhou', or 'nada' (not due, cancelled, already sent or being sent).
 */
export async function enviarAgendada(
  deps: EnvioDeps,
  idInstituicao: number,
  idAgendada: number,
): Promise<'enviada' | 'falhou' | 'nada'> {
  const outcome = await deliver(
    deps,
    idInstituicao,
    async (tx) => {
      const [row] = await tx.query<Intencao>(
        `select a.id, a.id_chat as "idChat", a.texto, a.id_autor as "idAutor", a.id_mensagem as "idMensagem",
                m.status as "mensagemStatus", c.id_canal as "idCanal", ct.telefone_e164 as telefone
           from mensagem_agendada a
           join chat c on c.id = a.id_chat
           join contatos ct on ct.id = c.id_contato
           left join mensagem m on m.id = a.id_mensagem
          where a.id = $1 and a.id_instituicao = $2 and a.status = 'agendada' and a.enviar_em <= now()
          for update of a skip locked`,
        [idAgendada, idInstituicao],
      );
      if (!row) return { kind: 'nada' } as const;
      const canal = await findCanal(tx, idInstituicao, row.idCanal);
      if (!canal || canal.estado !== 'conectado') {
        await falhar(tx, row.id, ENVIO_MESSAGES.desconectado);
        return { kind: 'falhou', idChat: row.idChat } as const;
      }
      let idMensagem: number;
      if (row.idMensagem !== null && (row.mensagemStatus === 'falhou' || row.mensagemStatus === 'pendente')) {
        // Tried before (a failure staff retried, or an interrupted send not found at the gateway):
        // the same history row goes again, so the conversation shows one message.
        idMensagem = row.idMensagem;
        await tx.query(`update mensagem set status = 'pendente' where id = $1`, [idMensagem]);
      } else {
        idMensagem = await insertPendente(tx, {
          idInstituicao,
          idChat: row.idChat,
          idCanal: canal.idCanal,
          remetente: { idUsuario: row.idAutor },
          conteudo: row.texto,
        });
      }
      await tx.query(
        `update mensagem_agendada set status = 'enviando', id_mensagem = $2, intencao_em = now(), erro = null,
                atualizado_em = now() where id = $1`,
        [row.id, idMensagem],
      );
      return pendente({ idChat: row.idChat, idMensagem, canal, telefone: row.telefone, conteudo: row.texto });
    },
    {
      onOutcome: async (tx, gateway) => {
        await tx.query(
          `update mensagem_agendada set status = $2, erro = $3, atualizado_em = now()
            where id = $1 and status = 'enviando'`,
          [idAgendada, gateway.status === 'falhou' ? 'falhou' : 'enviada', gateway.erro],
        );
      },
    },
  );
  if (outcome.kind === 'sent') return outcome.erro ? 'falhou' : 'enviada';
  if (outcome.kind === 'falhou') {
    // No message was stored: the conversation's list of scheduled messages refreshes on this.
    const chat = await findChat(deps.db, idInstituicao, outcome.idChat);
    if (chat) await publishConversaAtualizada(deps.sink, chat);
    return 'falhou';
  }
  return 'nada';
}

/**
 * Settles a row a dead process left 'enviando' (its intent older than the caller's limit) from the
 * channel's record, as described above. Answers how it was settled, or 'nada' if it was not stuck.
 */
export async function acertarAgendada(
  deps: EnvioDeps,
  idInstituicao: number,
  idAgendada: number,
  presoAntes: Date,
): Promise<'enviada' | 'reagendada' | 'falhou' | 'nada'> {
  const [preso] = await deps.db.query<{
    idChat: number;
    texto: string;
    idMensagem: number | null;
    intencaoEm: Date;
    /** The intent's instant as stored (microseconds: a Date keeps milliseconds only). */
    intencao: string;
    idCanal: number;
    telefone: string;
  }>(
    `select a.id_chat as "idChat", a.texto, a.id_mensagem as "idMensagem", a.intencao_em as "intencaoEm",
            a.intencao_em::text as intencao,
            c.id_canal as "idCanal", ct.telefone_e164 as telefone
       from mensagem_agendada a join chat c on c.id = a.id_chat join contatos ct on ct.id = c.id_contato
      where a.id = $1 and a.id_instituicao = $2 and a.status = 'enviando' and a.intencao_em < $3`,
    [idAgendada, idInstituicao, presoAntes],
  );
  if (!preso) return 'nada';
  const canal = await findCanal(deps.db, idInstituicao, preso.idCanal);
  let achada: { idGateway: string } | undefined;
  let incerto = !canal;
  if (canal) {
    try {
      const enviadas = await deps.registry.adapterFor(canal).findSent(preso.telefone, preso.intencaoEm);
      achada = enviadas.find((enviada) => enviada.texto === preso.texto);
    } catch {
      incerto = true;
    }
  }
  const acerto = incerto ? 'falhou' : achada ? 'enviada' : 'reagendada';
  const settled = await deps.db.transaction(async (tx) => {
    // Compare-and-set on the intent itself: two clocks may look at the same stuck row at once, and
    // by the time the second decides, the first may have settled it and a new intent be in flight,
    // 'enviando' again; only the intent this decision was about may be settled.
    const [row] = await tx.query<{ id: number }>(
      `update mensagem_agendada
          set status = $2, erro = $3, atualizado_em = now(), enviar_em = case when $2 = 'agendada' then now() else enviar_em end
        where id = $1 and status = 'enviando' and intencao_em = $4::timestamptz returning id`,
      [
        idAgendada,
        acerto === 'reagendada' ? 'agendada' : acerto,
        acerto === 'falhou' ? ENVIO_MESSAGES.incerto : null,
        preso.intencao,
      ],
    );
    if (!row) return false;
    if (preso.idMensagem !== null && acerto !== 'reagendada')
      await tx.query(
        `update mensagem set status = $2, id_gateway = coalesce($3, id_gateway) where id = $1 and status = 'pendente'`,
        [preso.idMensagem, acerto, achada?.idGateway ?? null],
      );
    return true;
  });
  if (!settled) return 'nada';
  deps.sink.log.warn({ idInstituicao, idAgendada, acerto }, 'envio agendado interrompido acertado');
  const chat = await findChat(deps.db, idInstituicao, preso.idChat);
  const mensagem = preso.idMensagem !== null ? await findMensagem(deps.db, idInstituicao, preso.idMensagem) : null;
  if (chat && mensagem) await publishMessageChange(deps.sink, chat, mensagem);
  return acerto;
}
