import type { Funil } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { listEtapas } from './etapas.repository';
import { SELECT_LEAD, toLead } from './leads.queries';

/*
 * The funnel board (GET /api/funil): the institution's stages with their figures and the leads on
 * the board. Open stages hold all their leads; won and lost stages those closed in the last 30
 * days (older ones stay in the leads list). A column's count and total are of all it holds; its
 * cards are the FUNIL_CARDS_POR_ETAPA most recently moved there (the rest are in the leads list,
 * filtered by stage), so the board's answer stays small however many leads an institution has.
 */

/** How long a closed lead stays on the board. */
export const FUNIL_FECHADOS_DIAS = 30;
/** Cards sent per column: a person works the recent ones; the list pages through the others. */
export const FUNIL_CARDS_POR_ETAPA = 50;

type ColunaRow = {
  idEtapa: number;
  quantidade: number;
  totalCentavos: number;
  alcancaram: number;
  converteram: number;
  tempoMedioDias: number | null;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Per stage: what it shows now; how many leads ever stayed in it and how many of those later
 * entered a further stage that is not a lost one (conversion); the average length of the stays
 * that ended (time in stage). Stays are lead_etapa_passagem rows, so reordering the stages
 * recomputes "further" with the board's current order.
 */
const COLUNAS_SQL = `
  select e.id as "idEtapa", v.quantidade, v."totalCentavos", a.alcancaram, a.converteram, t."tempoMedioDias"
    from funil_etapa e
    cross join lateral (
      select count(*)::int as quantidade, coalesce(sum(l.valor_centavos), 0)::bigint as "totalCentavos"
        from lead l
       where l.id_instituicao = e.id_instituicao and l.id_etapa = e.id
         and (e.tipo = 'aberta' or l.etapa_desde >= now() - make_interval(days => $2))
    ) v
    cross join lateral (
      select count(distinct p.id_lead)::int as alcancaram,
             count(distinct p.id_lead) filter (where exists (
               select 1 from lead_etapa_passagem q join funil_etapa f on f.id = q.id_etapa
                where q.id_lead = p.id_lead and q.id <> p.id and q.entrou_em >= p.entrou_em
                  and f.ordem > e.ordem and f.tipo <> 'perdido'))::int as converteram
        from lead_etapa_passagem p
       where p.id_instituicao = e.id_instituicao and p.id_etapa = e.id
    ) a
    cross join lateral (
      select (avg(extract(epoch from (p.saiu_em - p.entrou_em))) / 86400)::float8 as "tempoMedioDias"
        from lead_etapa_passagem p
       where p.id_instituicao = e.id_instituicao and p.id_etapa = e.id and p.saiu_em is not null
    ) t
   where e.id_instituicao = $1`;

export async function getFunil(db: Queryable, idInstituicao: number): Promise<Funil> {
  const etapas = await listEtapas(db, idInstituicao);
  const figures = await db.query<ColunaRow>(COLUNAS_SQL, [idInstituicao, FUNIL_FECHADOS_DIAS]);
  const byEtapa = new Map(figures.map((row) => [row.idEtapa, row]));
  const rows = await db.query<Parameters<typeof toLead>[0]>(
    `select * from (
       select lead_row.*, row_number() over (partition by lead_row."idEtapa"
                                              order by lead_row."etapaDesde" desc, lead_row."idLead" desc) as posicao
         from (${SELECT_LEAD} join funil_etapa e on e.id = l.id_etapa
                where l.id_instituicao = $1
                  and (e.tipo = 'aberta' or l.etapa_desde >= now() - make_interval(days => $2))) lead_row
     ) ranked
     where posicao <= $3
     order by "idEtapa", posicao`,
    [idInstituicao, FUNIL_FECHADOS_DIAS, FUNIL_CARDS_POR_ETAPA],
  );
  return {
    colunas: etapas.map((etapa) => {
      const row = byEtapa.get(etapa.idEtapa);
      const alcancaram = row?.alcancaram ?? 0;
      return {
        etapa,
        quantidade: row?.quantidade ?? 0,
        totalCentavos: row?.totalCentavos ?? 0,
        conversaoPercentual:
          etapa.tipo === 'aberta' && alcancaram > 0 ? round1(((row?.converteram ?? 0) * 100) / alcancaram) : null,
        tempoMedioDias:
          row?.tempoMedioDias === null || row?.tempoMedioDias === undefined ? null : round1(row.tempoMedioDias),
      };
    }),
    leads: rows.map(toLead),
  };
}
