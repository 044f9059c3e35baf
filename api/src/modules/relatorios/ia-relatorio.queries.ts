import type { RelatorioIa } from '@colabora/shared/contracts';
import type { Db } from '../../plugins/database/db';
import { medidasParaLeitura } from './medidas-materializadas';
import { custoCentavos, type PrecosIa } from './precos-ia';
import { instantesDoPeriodo, servicosDoPeriodo, type Periodo } from './relatorios.queries';

/*
 * The IA tab: per specialist, the services it answered (measured, ADR 0030) and the tokens of
 * especialista_uso (answers and hand-offs, not the playground); per model, the calls, tokens and
 * the cost estimated from the operator's prices (AI_PRECOS). A call older than the record of its
 * model counts for the specialist's model of now.
 */
export async function relatorioIa(
  db: Db,
  idInstituicao: number,
  periodo: Periodo,
  precos: PrecosIa,
): Promise<RelatorioIa> {
  const { atualizadoEm } = await medidasParaLeitura(db, idInstituicao);
  const { desde, ate } = await instantesDoPeriodo(db, periodo);
  const { cte, params } = await servicosDoPeriodo(db, idInstituicao, periodo);
  type Numero = number | string;
  const [especialistas, servicos, modelos] = await Promise.all([
    db.query<{ id: number; nome: string; tokensPrompt: Numero; tokensResposta: Numero }>(
      `select e.id, e.nome,
              coalesce(sum(u.tokens_prompt), 0)::bigint as "tokensPrompt",
              coalesce(sum(u.tokens_resposta), 0)::bigint as "tokensResposta"
         from especialista e
         left join especialista_uso u on u.id_especialista = e.id and u.id_instituicao = e.id_instituicao
          and u.tipo <> 'playground' and u.created_at >= $2 and u.created_at < $3
        where e.id_instituicao = $1
        group by e.id, e.nome order by e.nome`,
      [idInstituicao, desde, ate],
    ),
    db.query<{ id: number; atendimentos: number; sozinha: number; transferiu: number }>(
      `${cte} select a.id_especialista as id, count(*)::int as atendimentos,
              (count(*) filter (where a.ia_sozinha))::int as sozinha, (count(*) filter (where a.ia_transferiu))::int as transferiu
         from a where a.id_especialista is not null group by a.id_especialista`,
      params,
    ),
    db.query<{ modelo: string; chamadas: number; tokensPrompt: Numero; tokensResposta: Numero }>(
      `select coalesce(u.modelo, e.modelo, 'desconhecido') as modelo,
              (count(*) filter (where u.tipo = 'resposta'))::int as chamadas,
              coalesce(sum(u.tokens_prompt), 0)::bigint as "tokensPrompt",
              coalesce(sum(u.tokens_resposta), 0)::bigint as "tokensResposta"
         from especialista_uso u left join especialista e on e.id = u.id_especialista
        where u.id_instituicao = $1 and u.tipo <> 'playground' and u.created_at >= $2 and u.created_at < $3
        group by 1 order by 1`,
      [idInstituicao, desde, ate],
    ),
  ]);
  const porEspecialista = new Map(servicos.map((row) => [row.id, row]));
  return {
    periodo,
    atualizadoEm: atualizadoEm.toISOString(),
    especialistas: especialistas.map(({ id, nome, tokensPrompt, tokensResposta }) => ({
      idEspecialista: id,
      nome,
      atendimentos: porEspecialista.get(id)?.atendimentos ?? 0,
      semTransferencia: porEspecialista.get(id)?.sozinha ?? 0,
      transferidos: porEspecialista.get(id)?.transferiu ?? 0,
      tokensPrompt: Number(tokensPrompt),
      tokensResposta: Number(tokensResposta),
    })),
    porModelo: modelos.map((row) => {
      const tokens = { prompt: Number(row.tokensPrompt), resposta: Number(row.tokensResposta) };
      return {
        modelo: row.modelo,
        chamadas: row.chamadas,
        tokensPrompt: tokens.prompt,
        tokensResposta: tokens.resposta,
        custoCentavos: custoCentavos(precos, row.modelo, tokens),
      };
    }),
  };
}
