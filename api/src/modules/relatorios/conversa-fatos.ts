import type { ChatStatus } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * The recorder of a conversation's facts (conversa_evento, migration 0028; ADR 0030). The chat's
 * commands call it in the same transaction as the change they make, so a fact exists exactly when
 * the change committed. It decides from the facts already stored, not from the chat's columns:
 * a "service" (atendimento) starts at 'aberta' or 'reaberta' and ends at 'resolvida', and each
 * service has at most one 'primeira_resposta'. The measures are computed from these facts
 * (atendimento-medidas.ts), never stored.
 */

/** The last fact that opens or closes a service: which service the conversation is in now. */
const ULTIMO_CICLO = `select tipo, ocorrido_em from conversa_evento
   where id_chat = $2 and tipo in ('aberta', 'reaberta', 'resolvida')
   order by ocorrido_em desc, id desc limit 1`;

/**
 * A contact's message arrived: it opens a service when none is open ('aberta' for the
 * conversation's first, 'reaberta' after a resolved one), at the message's time.
 */
export async function registrarEntrada(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idMensagem: number,
): Promise<void> {
  await tx.query(
    `with ultimo as (${ULTIMO_CICLO})
     insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario, id_mensagem, ocorrido_em)
     select $1, $2, case when exists (select 1 from ultimo) then 'reaberta' else 'aberta' end,
            (select id_responsavel from chat where id = $2), m.id, m.created_at
       from mensagem m
      where m.id = $3 and not exists (select 1 from ultimo where tipo <> 'resolvida')`,
    [idInstituicao, idChat, idMensagem],
  );
}

/**
 * A message to the contact was stored: the service's first answer when a human or a specialist
 * wrote it and the open service has none yet. Automatic messages (no author: the SAIR
 * confirmation, a birthday greeting) are nobody's answer.
 */
export async function registrarResposta(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idMensagem: number,
  autor: { idUsuario: number | null } | { idEspecialista: number },
): Promise<void> {
  const idUsuario = 'idUsuario' in autor ? autor.idUsuario : null;
  const idEspecialista = 'idEspecialista' in autor ? autor.idEspecialista : null;
  if (idUsuario === null && idEspecialista === null) return;
  await tx.query(
    `with ultimo as (${ULTIMO_CICLO})
     insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario, id_especialista, id_mensagem, ocorrido_em)
     select $1, $2, 'primeira_resposta', $4, $5, m.id, m.created_at
       from mensagem m, ultimo
      where m.id = $3 and ultimo.tipo <> 'resolvida'
        and not exists (select 1 from conversa_evento e
                         where e.id_chat = $2 and e.tipo = 'primeira_resposta' and e.ocorrido_em >= ultimo.ocorrido_em)`,
    [idInstituicao, idChat, idMensagem, idUsuario, idEspecialista],
  );
}

/**
 * Staff changed the conversation's status: resolving closes the open service (credited to whoever
 * holds the conversation); leaving 'resolvida' reopens it.
 */
export async function registrarStatus(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  de: ChatStatus,
  para: ChatStatus,
): Promise<void> {
  if (de === para || (de !== 'resolvida' && para !== 'resolvida')) return;
  const tipo = para === 'resolvida' ? 'resolvida' : 'reaberta';
  await tx.query(
    `with ultimo as (${ULTIMO_CICLO})
     insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario)
     select $1, $2, $3, c.id_responsavel from chat c
      where c.id = $2 and c.id_instituicao = $1
        and (case when $3 = 'resolvida' then exists (select 1 from ultimo where tipo <> 'resolvida')
                  else exists (select 1 from ultimo where tipo = 'resolvida') end)`,
    [idInstituicao, idChat, tipo],
  );
}

/**
 * The conversation is about to be given to `idUsuario` (null: to nobody). Called before the
 * change, so it reads who held it: 'atribuida' from nobody, 'transferida' from someone else.
 */
export async function registrarAtribuicao(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idUsuario: number | null,
): Promise<void> {
  await tx.query(
    `insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario, id_usuario_anterior)
     select $1, $2, case when c.id_responsavel is null then 'atribuida' else 'transferida' end, $3::int, c.id_responsavel
       from chat c
      where c.id = $2 and c.id_instituicao = $1 and c.id_responsavel is distinct from $3::int`,
    [idInstituicao, idChat, idUsuario],
  );
}

/** The specialist handed the conversation to staff; `idMensagem` is its note saying why. */
export async function registrarTransferenciaDaIa(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idEspecialista: number,
  idMensagem: number | null,
): Promise<void> {
  await tx.query(
    `insert into conversa_evento (id_instituicao, id_chat, tipo, id_especialista, id_mensagem)
     values ($1, $2, 'ia_transferiu', $3, $4)`,
    [idInstituicao, idChat, idEspecialista, idMensagem],
  );
}
