import type {
  AtendimentoGrupo,
  Filtros,
  MapaDeCalorCelula,
  RelatorioAtendimento,
  RelatorioEquipe,
  RelatorioFiltros,
} from '@colabora/shared/contracts';
import type { Db, Queryable, SqlParam } from '../../plugins/database/db';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';
import type { Atendimento } from './atendimento-medidas';
import { medidasParaLeitura } from './medidas-materializadas';

/*
 * What the services' reports read: the measured services (atendimento_medida, kept by
 * medidas-materializadas.ts from atendimento-medidas.ts) begun in a period, optionally of one
 * queue, channel or attendant. Medians and p90 are percentile_disc, the nearest rank: a value that
 * happened, as percentil() in atendimento-medidas.ts. Always one institution's rows: it comes from
 * the token, and every query filters on it.
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

/** Every day of the period, in order. */
export async function diasDoPeriodo(db: Queryable, { inicio, fim }: Periodo): Promise<string[]> {
  const rows = await db.query<{ data: string }>(
    `select to_char(d, 'YYYY-MM-DD') as data from generate_series($1::date, $2::date, interval '1 day') as d order by d`,
    [inicio, fim],
  );
  return rows.map((row) => row.data);
}

/** The São Paulo day of a timestamptz column, as 'YYYY-MM-DD'. */
export const diaSql = (coluna: string) =>
  `to_char((${coluna} at time zone '${SAO_PAULO_TIME_ZONE}')::date, 'YYYY-MM-DD')`;

/** Median and p90 (nearest rank) of a column, as one array column `<nome>` (one sort, not two). */
export const distribuicaoSql = (coluna: string, nome: string) =>
  `(percentile_disc(array[0.5, 0.9]) within group (order by ${coluna}))::float8[] as "${nome}"`;

const ms = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));
export const distribuicaoDe = (row: Record<string, unknown>, nome: string) => {
  const [mediana, p90] = (row[nome] as (number | string | null)[] | null | undefined) ?? [];
  const numero = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return { medianaMs: ms(numero(mediana)), p90Ms: ms(numero(p90)) };
};

/**
 * The measured services of the institution begun in the period, with the filters: a CTE named `a`
 * and its parameters ($1 institution, $2–$3 the period's instants, then the filters').
 */
export async function servicosDoPeriodo(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
  filtros: Filtros = {},
): Promise<{ cte: string; params: SqlParam[] }> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const params: SqlParam[] = [idInstituicao, desde, ate];
  const where = ['a.id_instituicao = $1', 'a.inicio >= $2', 'a.inicio < $3'];
  const add = (coluna: string, valor: number | undefined) => {
    if (valor === undefined) return;
    params.push(valor);
    where.push(`${coluna} = $${params.length}`);
  };
  add('a.id_fila', filtros.fila);
  add('a.id_canal', filtros.canal);
  add('a.id_atendente', filtros.atendente);
  if (filtros.etiqueta !== undefined) {
    params.push(filtros.etiqueta);
    where.push(`a.id_chat in (select ce.id_chat from chat_etiqueta ce where ce.id_etiqueta = $${params.length})`);
  }
  return { cte: `with a as (select * from atendimento_medida a where ${where.join(' and ')})`, params };
}

type ResumoRow = Record<string, unknown>;

const RESUMO = `count(*)::int as atendimentos, count(a.primeira_resposta_ms)::int as respondidos,
    count(a.resolucao_ms)::int as resolvidos, (count(*) filter (where a.reaberto))::int as reabertos,
    coalesce(sum(a.mensagens_recebidas), 0)::int as "mensagensRecebidas",
    coalesce(sum(a.mensagens_enviadas), 0)::int as "mensagensEnviadas",
    (count(*) filter (where a.respondido_por = 'ia'))::int as "respondidosPelaIa",
    (count(*) filter (where a.ia_sozinha))::int as "iaSozinha",
    (count(*) filter (where a.ia_transferiu))::int as "iaTransferiu",
    coalesce(sum(a.transferencias), 0)::int as transferencias,
    ${distribuicaoSql('a.primeira_resposta_ms', 'pr')}, ${distribuicaoSql('a.resolucao_ms', 'res')},
    ${distribuicaoSql('a.primeira_resposta_em_horario_ms', 'prh')}`;

function resumoDe(row: ResumoRow | undefined): RelatorioAtendimento['resumo'] {
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    atendimentos: n('atendimentos'),
    respondidos: n('respondidos'),
    semResposta: n('atendimentos') - n('respondidos'),
    resolvidos: n('resolvidos'),
    reabertos: n('reabertos'),
    primeiraResposta: distribuicaoDe(row ?? {}, 'pr'),
    // Counted from the opening of the queue's hours for a conversation that arrived outside them (ADR 0037).
    primeiraRespostaEmHorario: distribuicaoDe(row ?? {}, 'prh'),
    resolucao: distribuicaoDe(row ?? {}, 'res'),
    mensagensRecebidas: n('mensagensRecebidas'),
    mensagensEnviadas: n('mensagensEnviadas'),
    respondidosPelaIa: n('respondidosPelaIa'),
    iaSozinha: n('iaSozinha'),
    iaTransferiu: n('iaTransferiu'),
    transferencias: n('transferencias'),
  };
}

/** The names of the institution's queues or channels. */
async function nomes(db: Queryable, tabela: 'fila' | 'canal', idInstituicao: number): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; nome: string }>(
    `select id, nome from ${tabela} where id_instituicao = $1`,
    [idInstituicao],
  );
  return new Map(rows.map((row) => [row.id, row.nome]));
}

type GrupoRow = ResumoRow & { gFila: number; gCanal: number; idFila: number | null; idCanal: number | null };

const grupo = (row: GrupoRow, id: number | null, nome: string): AtendimentoGrupo => ({
  id,
  nome,
  atendimentos: Number(row.atendimentos ?? 0),
  primeiraResposta: distribuicaoDe(row, 'pr'),
  resolucao: distribuicaoDe(row, 'res'),
});

const porVolume = (a: AtendimentoGrupo, b: AtendimentoGrupo) =>
  b.atendimentos - a.atendimentos || a.nome.localeCompare(b.nome, 'pt-BR');

/**
 * The Atendimento tab: the period's summary, the trend by day, by queue and channel, and the
 * heatmap. Three queries side by side over the period's services, grouped by the day, weekday and
 * hour stored with each service (no instant converted per row on a read).
 */
export async function relatorioAtendimento(
  db: Db,
  idInstituicao: number,
  periodo: Periodo,
  filtros: Filtros = {},
): Promise<RelatorioAtendimento> {
  const { atualizadoEm } = await medidasParaLeitura(db, idInstituicao);
  const { cte, params } = await servicosDoPeriodo(db, idInstituicao, periodo, filtros);
  const [grupos, abertos, resolvidos, mapa, filas, canais, dias] = await Promise.all([
    db.query<GrupoRow>(
      `${cte} select grouping(a.id_fila) as "gFila", grouping(a.id_canal) as "gCanal",
              a.id_fila as "idFila", a.id_canal as "idCanal", ${RESUMO}
         from a group by grouping sets ((), (a.id_fila), (a.id_canal))`,
      params,
    ),
    db.query<Record<string, unknown> & { dia: string; n: number }>(
      `${cte} select to_char(a.dia, 'YYYY-MM-DD') as dia, count(*)::int as n,
              (percentile_disc(0.5) within group (order by a.primeira_resposta_ms))::float8 as "prMed",
              (percentile_disc(0.5) within group (order by a.resolucao_ms))::float8 as "resMed"
         from a group by a.dia`,
      params,
    ),
    db.query<{ dia: string; n: number }>(
      `${cte} select to_char(a.dia_resolvido, 'YYYY-MM-DD') as dia, count(*)::int as n
         from a where a.dia_resolvido is not null group by a.dia_resolvido`,
      params,
    ),
    db.query<MapaDeCalorCelula>(
      `${cte} select a.dia_semana as "diaSemana", a.hora, count(*)::int as atendimentos
         from a group by a.dia_semana, a.hora order by 1, 2`,
      params,
    ),
    nomes(db, 'fila', idInstituicao),
    nomes(db, 'canal', idInstituicao),
    diasDoPeriodo(db, periodo),
  ]);
  const total = grupos.find((row) => row.gFila === 1 && row.gCanal === 1);
  const porDiaAbertos = new Map(abertos.map((row) => [row.dia, row]));
  const porDiaResolvidos = new Map(resolvidos.map((row) => [row.dia, row.n]));
  const ms = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));
  return {
    periodo,
    atualizadoEm: atualizadoEm.toISOString(),
    resumo: resumoDe(total),
    porDia: dias.map((data) => {
      const row = porDiaAbertos.get(data);
      return {
        data,
        abertos: row?.n ?? 0,
        resolvidos: porDiaResolvidos.get(data) ?? 0,
        primeiraRespostaMedianaMs: ms(row?.prMed),
        resolucaoMedianaMs: ms(row?.resMed),
      };
    }),
    porFila: grupos
      .filter((row) => row.gFila === 0)
      .map((row) =>
        grupo(row, row.idFila, row.idFila === null ? 'Sem fila' : (filas.get(row.idFila) ?? 'Fila removida')),
      )
      .sort(porVolume),
    porCanal: grupos
      .filter((row) => row.gCanal === 0)
      .map((row) =>
        grupo(row, row.idCanal, row.idCanal === null ? 'Sem canal' : (canais.get(row.idCanal) ?? 'Canal removido')),
      )
      .sort(porVolume),
    mapaDeCalor: mapa,
  };
}

/** The Equipe tab: per member of staff a service counted for, with the grades of their surveys. */
export async function relatorioEquipe(
  db: Db,
  idInstituicao: number,
  periodo: Periodo,
  filtros: Filtros = {},
): Promise<RelatorioEquipe> {
  const { atualizadoEm } = await medidasParaLeitura(db, idInstituicao);
  const { cte, params } = await servicosDoPeriodo(db, idInstituicao, periodo, filtros);
  const rows = await db.query<ResumoRow & { idUsuario: number; nome: string }>(
    `${cte}, av as (
       select v.id_atendente, count(v.nota)::int as n, avg(v.nota)::float8 as media from avaliacao v
        where v.id_instituicao = $1 and v.perguntada_em >= $2 and v.perguntada_em < $3 and v.id_atendente is not null
        group by v.id_atendente)
     select a.id_atendente as "idUsuario", u.nome, ${RESUMO},
            max(av.n) as avaliacoes, max(av.media) as "notaMedia"
       from a join usuario u on u.id = a.id_atendente and u.id_instituicao = $1
       left join av on av.id_atendente = a.id_atendente
      group by a.id_atendente, u.nome order by count(*) desc, u.nome`,
    params,
  );
  return {
    periodo,
    atualizadoEm: atualizadoEm.toISOString(),
    atendentes: rows.map((row) => {
      const resumo = resumoDe(row);
      return {
        idUsuario: row.idUsuario,
        nome: row.nome,
        atendimentos: resumo.atendimentos,
        respondidos: resumo.respondidos,
        resolvidos: resumo.resolvidos,
        primeiraResposta: resumo.primeiraResposta,
        resolucao: resumo.resolucao,
        transferencias: resumo.transferencias,
        mensagensEnviadas: resumo.mensagensEnviadas,
        avaliacoes: Number(row.avaliacoes ?? 0),
        notaMedia: row.notaMedia === null || row.notaMedia === undefined ? null : Number(row.notaMedia),
      };
    }),
  };
}

/** The period's services, measured (the tests and the president's panel read them). */
export async function atendimentosDoPeriodo(db: Db, idInstituicao: number, periodo: Periodo): Promise<Atendimento[]> {
  await medidasParaLeitura(db, idInstituicao);
  const { cte, params } = await servicosDoPeriodo(db, idInstituicao, periodo);
  const rows = await db.query<Atendimento & { inicio: Date; resolvidoEm: Date | null }>(
    `${cte} select a.id_chat as "idChat", a.inicio, a.reaberto, a.primeira_resposta_ms::float8 as "primeiraRespostaMs",
            a.respondido_por as "respondidoPor", a.resolucao_ms::float8 as "resolucaoMs", a.resolvido_em as "resolvidoEm",
            a.id_atendente as "idAtendente", a.id_especialista as "idEspecialista",
            a.mensagens_recebidas as "mensagensRecebidas", a.mensagens_enviadas as "mensagensEnviadas",
            a.ia_sozinha as "iaSozinha", a.ia_transferiu as "iaTransferiu", a.transferencias
       from a order by a.inicio, a.id_chat`,
    params,
  );
  return rows.map((row) => ({
    ...row,
    inicio: new Date(row.inicio),
    resolvidoEm: row.resolvidoEm ? new Date(row.resolvidoEm) : null,
  }));
}

/** The period's summary and services per day (the president's panel): one pass, three groupings. */
export async function resumoDoPeriodo(
  db: Db,
  idInstituicao: number,
  periodo: Periodo,
): Promise<{ resumo: RelatorioAtendimento['resumo']; porDia: { data: string; abertos: number }[] }> {
  await medidasParaLeitura(db, idInstituicao);
  const { cte, params } = await servicosDoPeriodo(db, idInstituicao, periodo);
  const [rows, dias] = await Promise.all([
    db.query<ResumoRow & { dia: string | null; gDia: number }>(
      `${cte} select grouping(${diaSql('a.inicio')}) as "gDia", ${diaSql('a.inicio')} as dia, ${RESUMO}
         from a group by grouping sets ((), (${diaSql('a.inicio')}))`,
      params,
    ),
    diasDoPeriodo(db, periodo),
  ]);
  const porDia = new Map(rows.filter((row) => row.gDia === 0).map((row) => [row.dia, Number(row.atendimentos)]));
  return {
    resumo: resumoDe(rows.find((row) => row.gDia === 1)),
    porDia: dias.map((data) => ({ data, abertos: porDia.get(data) ?? 0 })),
  };
}

/** What the filters offer: the institution's queues, channels and staff (active or not: history), by name. */
export async function filtrosDosRelatorios(db: Queryable, idInstituicao: number): Promise<RelatorioFiltros> {
  const lista = (tabela: 'fila' | 'canal' | 'usuario' | 'etiqueta') =>
    db.query<{ id: number; nome: string }>(
      `select id, nome from ${tabela} where id_instituicao = $1 order by nome, id`,
      [idInstituicao],
    );
  const [filas, canais, atendentes, etiquetas] = await Promise.all([
    lista('fila'),
    lista('canal'),
    lista('usuario'),
    lista('etiqueta'),
  ]);
  return { filas, canais, atendentes, etiquetas };
}
