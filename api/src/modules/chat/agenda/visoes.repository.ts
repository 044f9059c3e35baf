import { FIXADAS_MAX, VISOES_MAX, type Visao, type VisaoFiltros } from '@colabora/shared/contracts';
import type { Queryable } from '../../../plugins/database/db';

/* A user's pinned conversations and saved views ("Minhas visões", ADR 0038): their own, never shared. */

export async function listFixadas(db: Queryable, idUsuario: number): Promise<number[]> {
  const rows = await db.query<{ idChat: number }>(
    'select id_chat as "idChat" from chat_fixada where id_usuario = $1 order by fixada_em desc, id_chat desc',
    [idUsuario],
  );
  return rows.map((row) => row.idChat);
}

/** Pins (or unpins) the conversation for the user: 'not-found' for another institution's, 'muitas' past the limit. */
export async function fixarChat(
  tx: Queryable,
  principal: { idUsuario: number; idInstituicao: number },
  idChat: number,
  fixar: boolean,
): Promise<'ok' | 'not-found' | 'muitas'> {
  const [chat] = await tx.query('select 1 from chat where id = $1 and id_instituicao = $2', [
    idChat,
    principal.idInstituicao,
  ]);
  if (!chat) return 'not-found';
  if (!fixar) {
    await tx.query('delete from chat_fixada where id_usuario = $1 and id_chat = $2', [principal.idUsuario, idChat]);
    return 'ok';
  }
  const [total] = await tx.query<{ n: number }>(
    'select count(*)::int as n from chat_fixada where id_usuario = $1 and id_chat <> $2',
    [principal.idUsuario, idChat],
  );
  if ((total?.n ?? 0) >= FIXADAS_MAX) return 'muitas';
  await tx.query(
    `insert into chat_fixada (id_usuario, id_chat, id_instituicao) values ($1, $2, $3) on conflict do nothing`,
    [principal.idUsuario, idChat, principal.idInstituicao],
  );
  return 'ok';
}

export async function listVisoes(db: Queryable, idUsuario: number): Promise<Visao[]> {
  return db.query<Visao>(
    'select id as "idVisao", nome, filtros from visao_salva where id_usuario = $1 order by lower(nome), id',
    [idUsuario],
  );
}

export async function criarVisao(
  tx: Queryable,
  principal: { idUsuario: number; idInstituicao: number },
  input: { nome: string; filtros: VisaoFiltros },
): Promise<{ kind: 'criada'; visao: Visao } | { kind: 'duplicada' } | { kind: 'muitas' }> {
  const [total] = await tx.query<{ n: number }>('select count(*)::int as n from visao_salva where id_usuario = $1', [
    principal.idUsuario,
  ]);
  if ((total?.n ?? 0) >= VISOES_MAX) return { kind: 'muitas' };
  const [row] = await tx.query<Visao>(
    `insert into visao_salva (id_instituicao, id_usuario, nome, filtros) values ($1, $2, $3, $4::jsonb)
     on conflict (id_usuario, lower(nome)) do nothing
     returning id as "idVisao", nome, filtros`,
    [principal.idInstituicao, principal.idUsuario, input.nome, JSON.stringify(input.filtros)],
  );
  return row ? { kind: 'criada', visao: row } : { kind: 'duplicada' };
}

export async function excluirVisao(db: Queryable, idUsuario: number, idVisao: number): Promise<boolean> {
  const rows = await db.query('delete from visao_salva where id = $1 and id_usuario = $2 returning id', [
    idVisao,
    idUsuario,
  ]);
  return rows.length > 0;
}
