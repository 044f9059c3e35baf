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
  opcoes: { janelaDias?: number; canal?: number } = {},
): Promise<CampanhaLinha[]> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const rows = await db.query<FunilRow>(
    `with d as (
       select c.id as id_campanha, c.nome, c.variantes, d.rodada, d.variante, d.status,
              d.status = 'respondeu' and ct.consentimento_marketing = false and ct.consentimento_origem = 'chat'
                and ct.consentimento_em >= d.enviado_em as saiu,
              d.enviado_em is not null and exists (
                select 1 from chat ch join conversa_evento e on e.id_chat = ch.id
                 where ch.id_contato = d.id_contato and ch.id_instituicao = $1 and e.tipo in ('aberta', 'reaberta')
                   and e.ocorrido_em >= d.enviado_em and e.ocorrido_em < d.enviado_em + make_interval(days => $4)) as conversa,
              d.enviado_em is not null and exists (
                select 1 from lead l
                 where l.id_contato = d.id_contato and l.id_instituicao = $1
                   and ((l.created_at >= d.enviado_em and l.created_at < d.enviado_em + make_interval(days => $4))
                        or exists (select 1 from lead_etapa_passagem p where p.id_lead = l.id
                                      and p.entrou_em >= d.enviado_em
                                      and p.entrou_em < d.enviado_em + make_interval(days => $4)))) as lead
         from especialista_campanha c
         join campanha_destinatario d on d.id_campanha = c.id and d.id_instituicao = c.id_instituicao
         left join contatos ct on ct.id = d.id_contato
        where c.id_instituicao = $1 and d.status <> 'pendente' and ($5::int is null or c.id_canal = $5)
          and coalesce(d.enviado_em, d.intencao_em, d.atualizado_em) >= $2
          and coalesce(d.enviado_em, d.intencao_em, d.atualizado_em) < $3)
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
    [idInstituicao, desde, ate, opcoes.janelaDias ?? 7, opcoes.canal ?? null],
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
