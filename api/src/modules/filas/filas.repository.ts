import { saudacaoTexto, type Fila, type FilaDoChat, type FilasPainel } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/*
 * The queues (fila, fila_membro; migration 0030, ADR 0034) and the channels' default queue. The
 * conversations' queue is written by the greeting (saudacao.commands.ts) and by transfers
 * (transferencia.commands.ts).
 */

export type FilaInput = {
  nome: string;
  cor: string;
  opcaoSaudacao: number | null;
  idsMembros: number[];
  avaliacao?: boolean;
};

/** Why a queue could not be saved as asked. */
export type FilaConflict = 'nome' | 'opcao' | 'membro';

const SELECT_FILAS = `select f.id as "idFila", f.nome, f.cor, f.opcao_saudacao as "opcaoSaudacao", f.avaliacao,
    coalesce((select json_agg(json_build_object('idUsuario', u.id, 'nome', u.nome) order by u.nome, u.id)
                from fila_membro fm join usuario u on u.id = fm.id_usuario where fm.id_fila = f.id), '[]') as membros,
    coalesce((select json_agg(json_build_object('idCanal', c.id, 'nome', c.nome) order by c.nome, c.id)
                from canal c where c.id_fila_padrao = f.id), '[]') as "canaisPadrao",
    json_build_object('atribuicaoAutomatica', f.atribuicao_automatica, 'capacidade', f.capacidade,
                      'horario', f.horario, 'mensagemAusencia', f.mensagem_ausencia,
                      'idEspecialista', f.id_especialista) as roteamento
  from fila f`;

/** The Filas screen: the queues (by greeting digit, then name), the channels and the greeting text. */
export async function listFilasPainel(db: Queryable, idInstituicao: number): Promise<FilasPainel> {
  const filas = await db.query<Fila>(
    `${SELECT_FILAS} where f.id_instituicao = $1 order by f.opcao_saudacao nulls last, lower(f.nome), f.id`,
    [idInstituicao],
  );
  const canais = await db.query<FilasPainel['canais'][number]>(
    `select id as "idCanal", nome, id_fila_padrao as "idFilaPadrao", saudacao from canal
      where id_instituicao = $1 order by nome, id`,
    [idInstituicao],
  );
  const usuarios = await db.query<FilasPainel['usuarios'][number]>(
    'select id as "idUsuario", nome from usuario where id_instituicao = $1 and ativo order by nome, id',
    [idInstituicao],
  );
  const especialistas = await db.query<{ idEspecialista: number; nome: string }>(
    'select id as "idEspecialista", nome from especialista where id_instituicao = $1 and ativo order by nome, id',
    [idInstituicao],
  );
  return { filas, canais, usuarios, especialistas, saudacao: saudacaoTexto(filas) };
}

export async function findFila(db: Queryable, idInstituicao: number, idFila: number): Promise<Fila | null> {
  const [row] = await db.query<Fila>(`${SELECT_FILAS} where f.id = $1 and f.id_instituicao = $2`, [
    idFila,
    idInstituicao,
  ]);
  return row ?? null;
}

/** The name or the greeting digit is another queue's, or a member is not an active user of the institution. */
async function conflictOf(
  tx: Queryable,
  idInstituicao: number,
  input: FilaInput,
  idFila: number | null,
): Promise<FilaConflict | null> {
  const [row] = await tx.query<{ nome: boolean; opcao: boolean; membros: number }>(
    `select exists (select 1 from fila where id_instituicao = $1 and lower(nome) = lower($2) and id is distinct from $4) as nome,
            exists (select 1 from fila where id_instituicao = $1 and opcao_saudacao = $3 and id is distinct from $4) as opcao,
            (select count(*)::int from usuario where id_instituicao = $1 and ativo and id = any($5::int[])) as membros`,
    [idInstituicao, input.nome, input.opcaoSaudacao, idFila, input.idsMembros],
  );
  if (row?.nome) return 'nome';
  if (row?.opcao) return 'opcao';
  if ((row?.membros ?? 0) !== new Set(input.idsMembros).size) return 'membro';
  return null;
}

async function setMembros(tx: Queryable, idInstituicao: number, idFila: number, idsMembros: number[]): Promise<void> {
  await tx.query('delete from fila_membro where id_fila = $1 and not (id_usuario = any($2::int[]))', [
    idFila,
    idsMembros,
  ]);
  await tx.query(
    `insert into fila_membro (id_fila, id_usuario, id_instituicao)
     select $1, u, $2 from unnest($3::int[]) as u on conflict do nothing`,
    [idFila, idInstituicao, idsMembros],
  );
}

/** Creates a queue with its members (call inside a transaction). */
export async function createFila(
  tx: Queryable,
  idInstituicao: number,
  input: FilaInput,
): Promise<{ kind: 'conflict'; campo: FilaConflict } | { kind: 'saved'; fila: Fila }> {
  const campo = await conflictOf(tx, idInstituicao, input, null);
  if (campo) return { kind: 'conflict', campo };
  const [row] = await tx.query<{ id: number }>(
    `insert into fila (id_instituicao, nome, cor, opcao_saudacao, avaliacao)
     values ($1, $2, $3, $4, coalesce($5, false)) returning id`,
    [idInstituicao, input.nome, input.cor, input.opcaoSaudacao, input.avaliacao ?? null],
  );
  if (!row) throw new Error('fila não criada');
  await setMembros(tx, idInstituicao, row.id, input.idsMembros);
  const fila = await findFila(tx, idInstituicao, row.id);
  if (!fila) throw new Error('fila não encontrada após criar');
  return { kind: 'saved', fila };
}

/** Changes a queue and replaces its members (call inside a transaction). */
export async function updateFila(
  tx: Queryable,
  idInstituicao: number,
  idFila: number,
  input: FilaInput,
): Promise<{ kind: 'not-found' } | { kind: 'conflict'; campo: FilaConflict } | { kind: 'saved'; fila: Fila }> {
  const exists = await tx.query('select 1 from fila where id = $1 and id_instituicao = $2 for update', [
    idFila,
    idInstituicao,
  ]);
  if (!exists.length) return { kind: 'not-found' };
  const campo = await conflictOf(tx, idInstituicao, input, idFila);
  if (campo) return { kind: 'conflict', campo };
  await tx.query(
    `update fila set nome = $3, cor = $4, opcao_saudacao = $5, avaliacao = coalesce($6, avaliacao)
      where id = $1 and id_instituicao = $2`,
    [idFila, idInstituicao, input.nome, input.cor, input.opcaoSaudacao, input.avaliacao ?? null],
  );
  await setMembros(tx, idInstituicao, idFila, input.idsMembros);
  const fila = await findFila(tx, idInstituicao, idFila);
  return fila ? { kind: 'saved', fila } : { kind: 'not-found' };
}

/**
 * Removes a queue: its conversations keep their messages and go back to no queue (every member of
 * staff sees them again); channels whose default it was have none. Returns how many conversations it held.
 */
export async function deleteFila(db: Queryable, idInstituicao: number, idFila: number): Promise<number | null> {
  const [row] = await db.query<{ conversas: number }>(
    `with apagada as (delete from fila where id = $1 and id_instituicao = $2 returning id)
     select (select count(*)::int from chat where id_fila = $1) as conversas from apagada`,
    [idFila, idInstituicao],
  );
  return row ? row.conversas : null;
}

/** A channel's default queue (null: none) and whether it sends the greeting menu. */
export async function setCanalFilaPadrao(
  db: Queryable,
  idInstituicao: number,
  idCanal: number,
  input: { idFilaPadrao: number | null; saudacao: boolean },
): Promise<'saved' | 'canal-not-found' | 'fila-not-found'> {
  const idFila = input.idFilaPadrao;
  if (idFila !== null && !(await findFila(db, idInstituicao, idFila))) return 'fila-not-found';
  const rows = await db.query(
    'update canal set id_fila_padrao = $3, saudacao = $4 where id = $1 and id_instituicao = $2 returning id',
    [idCanal, idInstituicao, idFila, input.saudacao],
  );
  return rows.length ? 'saved' : 'canal-not-found';
}

/** The Chat screen's queues: to filter by and to transfer to, `minha` when the user is a member. */
export function listFilasDoChat(db: Queryable, idInstituicao: number, idUsuario: number): Promise<FilaDoChat[]> {
  return db.query<FilaDoChat>(
    `select f.id as "idFila", f.nome, f.cor,
            exists (select 1 from fila_membro fm where fm.id_fila = f.id and fm.id_usuario = $2) as minha
       from fila f where f.id_instituicao = $1 order by f.opcao_saudacao nulls last, lower(f.nome), f.id`,
    [idInstituicao, idUsuario],
  );
}
