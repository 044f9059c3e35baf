import type {
  AtendenteLinha,
  CampanhaLinha,
  EspecialistaLinha,
  FunilCampanha,
  RelatorioAtendimento,
} from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import {
  agrupar,
  atendimentosDe,
  porDia,
  resumir,
  type Atendimento,
  type Fato,
  type MensagemResumo,
} from './atendimento-medidas';

/*
 * What the reports read: the facts and messages of the services begun in a period (measured by
 * atendimento-medidas.ts), the campaigns' recipients and the specialists' token usage. Always one
 * institution's rows: the institution comes from the token, and every query filters on it.
 */

/** A period of São Paulo days, both ends included ('YYYY-MM-DD'). */
export type Periodo = { inicio: string; fim: string; dias: number };

/** The period's instants: from its first day's midnight in São Paulo to the midnight after its last day. */
export type Instantes = { desde: Date; ate: Date };

export async function instantesDoPeriodo(db: Queryable, { inicio, fim }: Periodo): Promise<Instantes> {
  const [row] = await db.query<{ desde: Date; ate: Date }>(
    `select ($1::date::timestamp at time zone $3) as desde, (($2::date + 1)::timestamp at time zone $3) as ate`,
    [inicio, fim, SAO_PAULO_TIME_ZONE],
  );
  if (!row) throw new Error('período');
  return { desde: new Date(row.desde), ate: new Date(row.ate) };
}

/** Queries below take the institution as $1 and the period's instants as $2 and $3. */
const DESDE = '$2::timestamptz';
const ATE = '$3::timestamptz';

/** Every day of the period, in order. */
export async function diasDoPeriodo(db: Queryable, { inicio, fim }: Periodo): Promise<string[]> {
  const rows = await db.query<{ data: string }>(
    `select to_char(d, 'YYYY-MM-DD') as data from generate_series($1::date, $2::date, interval '1 day') as d order by d`,
    [inicio, fim],
  );
  return rows.map((row) => row.data);
}

/** The services begun in the period, measured. Facts after the period still close them (a late resolution). */
export async function atendimentosDoPeriodo(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
): Promise<Atendimento[]> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const params = [idInstituicao, desde, ate];
  const chats = `select distinct id_chat from conversa_evento
     where id_instituicao = $1 and tipo in ('aberta', 'reaberta') and ocorrido_em >= ${DESDE} and ocorrido_em < ${ATE}`;
  const [fatos, mensagens] = await Promise.all([
    db.query<Fato>(
      `select e.id_chat as "idChat", e.tipo, e.id_usuario as "idUsuario", e.id_especialista as "idEspecialista",
              e.ocorrido_em as em, e.conta_desde as "contaDesde"
         from conversa_evento e
        where e.id_instituicao = $1 and e.id_chat in (${chats}) and e.ocorrido_em >= ${DESDE}
        order by e.id_chat, e.ocorrido_em, e.id`,
      params,
    ),
    db.query<MensagemResumo>(
      `select m.id_chat as "idChat", m.direcao, m.created_at as em, m.id_autor as "idUsuario",
              m.id_especialista as "idEspecialista"
         from mensagem m
        where m.id_instituicao = $1 and m.id_chat in (${chats}) and m.created_at >= ${DESDE}`,
      params,
    ),
  ]);
  const instantes = <T extends { em: Date }>(items: readonly T[]): T[] =>
    items.map((item) => ({ ...item, em: new Date(item.em) }));
  return atendimentosDe(instantes(fatos), instantes(mensagens)).filter((a) => a.inicio < ate);
}

/** The per-attendant table: every member of staff with a service in the period, by name. */
async function porAtendente(
  db: Queryable,
  idInstituicao: number,
  atendimentos: readonly Atendimento[],
): Promise<AtendenteLinha[]> {
  const grupos = agrupar(atendimentos, (a) => a.idAtendente);
  if (!grupos.size) return [];
  const nomes = await db.query<{ id: number; nome: string }>(
    'select id, nome from usuario where id_instituicao = $1 and id = any($2::int[])',
    [idInstituicao, [...grupos.keys()]],
  );
  return nomes
    .map(({ id, nome }) => {
      const doAtendente = grupos.get(id) ?? [];
      const resumo = resumir(doAtendente);
      return {
        idUsuario: id,
        nome,
        atendimentos: resumo.atendimentos,
        respondidos: resumo.respondidos,
        resolvidos: resumo.resolvidos,
        primeiraResposta: resumo.primeiraResposta,
        resolucao: resumo.resolucao,
      };
    })
    .sort((a, b) => b.atendimentos - a.atendimentos || a.nome.localeCompare(b.nome, 'pt-BR'));
}

export async function relatorioAtendimento(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
): Promise<RelatorioAtendimento> {
  const atendimentos = await atendimentosDoPeriodo(db, idInstituicao, periodo);
  return {
    periodo,
    resumo: resumir(atendimentos),
    porAtendente: await porAtendente(db, idInstituicao, atendimentos),
    porDia: porDia(atendimentos, await diasDoPeriodo(db, periodo)),
  };
}

type FunilRow = FunilCampanha & { idCampanha: number; nome: string; rodada: number };

/**
 * Per campaign and run, from its recipients' furthest status (campanha_destinatario): each stage
 * counts who reached at least it. An opt-out is a reply after which the contact's consent was
 * revoked through the chat (the SAIR handling, campanhas.replies.ts).
 */
export async function relatorioCampanhas(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
): Promise<CampanhaLinha[]> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const rows = await db.query<FunilRow>(
    `select c.id as "idCampanha", c.nome, d.rodada,
            count(*) filter (where d.status in ('enviado', 'entregue', 'lido', 'respondeu'))::int as enviadas,
            count(*) filter (where d.status in ('entregue', 'lido', 'respondeu'))::int as entregues,
            count(*) filter (where d.status in ('lido', 'respondeu'))::int as lidas,
            count(*) filter (where d.status = 'respondeu')::int as responderam,
            count(*) filter (where d.status = 'respondeu' and ct.consentimento_marketing = false
                               and ct.consentimento_origem = 'chat' and ct.consentimento_em >= d.enviado_em)::int as sairam,
            count(*) filter (where d.status = 'falhou')::int as falharam,
            count(*) filter (where d.status = 'ignorado')::int as ignoradas
       from especialista_campanha c
       join campanha_destinatario d on d.id_campanha = c.id and d.id_instituicao = c.id_instituicao
       left join contatos ct on ct.id = d.id_contato
      where c.id_instituicao = $1 and d.status <> 'pendente'
        and coalesce(d.enviado_em, d.intencao_em, d.atualizado_em) >= ${DESDE}
        and coalesce(d.enviado_em, d.intencao_em, d.atualizado_em) < ${ATE}
      group by c.id, c.nome, d.rodada
      order by c.id desc, d.rodada`,
    [idInstituicao, desde, ate],
  );
  const campanhas = new Map<number, CampanhaLinha>();
  for (const { idCampanha, nome, rodada, ...funil } of rows) {
    const linha = campanhas.get(idCampanha) ?? { idCampanha, nome, total: { ...funil }, rodadas: [] };
    if (linha.rodadas.length)
      for (const key of Object.keys(funil) as (keyof FunilCampanha)[]) linha.total[key] += funil[key];
    linha.rodadas.push({ rodada, funil });
    campanhas.set(idCampanha, linha);
  }
  return [...campanhas.values()];
}

/** Per specialist of the institution: its services in the period (measured) and the tokens it used. */
export async function relatorioIa(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
  atendimentos: readonly Atendimento[],
): Promise<EspecialistaLinha[]> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const rows = await db.query<{
    id: number;
    nome: string;
    tokensPrompt: string | number;
    tokensResposta: string | number;
  }>(
    `select e.id, e.nome,
            coalesce(sum(u.tokens_prompt), 0)::bigint as "tokensPrompt",
            coalesce(sum(u.tokens_resposta), 0)::bigint as "tokensResposta"
       from especialista e
       left join especialista_uso u on u.id_especialista = e.id and u.id_instituicao = e.id_instituicao
        and u.tipo <> 'playground' and u.created_at >= ${DESDE} and u.created_at < ${ATE}
      where e.id_instituicao = $1
      group by e.id, e.nome order by e.nome`,
    [idInstituicao, desde, ate],
  );
  const grupos = agrupar(atendimentos, (a) => a.idEspecialista);
  return rows.map(({ id, nome, tokensPrompt, tokensResposta }) => {
    const resumo = resumir(grupos.get(id) ?? []);
    return {
      idEspecialista: id,
      nome,
      atendimentos: resumo.atendimentos,
      semTransferencia: resumo.iaSozinha,
      transferidos: resumo.iaTransferiu,
      tokensPrompt: Number(tokensPrompt),
      tokensResposta: Number(tokensResposta),
    };
  });
}
