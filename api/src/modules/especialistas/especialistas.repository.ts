import type { Especialista, EspecialistaTom, HorarioAtendimento } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import { isUniqueViolation } from '../../plugins/database/unique-violation';
import { listCanais } from '../canais/canais.repository';

/*
 * The `especialista` and `especialista_canal` tables: an institution's specialists and the
 * channels whose new conversations each takes. Other modules read them only through here.
 */

/** The validated body of POST/PUT /api/especialistas (especialistaInputSchema's output). */
export type EspecialistaData = Omit<Especialista, 'idEspecialista' | 'criadoEm' | 'atualizadoEm'>;

type EspecialistaRow = Omit<Especialista, 'criadoEm' | 'atualizadoEm' | 'horario' | 'idsCanais' | 'tom'> & {
  tom: EspecialistaTom;
  horario: HorarioAtendimento | null;
  idsCanais: number[] | null;
  criadoEm: Date;
  atualizadoEm: Date;
};

const SELECT_ESPECIALISTA = `select e.id as "idEspecialista", e.nome, e.descricao, e.tom, e.modelo, e.temperatura,
    e.historico_mensagens as "historicoMensagens", e.palavras_transferencia as "palavrasTransferencia",
    e.transferencia_pela_ia as "transferenciaPelaIa", e.horario, e.ativo,
    (select array_agg(ec.id_canal order by ec.id_canal) from especialista_canal ec where ec.id_especialista = e.id) as "idsCanais",
    e.created_at as "criadoEm", e.updated_at as "atualizadoEm"
  from especialista e`;

const toEspecialista = (row: EspecialistaRow): Especialista => ({
  ...row,
  // jsonb comes back parsed on both drivers; a number column may arrive as text on neither.
  temperatura: Number(row.temperatura),
  idsCanais: row.idsCanais ?? [],
  criadoEm: row.criadoEm.toISOString(),
  atualizadoEm: row.atualizadoEm.toISOString(),
});

export async function listEspecialistas(db: Queryable, idInstituicao: number): Promise<Especialista[]> {
  const rows = await db.query<EspecialistaRow>(
    `${SELECT_ESPECIALISTA} where e.id_instituicao = $1 order by lower(e.nome), e.id`,
    [idInstituicao],
  );
  return rows.map(toEspecialista);
}

/** The institution's specialist, or null (another institution's is "not found"). */
export async function findEspecialista(
  db: Queryable,
  idInstituicao: number,
  idEspecialista: number,
): Promise<Especialista | null> {
  const [row] = await db.query<EspecialistaRow>(`${SELECT_ESPECIALISTA} where e.id = $1 and e.id_instituicao = $2`, [
    idEspecialista,
    idInstituicao,
  ]);
  return row ? toEspecialista(row) : null;
}

/** The active specialist that takes new conversations of this channel, if any. */
export async function findEspecialistaDoCanal(
  db: Queryable,
  idInstituicao: number,
  idCanal: number,
): Promise<Especialista | null> {
  const [row] = await db.query<EspecialistaRow>(
    `${SELECT_ESPECIALISTA} join especialista_canal c on c.id_especialista = e.id
      where c.id_canal = $1 and e.id_instituicao = $2 and e.ativo`,
    [idCanal, idInstituicao],
  );
  return row ? toEspecialista(row) : null;
}

export type SaveOutcome =
  | { kind: 'saved'; especialista: Especialista }
  | { kind: 'not-found' }
  | { kind: 'duplicate-name' }
  | { kind: 'invalid-canal'; idCanal: number }
  | { kind: 'canal-taken'; idCanal: number; nome: string };

/** Channels the specialist may take: the institution's, and none already given to another one. */
async function checkCanais(
  tx: Queryable,
  idInstituicao: number,
  idEspecialista: number | null,
  idsCanais: readonly number[],
): Promise<SaveOutcome | null> {
  const own = new Set((await listCanais(tx, idInstituicao)).map((canal) => canal.idCanal));
  const foreign = idsCanais.find((idCanal) => !own.has(idCanal));
  if (foreign !== undefined) return { kind: 'invalid-canal', idCanal: foreign };
  const [taken] = await tx.query<{ idCanal: number; nome: string }>(
    `select ec.id_canal as "idCanal", e.nome from especialista_canal ec join especialista e on e.id = ec.id_especialista
      where ec.id_canal = any($1::int[]) and ec.id_instituicao = $2 and ($3::int is null or ec.id_especialista <> $3)
      order by ec.id_canal limit 1`,
    [[...idsCanais], idInstituicao, idEspecialista],
  );
  return taken ? { kind: 'canal-taken', ...taken } : null;
}

async function writeCanais(tx: Queryable, idInstituicao: number, idEspecialista: number, idsCanais: number[]) {
  await tx.query('delete from especialista_canal where id_especialista = $1', [idEspecialista]);
  if (idsCanais.length) {
    await tx.query(
      `insert into especialista_canal (id_especialista, id_canal, id_instituicao)
       select $1, unnest($2::int[]), $3`,
      [idEspecialista, [...new Set(idsCanais)], idInstituicao],
    );
  }
}

/** Creates (idEspecialista null) or updates a specialist with its channels, in one transaction. */
export async function saveEspecialista(
  db: Db,
  idInstituicao: number,
  idEspecialista: number | null,
  data: EspecialistaData,
): Promise<SaveOutcome> {
  try {
    return await db.transaction(async (tx): Promise<SaveOutcome> => {
      const refused = await checkCanais(tx, idInstituicao, idEspecialista, data.idsCanais);
      if (refused) return refused;
      const values = [
        idInstituicao,
        data.nome,
        data.descricao,
        data.tom,
        data.modelo,
        data.temperatura,
        data.historicoMensagens,
        data.palavrasTransferencia,
        data.transferenciaPelaIa,
        data.horario === null ? null : JSON.stringify(data.horario),
        data.ativo,
      ] as const;
      const [row] =
        idEspecialista === null
          ? await tx.query<{ id: number }>(
              `insert into especialista (id_instituicao, nome, descricao, tom, modelo, temperatura, historico_mensagens,
                 palavras_transferencia, transferencia_pela_ia, horario, ativo)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11) returning id`,
              values,
            )
          : await tx.query<{ id: number }>(
              `update especialista set nome = $2, descricao = $3, tom = $4, modelo = $5, temperatura = $6,
                 historico_mensagens = $7, palavras_transferencia = $8, transferencia_pela_ia = $9,
                 horario = $10::jsonb, ativo = $11, updated_at = now()
               where id = $12 and id_instituicao = $1 returning id`,
              [...values, idEspecialista],
            );
      if (!row) return { kind: 'not-found' };
      await writeCanais(tx, idInstituicao, row.id, data.idsCanais);
      const especialista = await findEspecialista(tx, idInstituicao, row.id);
      if (!especialista) throw new Error('especialista não encontrado após salvar');
      return { kind: 'saved', especialista };
    });
  } catch (error) {
    // Two saves at once: the constraints decide (the channel check above covers the usual case).
    if (!isUniqueViolation(error)) throw error;
    const constraint = String((error as { constraint?: unknown }).constraint ?? '');
    if (constraint.includes('canal')) return { kind: 'canal-taken', idCanal: data.idsCanais[0] ?? 0, nome: '' };
    return { kind: 'duplicate-name' };
  }
}

/**
 * Removes the specialist; its conversations go back to staff (the foreign key sets them null).
 * Answers the conversations it held (for ConversaAtualizada), or null when there was none.
 */
export async function deleteEspecialista(
  db: Db,
  idInstituicao: number,
  idEspecialista: number,
): Promise<{ idChats: number[] } | null> {
  return db.transaction(async (tx) => {
    const found = await tx.query('select 1 from especialista where id = $1 and id_instituicao = $2 for update', [
      idEspecialista,
      idInstituicao,
    ]);
    if (!found.length) return null;
    const chats = await tx.query<{ id: number }>('select id from chat where id_especialista = $1 order by id', [
      idEspecialista,
    ]);
    await tx.query('delete from especialista where id = $1 and id_instituicao = $2', [idEspecialista, idInstituicao]);
    return { idChats: chats.map((chat) => chat.id) };
  });
}
