import type { DashboardPresidente, PontoDiario } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import { countContatos } from '../contatos/contatos.repository';
import { pedidosPorDia } from '../pedidos/pedidos.queries';
import { countUsuariosPorSituacao } from '../usuarios/usuarios.repository';

/*
 * The president's figures own no table: each comes from the repository of the module that keeps
 * it (orders, users, contacts).
 */

async function tableExists(db: Queryable, name: string): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [name]);
  return !!row?.exists;
}

export async function periodo(db: Queryable, dias: number): Promise<DashboardPresidente['periodo']> {
  const [row] = await db.query<{ inicio: string; fim: string }>(
    `select to_char(d - ($2::int - 1), 'YYYY-MM-DD') as inicio, to_char(d, 'YYYY-MM-DD') as fim
       from (select (now() at time zone $1)::date as d) t`,
    [SAO_PAULO_TIME_ZONE, dias],
  );
  if (!row) throw new Error('período');
  return { ...row, dias };
}

/** Orders per day of the period (cancelled ones left out), every day present, money in cents. */
export async function pedidosIndicador(
  db: Queryable,
  idInstituicao: number,
  { inicio, fim }: { inicio: string; fim: string },
): Promise<DashboardPresidente['pedidos']> {
  if (!(await tableExists(db, 'pedido'))) {
    return { disponivel: false, motivo: 'Ainda sem dados de pedidos: o módulo de pedidos não está instalado.' };
  }
  const rows = await pedidosPorDia(db, idInstituicao, { inicio, fim }, SAO_PAULO_TIME_ZONE);
  const quantidadePorDia: PontoDiario[] = rows.map((row) => ({ data: row.data, valor: row.quantidade }));
  const receitaCentavosPorDia: PontoDiario[] = rows.map((row) => ({
    data: row.data,
    valor: row.receitaCentavos,
  }));
  const total = quantidadePorDia.reduce((sum, point) => sum + point.valor, 0);
  const receitaCentavos = rows.reduce((sum, row) => sum + row.receitaCentavos, 0);
  return {
    disponivel: true,
    dados: {
      total,
      receitaCentavos,
      ticketMedioCentavos: total ? Math.round(receitaCentavos / total) : 0,
      quantidadePorDia,
      receitaCentavosPorDia,
    },
  };
}

export async function usuariosIndicador(
  db: Queryable,
  idInstituicao: number,
): Promise<DashboardPresidente['usuarios']> {
  return { disponivel: true, dados: await countUsuariosPorSituacao(db, idInstituicao) };
}

export async function contatosIndicador(
  db: Queryable,
  idInstituicao: number,
  { inicio }: { inicio: string },
): Promise<DashboardPresidente['contatos']> {
  return {
    disponivel: true,
    dados: await countContatos(db, idInstituicao, { desde: inicio, timeZone: SAO_PAULO_TIME_ZONE }),
  };
}
