import type { DashboardPresidente, PontoDiario } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import { countContatos } from '../contatos/contatos.repository';
import { pedidosPorDia } from '../pedidos/pedidos.queries';
import { relatorioCampanhas } from '../relatorios/campanhas-relatorio.queries';
import { resumoDoPeriodo } from '../relatorios/relatorios.queries';
import { satisfacaoResumo } from '../relatorios/satisfacao.queries';
import { countUsuariosPorSituacao } from '../usuarios/usuarios.repository';

/*
 * The president's figures own no table: each comes from the repository of the module that keeps
 * it (orders, users, contacts), and the conversations and campaigns from the reports' measures
 * (modules/relatorios, ADR 0030), so the panel and the Relatórios screen never disagree.
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

/** Services begun in the period, per São Paulo day, with their median first response and resolution. */
export async function chatsIndicador(
  db: Db,
  idInstituicao: number,
  range: DashboardPresidente['periodo'],
): Promise<DashboardPresidente['chats']> {
  const { resumo, porDia: dias } = await resumoDoPeriodo(db, idInstituicao, range);
  return {
    disponivel: true,
    dados: {
      total: resumo.atendimentos,
      porDia: dias.map((dia) => ({ data: dia.data, valor: dia.abertos })),
      respondidos: resumo.respondidos,
      resolvidos: resumo.resolvidos,
      primeiraRespostaMedianaMs: resumo.primeiraResposta.medianaMs,
      primeiraRespostaP90Ms: resumo.primeiraResposta.p90Ms,
      resolucaoMedianaMs: resumo.resolucao.medianaMs,
      iaSozinha: resumo.iaSozinha,
    },
  };
}

/** Campaigns with a send in the period and their summed funnel; `ativas`: sending or scheduled now. */
export async function campanhasIndicador(
  db: Queryable,
  idInstituicao: number,
  range: DashboardPresidente['periodo'],
): Promise<DashboardPresidente['campanhas']> {
  const campanhas = await relatorioCampanhas(db, idInstituicao, range, { semAtribuicao: true });
  const [ativas] = await db.query<{ n: number }>(
    `select count(*)::int as n from especialista_campanha where id_instituicao = $1 and status in ('agendada', 'enviando')`,
    [idInstituicao],
  );
  const soma = (pick: (total: (typeof campanhas)[number]['total']) => number) =>
    campanhas.reduce((sum, campanha) => sum + pick(campanha.total), 0);
  return {
    disponivel: true,
    dados: {
      total: campanhas.length,
      ativas: ativas?.n ?? 0,
      enviadas: soma((t) => t.enviadas),
      entregues: soma((t) => t.entregues),
      lidas: soma((t) => t.lidas),
      responderam: soma((t) => t.responderam),
      sairam: soma((t) => t.sairam),
    },
  };
}

/** The satisfaction surveys asked in the period (CSAT, ADR 0039). */
export async function satisfacaoIndicador(
  db: Queryable,
  idInstituicao: number,
  range: DashboardPresidente['periodo'],
): Promise<DashboardPresidente['satisfacao']> {
  return { disponivel: true, dados: await satisfacaoResumo(db, idInstituicao, range) };
}
