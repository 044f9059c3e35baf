import type { Db } from '../../plugins/database/db';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';

/*
 * The demo's queues (ADR 0034): Pedidos, Financeiro and Suporte, the gestor in all three and the
 * atendente in Pedidos and Suporte. No greeting menu (the gestor turns it on in Filas, so a demo
 * contact is not greeted by surprise) and no channel default. The demo conversations the atendente
 * already holds are in Pedidos, so the list shows a queue's colour from the start and nobody's
 * "waiting for me" count changes. Once: an institution with queues is left alone.
 */

const FILAS = [
  { nome: 'Pedidos', cor: '#1565c0', membros: [DEMO_USERS.gestor.telefone, DEMO_USERS.atendente.telefone] },
  { nome: 'Financeiro', cor: '#2e7d32', membros: [DEMO_USERS.gestor.telefone] },
  { nome: 'Suporte', cor: '#6a1b9a', membros: [DEMO_USERS.gestor.telefone, DEMO_USERS.atendente.telefone] },
] as const;

export async function seedFilas(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [inst] = await tx.query<{ id: number }>(
      `select i.id from instituicao i where i.codigo = $1 and not exists (select 1 from fila f where f.id_instituicao = i.id)
        for update`,
      [DEMO_INSTITUICOES.demo.codigo],
    );
    if (!inst) return;
    for (const fila of FILAS) {
      const [row] = await tx.query<{ id: number }>(
        'insert into fila (id_instituicao, nome, cor) values ($1, $2, $3) returning id',
        [inst.id, fila.nome, fila.cor],
      );
      if (!row) throw new Error('fila da demonstração não criada');
      await tx.query(
        `insert into fila_membro (id_fila, id_usuario, id_instituicao)
         select $1, u.id, u.id_instituicao from usuario u where u.id_instituicao = $2 and u.telefone = any($3::text[])`,
        [row.id, inst.id, [...fila.membros]],
      );
      if (fila.nome === 'Pedidos') {
        await tx.query(
          `update chat set id_fila = $1
            where id_instituicao = $2 and id_fila is null and status <> 'resolvida' and id_responsavel is not null`,
          [row.id, inst.id],
        );
      }
    }
  });
}
