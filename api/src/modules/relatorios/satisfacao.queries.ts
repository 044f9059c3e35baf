import type { Filtros, RelatorioSatisfacao } from '@colabora/shared/contracts';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { diaSql, diasDoPeriodo, instantesDoPeriodo, type Periodo } from './relatorios.queries';

/*
 * The Satisfação tab (CSAT, ADR 0039): the surveys asked in the period (avaliacao), optionally of
 * one queue, channel or attendant (the assignee when it was resolved). Read as they are: a few
 * rows per conversation at most, no measure to compute.
 */

type Linha = { n: number; respostas: number; media: number | null; satisfeitos: number };

export async function relatorioSatisfacao(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
  filtros: Filtros = {},
): Promise<RelatorioSatisfacao> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const params: SqlParam[] = [idInstituicao, desde, ate];
  const where = ['v.id_instituicao = $1', 'v.perguntada_em >= $2', 'v.perguntada_em < $3'];
  const add = (coluna: string, valor: number | undefined) => {
    if (valor === undefined) return;
    params.push(valor);
    where.push(`${coluna} = $${params.length}`);
  };
  add('v.id_fila', filtros.fila);
  add('c.id_canal', filtros.canal);
  add('v.id_atendente', filtros.atendente);
  if (filtros.etiqueta !== undefined) {
    params.push(filtros.etiqueta);
    where.push(`v.id_chat in (select ce.id_chat from chat_etiqueta ce where ce.id_etiqueta = $${params.length})`);
  }
  const cte = `with v as (select v.* from avaliacao v join chat c on c.id = v.id_chat where ${where.join(' and ')})`;
  const medidas = `count(*)::int as n, count(v.nota)::int as respostas, avg(v.nota)::float8 as media,
    (count(*) filter (where v.nota >= 4))::int as satisfeitos`;
  const [resumo, notas, porAtendente, porDia, comentarios, dias] = await Promise.all([
    db.query<Linha & { comentarios: number }>(
      `${cte} select ${medidas}, count(v.comentario)::int as comentarios from v`,
      params,
    ),
    db.query<{ nota: number; quantidade: number }>(
      `${cte} select v.nota, count(*)::int as quantidade from v where v.nota is not null group by v.nota`,
      params,
    ),
    db.query<Linha & { idUsuario: number | null; nome: string | null }>(
      `${cte} select v.id_atendente as "idUsuario", u.nome, ${medidas}
         from v left join usuario u on u.id = v.id_atendente
        group by v.id_atendente, u.nome having count(v.nota) > 0 order by avg(v.nota) desc, u.nome`,
      params,
    ),
    db.query<Linha & { dia: string }>(
      `${cte} select ${diaSql('v.perguntada_em')} as dia, ${medidas} from v group by 1`,
      params,
    ),
    db.query<{ em: Date; nota: number; comentario: string; atendente: string | null }>(
      `${cte} select v.comentada_em as em, v.nota, v.comentario, u.nome as atendente
         from v left join usuario u on u.id = v.id_atendente
        where v.comentario is not null order by v.comentada_em desc, v.id desc limit 50`,
      params,
    ),
    diasDoPeriodo(db, periodo),
  ]);
  const total = resumo[0];
  const quantas = new Map(notas.map((row) => [row.nota, row.quantidade]));
  const diaria = new Map(porDia.map((row) => [row.dia, row]));
  return {
    periodo,
    resumo: {
      perguntas: total?.n ?? 0,
      respostas: total?.respostas ?? 0,
      comentarios: total?.comentarios ?? 0,
      notaMedia: total?.media ?? null,
      satisfeitos: total?.satisfeitos ?? 0,
      distribuicao: [1, 2, 3, 4, 5].map((nota) => ({ nota, quantidade: quantas.get(nota) ?? 0 })),
    },
    porAtendente: porAtendente.map((row) => ({
      idUsuario: row.idUsuario,
      nome: row.nome ?? 'Sem responsável',
      respostas: row.respostas,
      notaMedia: row.media,
      satisfeitos: row.satisfeitos,
    })),
    porDia: dias.map((data) => ({
      data,
      respostas: diaria.get(data)?.respostas ?? 0,
      notaMedia: diaria.get(data)?.media ?? null,
    })),
    comentarios: comentarios.map((row) => ({
      em: new Date(row.em).toISOString(),
      nota: row.nota,
      comentario: row.comentario,
      atendente: row.atendente,
    })),
  };
}

/** The president's block: answers in the period, their mean and how many were 4 or 5. */
export async function satisfacaoResumo(
  db: Queryable,
  idInstituicao: number,
  periodo: Periodo,
): Promise<{ perguntas: number; respostas: number; notaMedia: number | null; satisfeitos: number }> {
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const [row] = await db.query<{ n: number; respostas: number; media: number | null; satisfeitos: number }>(
    `select count(*)::int as n, count(nota)::int as respostas, avg(nota)::float8 as media,
            (count(*) filter (where nota >= 4))::int as satisfeitos
       from avaliacao where id_instituicao = $1 and perguntada_em >= $2 and perguntada_em < $3`,
    [idInstituicao, desde, ate],
  );
  return {
    perguntas: row?.n ?? 0,
    respostas: row?.respostas ?? 0,
    notaMedia: row?.media ?? null,
    satisfeitos: row?.satisfeitos ?? 0,
  };
}
