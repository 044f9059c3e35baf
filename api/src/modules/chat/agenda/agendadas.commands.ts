import { AGENDA_MAX_DIAS, AGENDADAS_POR_CHAT_MAX, type MensagemAgendada } from '@colabora/shared/contracts';
import type { Queryable } from '../../../plugins/database/db';
import { findAgendada } from './agendadas.queries';

/*
 * Staff's side of the scheduled messages (ADR 0038): schedule, cancel while still scheduled, and
 * try again after a failure. The send itself is agendadas.envio.ts's, on the agenda's job.
 */

export const AGENDA_MESSAGES = {
  notFound: 'Mensagem agendada não encontrada.',
  passado: 'Escolha um horário no futuro.',
  longe: `Escolha um horário em até ${AGENDA_MAX_DIAS} dias.`,
  muitas: `Esta conversa já tem ${AGENDADAS_POR_CHAT_MAX} mensagens agendadas: cancele alguma antes.`,
  naoCancelavel: 'Esta mensagem já foi enviada ou está saindo agora: não dá mais para cancelar.',
  naoFalhou: 'Só uma mensagem que falhou pode ser tentada de novo.',
} as const;

/** Whether `quando` may be chosen now: not past (a minute of slack for a slow click), not too far. */
export function prazoInvalido(quando: Date, now: Date): string | null {
  if (quando.getTime() < now.getTime() - 60_000) return AGENDA_MESSAGES.passado;
  if (quando.getTime() > now.getTime() + AGENDA_MAX_DIAS * 86_400_000) return AGENDA_MESSAGES.longe;
  return null;
}

export type AgendarOutcome =
  { kind: 'not-found' } | { kind: 'muitas' } | { kind: 'agendada'; agendada: MensagemAgendada };

export async function agendarMensagem(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idAutor: number,
  input: { texto: string; enviarEm: Date },
): Promise<AgendarOutcome> {
  const [chat] = await tx.query<{ pendentes: number }>(
    `select (select count(*)::int from mensagem_agendada a where a.id_chat = c.id and a.status in ('agendada', 'enviando')) as pendentes
       from chat c where c.id = $1 and c.id_instituicao = $2 for update`,
    [idChat, idInstituicao],
  );
  if (!chat) return { kind: 'not-found' };
  if (chat.pendentes >= AGENDADAS_POR_CHAT_MAX) return { kind: 'muitas' };
  const [row] = await tx.query<{ id: number }>(
    `insert into mensagem_agendada (id_instituicao, id_chat, id_autor, texto, enviar_em)
     values ($1, $2, $3, $4, $5) returning id`,
    [idInstituicao, idChat, idAutor, input.texto, input.enviarEm],
  );
  const agendada = row ? await findAgendada(tx, idInstituicao, row.id) : null;
  if (!agendada) throw new Error('mensagem agendada não registrada');
  return { kind: 'agendada', agendada };
}

export type MudarAgendadaOutcome =
  { kind: 'not-found' } | { kind: 'recusada'; message: string } | { kind: 'ok'; agendada: MensagemAgendada };

/** Cancels a message still scheduled; one already going (or gone) cannot be. */
export async function cancelarAgendada(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idAgendada: number,
): Promise<MudarAgendadaOutcome> {
  const [row] = await tx.query<{ status: string }>(
    'select status from mensagem_agendada where id = $1 and id_chat = $2 and id_instituicao = $3 for update',
    [idAgendada, idChat, idInstituicao],
  );
  if (!row) return { kind: 'not-found' };
  // A failed one may be dropped too: staff decided not to try again.
  if (row.status !== 'agendada' && row.status !== 'falhou')
    return { kind: 'recusada', message: AGENDA_MESSAGES.naoCancelavel };
  await tx.query(`update mensagem_agendada set status = 'cancelada', atualizado_em = now() where id = $1`, [
    idAgendada,
  ]);
  const agendada = await findAgendada(tx, idInstituicao, idAgendada);
  return agendada ? { kind: 'ok', agendada } : { kind: 'not-found' };
}

/** A failed message goes back to the schedule, due now: the agenda's job sends it (the same history row). */
export async function tentarAgendadaDeNovo(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idAgendada: number,
): Promise<MudarAgendadaOutcome> {
  const [row] = await tx.query<{ status: string }>(
    `update mensagem_agendada set status = 'agendada', enviar_em = now(), erro = null, atualizado_em = now()
      where id = $1 and id_chat = $2 and id_instituicao = $3 and status = 'falhou' returning status`,
    [idAgendada, idChat, idInstituicao],
  );
  if (!row) {
    const existe = await findAgendada(tx, idInstituicao, idAgendada);
    return existe && existe.idChat === idChat
      ? { kind: 'recusada', message: AGENDA_MESSAGES.naoFalhou }
      : { kind: 'not-found' };
  }
  const agendada = await findAgendada(tx, idInstituicao, idAgendada);
  return agendada ? { kind: 'ok', agendada } : { kind: 'not-found' };
}
