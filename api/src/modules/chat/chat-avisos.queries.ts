import { RECUPERACAO_AVISO_HORAS, type ChatsAguardando } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { inFilasDoUsuario } from './chat.queries';

/*
 * The conversations waiting for a user (issue #27, ADR 0028): what the side menu's Chat badge,
 * the tab title and the toasts start from; and the channels down, for the banner on every screen
 * (issue #26, ADR 0033). Hub events keep them live on the client.
 */

/**
 * "Waiting for me" in SQL, the twin of waitsForUser (@colabora/shared/contracts/chat-avisos): not
 * resolved, unread messages from the contact, assigned to the user ($2) or to nobody and not held
 * by an AI specialist, and either in no queue or in one of the user's queues (ADR 0034), and not in
 * the greeting menu (the contact is still choosing), nor snoozed (ADR 0038). Reads the partial index chat_aguardando_idx
 * (migration 0027).
 */
const WAITS_FOR_USER = `c.nao_lidas > 0 and c.status <> 'resolvida' and c.adiada_ate is null
  and (c.id_responsavel = $2 or (c.id_responsavel is null and c.id_especialista is null
       and c.saudacao_tentativas is null and (c.id_fila is null or ${inFilasDoUsuario('$2')})))`;

/** The user's waiting conversations (newest activity first) and the newest message id stored. */
export async function listChatsAguardando(
  db: Queryable,
  idInstituicao: number,
  idUsuario: number,
): Promise<ChatsAguardando> {
  // The watermark first: a message stored between the two reads is then newer than it, so its
  // ConversaAtualizada still raises a notice; the other order could lose it.
  const [watermark] = await db.query<{ ultimoIdMensagem: number | null }>(
    'select max(id) as "ultimoIdMensagem" from mensagem',
  );
  const rows = await db.query<{ idChat: number }>(
    `select c.id as "idChat" from chat c
      where c.id_instituicao = $1 and ${WAITS_FOR_USER}
      order by c.ultima_mensagem_em desc, c.id desc`,
    [idInstituicao, idUsuario],
  );
  // Channels that were connected and are not now: the banner on every screen (ADR 0033).
  const canaisFora = await db.query<{ idCanal: number; nome: string; desde: Date }>(
    `select id as "idCanal", nome, desconectado_em as desde from canal
      where id_instituicao = $1 and estado <> 'conectado' and desconectado_em is not null
      order by desconectado_em, id`,
    [idInstituicao],
  );
  // Reconciliations that found messages lately: the notice of what arrived while away (ADR 0036).
  const recuperados = await db.query<{ idCanal: number; nome: string; novas: number; em: Date }>(
    `select id as "idCanal", nome, recuperadas as novas, recuperadas_em as em from canal
      where id_instituicao = $1 and recuperadas is not null
        and recuperadas_em > now() - make_interval(hours => $2)
      order by recuperadas_em, id`,
    [idInstituicao, RECUPERACAO_AVISO_HORAS],
  );
  const filas = await db.query<{ idFila: number }>(
    'select id_fila as "idFila" from fila_membro where id_usuario = $1 and id_instituicao = $2 order by id_fila',
    [idUsuario, idInstituicao],
  );
  return {
    idsChat: rows.map((row) => row.idChat),
    ultimoIdMensagem: Number(watermark?.ultimoIdMensagem ?? 0),
    canaisFora: canaisFora.map((canal) => ({ ...canal, desde: new Date(canal.desde).toISOString() })),
    idsFila: filas.map((row) => row.idFila),
    canaisRecuperados: recuperados.map((canal) => ({ ...canal, em: new Date(canal.em).toISOString() })),
  };
}

/**
 * The dashboard's "Minha fila" (issue #29): the conversations waiting for the user now (the rule
 * above), since when the oldest of them waits (its first unanswered message from the contact), and
 * the open conversations the user holds.
 */
export async function minhaFila(
  db: Queryable,
  idInstituicao: number,
  idUsuario: number,
): Promise<{ aguardando: number; maisAntigaDesde: string | null; minhasAbertas: number }> {
  const [row] = await db.query<{ aguardando: number; maisAntigaDesde: Date | null; minhasAbertas: number }>(
    `with espera as (
       select (select min(m.created_at) from mensagem m
                where m.id_chat = c.id and m.direcao = 'entrada'
                  and m.id > coalesce((select max(s.id) from mensagem s where s.id_chat = c.id and s.direcao = 'saida'), 0))
                as desde
         from chat c where c.id_instituicao = $1 and ${WAITS_FOR_USER})
     select (select count(*)::int from espera) as aguardando, (select min(desde) from espera) as "maisAntigaDesde",
            (select count(*)::int from chat where id_instituicao = $1 and id_responsavel = $2 and status <> 'resolvida')
              as "minhasAbertas"`,
    [idInstituicao, idUsuario],
  );
  return {
    aguardando: row?.aguardando ?? 0,
    maisAntigaDesde: row?.maisAntigaDesde ? new Date(row.maisAntigaDesde).toISOString() : null,
    minhasAbertas: row?.minhasAbertas ?? 0,
  };
}
