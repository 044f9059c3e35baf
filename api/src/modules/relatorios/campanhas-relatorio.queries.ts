import type { CampanhaLinha, FunilCampanha } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { instantesDoPeriodo, type Periodo } from './relatorios.queries';

/*
 * Per campaign, per run and per variant (the text each recipient got), from its recipients'
 * furthest status (campanha_destinatario): each stage counts who reached at least it. An opt-out
 * is a reply after which the contact's consent was revoked through the chat (the SAIR handling,
 * campanhas.replies.ts). What the campaign brought: recipients who started a conversation (a
 * service opened, ADR 0030) or whose lead was created or moved to a stage within `janela` days
 * after their send.
 */

type FunilRow = FunilCampanha & {
  idCampanha: number;
  nome: string;
  rodada: number | null;
  variante: number | null;
  texto: string | null;
  porVariante: boolean;
};

export async function relatorioCampanhas(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
  /** `semAtribuicao`: only the funnel (the president's block), without the conversations and leads it brought. */
  opcoes: { janelaDias?: number; canal?: number; semAtribuicao?: boolean } = {},
): Promise<CampanhaLinha[]> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const rows = await db.query<FunilRow>(
    `with r as (
       select c.id as id_campanha, c.nome, c.variantes, d.rodada, d.ordem, d.variante, d.status, d.id_contato, d.enviado_em,
              d.status = 'respondeu' and ct.consentimento_marketing = false and ct.consentimento_origem = 'chat'
                and ct.consentimento_em >= d.enviado_em as saiu
         from especialista_campanha c
         join campanha_destinatario d on d.id_campanha = c.id and d.id_instituicao = c.id_instituicao
         left join contatos ct on ct.id = d.id_contato
        where c.id_instituicao = $1 and d.status <> 'pendente' and ($5::int is null or c.id_canal = $5)
          and coalesce(d.enviado_em, d.intencao_em, d.atualizado_em) >= $2
          and coalesce(d.enviado_em, d.intencao_em, d.atualizado_em) < $3),
     -- What may count: services opened, and leads created or moved, from the period's start to its
     -- end plus the window (set-based, joined to the recipients by contact, not asked per recipient).
     aberturas as (
       select ch.id_contato, e.ocorrido_em as em from conversa_evento e join chat ch on ch.id = e.id_chat
        where not $6 and e.id_instituicao = $1 and e.tipo in ('aberta', 'reaberta')
          and e.ocorrido_em >= $2 and e.ocorrido_em < $3::timestamptz + make_interval(days => $4)),
     leads as (
       select l.id_contato, l.created_at as em from lead l
        where not $6 and l.id_instituicao = $1 and l.created_at >= $2 and l.created_at < $3::timestamptz + make_interval(days => $4)
       union all
       select l.id_contato, p.entrou_em from lead_etapa_passagem p join lead l on l.id = p.id_lead
        where not $6 and p.id_instituicao = $1 and p.entrou_em >= $2 and p.entrou_em < $3::timestamptz + make_interval(days => $4)),
     conversou as (
       select distinct r.id_campanha, r.rodada, r.ordem from r join aberturas a on a.id_contato = r.id_contato
        where a.em >= r.enviado_em and a.em < r.enviado_em + make_interval(days => $4)),
     virou_lead as (
       select distinct r.id_campanha, r.rodada, r.ordem from r join leads l on l.id_contato = r.id_contato
        where l.em >= r.enviado_em and l.em < r.enviado_em + make_interval(days => $4)),
     d as (
       select r.*, cv.ordem is not null as conversa, vl.ordem is not null as lead from r
         left join conversou cv using (id_campanha, rodada, ordem)
         left join virou_lead vl using (id_campanha, rodada, ordem))
     select id_campanha as "idCampanha", nome, rodada, variante, max(variantes[variante + 1]) as texto,
            grouping(rodada) = 1 as "porVariante",
            (count(*) filter (where status in ('enviado', 'entregue', 'lido', 'respondeu')))::int as enviadas,
            (count(*) filter (where status in ('entregue', 'lido', 'respondeu')))::int as entregues,
            (count(*) filter (where status in ('lido', 'respondeu')))::int as lidas,
            (count(*) filter (where status = 'respondeu'))::int as responderam,
            (count(*) filter (where saiu))::int as sairam,
            (count(*) filter (where status = 'falhou'))::int as falharam,
            (count(*) filter (where status = 'ignorado'))::int as ignoradas,
            (count(*) filter (where conversa))::int as conversas,
            (count(*) filter (where lead))::int as leads
       from d
      group by grouping sets ((id_campanha, nome, rodada), (id_campanha, nome, variante))
      order by id_campanha desc, rodada nulls last, variante nulls first`,
    [idInstituicao, desde, ate, opcoes.janelaDias ?? 7, opcoes.canal ?? null, opcoes.semAtribuicao ?? false],
  );
  const campanhas = new Map<number, CampanhaLinha>();
  for (const { idCampanha, nome, rodada, variante, texto, porVariante, ...funil } of rows) {
    const linha = campanhas.get(idCampanha) ?? { idCampanha, nome, total: { ...funil }, rodadas: [], variantes: [] };
    campanhas.set(idCampanha, linha);
    if (porVariante) {
      linha.variantes.push({ variante, texto: texto ?? '', funil });
      continue;
    }
    if (linha.rodadas.length)
      for (const key of Object.keys(funil) as (keyof FunilCampanha)[]) linha.total[key] += funil[key];
    linha.rodadas.push({ rodada: rodada ?? 1, funil });
  }
  return [...campanhas.values()];
}
