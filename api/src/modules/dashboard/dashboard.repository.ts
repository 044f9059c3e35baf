import type { Queryable } from '../../plugins/database/db';

/** Institutions keep no time zone yet; the product's users are in Brazil (SPEC §1: pt-BR, BRL). */
export const DASHBOARD_TIME_ZONE = 'America/Sao_Paulo';

export type PedidosDoDia = { dia: string; pedidos: number; faturamentoCentavos: number };

/**
 * Today's orders of the institution in its local day, cancelled ones left out of both figures
 * (a cancelled order is neither work done nor money in).
 */
export async function pedidosDoDia(db: Queryable, idInstituicao: number): Promise<PedidosDoDia> {
  const [row] = await db.query<{ dia: string; pedidos: number; faturamentoCentavos: string | number }>(
    `with hoje as (
       select (now() at time zone $2)::date as dia,
              date_trunc('day', now() at time zone $2) at time zone $2 as inicio
     )
     select to_char(hoje.dia, 'YYYY-MM-DD') as dia,
            count(p.id)::int as pedidos,
            coalesce(sum(p.total_centavos), 0)::bigint as "faturamentoCentavos"
       from hoje
       left join pedido p
         on p.id_instituicao = $1
        and p.created_at >= hoje.inicio
        and p.created_at < hoje.inicio + interval '1 day'
        and p.status <> 'cancelado'
      group by hoje.dia`,
    [idInstituicao, DASHBOARD_TIME_ZONE],
  );
  return {
    dia: row?.dia ?? '',
    pedidos: row?.pedidos ?? 0,
    faturamentoCentavos: Number(row?.faturamentoCentavos ?? 0),
  };
}

export async function canReadPedidos(db: Queryable, idPerfil: number): Promise<boolean> {
  const [row] = await db.query<{ crud: string }>(
    `select pm.crud from perfil_menu pm join menu m on m.id_menu = pm.id_menu where pm.id_perfil = $1 and m.rota = 'pedidos'`,
    [idPerfil],
  );
  return !!row?.crud.includes('R');
}

export async function localToday(db: Queryable): Promise<string> {
  const [row] = await db.query<{ dia: string }>(`select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as dia`, [
    DASHBOARD_TIME_ZONE,
  ]);
  return row?.dia ?? '';
}
