import type { DashboardPresidente, PontoDiario } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';

/** The product's days are Brazilian days: an order at 22:00 in São Paulo counts on that day. */
const TIME_ZONE = 'America/Sao_Paulo';

async function tableExists(db: Queryable, name: string): Promise<boolean> {
  const [row] = await db.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [name]);
  return !!row?.exists;
}

export async function periodo(db: Queryable, dias: number): Promise<DashboardPresidente['periodo']> {
  const [row] = await db.query<{ inicio: string; fim: string }>(
    `select to_char(d - ($2::int - 1), 'YYYY-MM-DD') as inicio, to_char(d, 'YYYY-MM-DD') as fim
       from (select (now() at time zone $1)::date as d) t`,
    [TIME_ZONE, dias],
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
  const rows = await db.query<{ data: string; quantidade: number; receitaCentavos: number }>(
    `select to_char(d.dia, 'YYYY-MM-DD') as data, count(p.id)::int as quantidade,
            coalesce(sum(p.total_centavos), 0)::bigint as "receitaCentavos"
       from generate_series($2::date, $3::date, interval '1 day') as d(dia)
       left join pedido p
         on p.id_instituicao = $1 and p.status <> 'cancelado'
        and (p.created_at at time zone $4)::date = d.dia::date
      group by d.dia order by d.dia`,
    [idInstituicao, inicio, fim, TIME_ZONE],
  );
  const quantidadePorDia: PontoDiario[] = rows.map((row) => ({ data: row.data, valor: row.quantidade }));
  const receitaCentavosPorDia: PontoDiario[] = rows.map((row) => ({
    data: row.data,
    valor: Number(row.receitaCentavos),
  }));
  const total = quantidadePorDia.reduce((sum, point) => sum + point.valor, 0);
  const receitaCentavos = rows.reduce((sum, row) => sum + Number(row.receitaCentavos), 0);
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
  const [row] = await db.query<{ ativos: number; inativos: number }>(
    `select count(*) filter (where ativo)::int as ativos, count(*) filter (where not ativo)::int as inativos
       from usuario where id_instituicao = $1`,
    [idInstituicao],
  );
  return { disponivel: true, dados: { ativos: row?.ativos ?? 0, inativos: row?.inativos ?? 0 } };
}

export async function contatosIndicador(
  db: Queryable,
  idInstituicao: number,
  { inicio }: { inicio: string },
): Promise<DashboardPresidente['contatos']> {
  const [row] = await db.query<{ total: number; novos: number }>(
    `select count(*)::int as total,
            count(*) filter (where (created_at at time zone $3)::date >= $2::date)::int as novos
       from contatos where id_instituicao = $1`,
    [idInstituicao, inicio, TIME_ZONE],
  );
  return { disponivel: true, dados: { total: row?.total ?? 0, novosNoPeriodo: row?.novos ?? 0 } };
}
