import { MENSAGEM_AUSENCIA_PADRAO, type Chat, type HorarioFila } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { publishConversaAtualizada } from '../chat/chat.events';
import { findChat } from '../chat/chat.queries';
import { deliver, newMessage, type OutboundDeps } from '../chat/outbound-delivery';
import { dentroDoHorario, proximaAbertura } from './horario-atendimento';

/*
 * Outside the queue's business hours (ADR 0037): a contact who writes gets the queue's away
 * message once per service (the service that arrived outside hours, until someone answers it),
 * through the one outbound pipeline as an automatic message (no author: nobody's first answer).
 * The conversation waits, marked "Fora do horário" (`chat.fora_do_horario_ate`, the opening),
 * and the service's opening fact records the opening (`conversa_evento.conta_desde`), from which
 * the reports count its waiting time in business hours. "Once" is that fact: a service whose
 * opening already names an opening, or that someone already answered, gets nothing more.
 */

type Aviso = { kind: 'dentro' } | { kind: 'ja-avisado' } | { kind: 'marcada'; texto: string };

/** Marks the conversation and its service (locks the conversation; call in a transaction). */
async function marcarForaDoHorario(tx: Queryable, chat: Chat, agora: Date): Promise<Aviso> {
  const [row] = await tx.query<{ horario: HorarioFila | null; mensagem: string | null; especialista: boolean }>(
    `select f.horario, f.mensagem_ausencia as mensagem, c.id_especialista is not null as especialista
       from chat c join fila f on f.id = c.id_fila where c.id = $1 and c.id_instituicao = $2 for update of c`,
    [chat.idChat, chat.idInstituicao],
  );
  // A specialist answers at any hour (its own hours decide its hand-off).
  if (!row?.horario || row.especialista || dentroDoHorario(row.horario, agora)) return { kind: 'dentro' };
  const abre = proximaAbertura(row.horario, agora) ?? agora;
  const [servico] = await tx.query<{ id: number }>(
    `update conversa_evento e set conta_desde = $2
      where e.id = (select a.id from conversa_evento a where a.id_chat = $1 and a.tipo in ('aberta', 'reaberta')
                     order by a.ocorrido_em desc, a.id desc limit 1)
        and e.conta_desde is null
        and not exists (select 1 from conversa_evento r where r.id_chat = $1 and r.tipo in ('primeira_resposta', 'resolvida')
                         and r.ocorrido_em >= e.ocorrido_em)
      returning e.id`,
    [chat.idChat, abre],
  );
  if (!servico) return { kind: 'ja-avisado' };
  await tx.query('update chat set fora_do_horario_ate = $2 where id = $1', [chat.idChat, abre]);
  return { kind: 'marcada', texto: row.mensagem ?? MENSAGEM_AUSENCIA_PADRAO };
}

/**
 * The contact wrote (or was routed into a queue) at `agora`: outside the queue's hours, the
 * conversation is marked and the away message sent once. Answers whether it was sent now.
 */
export async function avisarForaDoHorario(deps: OutboundDeps, chat: Chat, agora: Date): Promise<boolean> {
  if (!chat.fila) return false;
  let aviso: Aviso = { kind: 'dentro' };
  const outcome = await deliver(deps, chat.idInstituicao, async (tx) => {
    aviso = await marcarForaDoHorario(tx, chat, agora);
    if (aviso.kind !== 'marcada') return { kind: 'sem-aviso' } as const;
    return newMessage(chat.idInstituicao, {
      idChat: chat.idChat,
      remetente: { idUsuario: null },
      conteudo: aviso.texto,
    })(tx);
  });
  const feito = aviso as Aviso;
  if (feito.kind !== 'marcada') return false;
  // Marked but not sent (the channel is down): the lists still learn the mark.
  if (outcome.kind !== 'sent') {
    const atual = await findChat(deps.db, chat.idInstituicao, chat.idChat);
    if (atual) await publishConversaAtualizada(deps.sink, atual);
    return false;
  }
  return true;
}
