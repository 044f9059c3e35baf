import { renderVariante, type CampanhaAudiencia, type CampanhaPrevia } from '@colabora/shared/contracts';
import type { Queryable, SqlParam } from '../../plugins/database/db';

/*
 * A campaign's audience: the institution's contacts with any of its tags, leads in any of its
 * stages, and the hand-picked ones (or everyone). Who receives it needs marketing consent and a
 * number WhatsApp can reach; a contact picked by two rules counts once.
 */

/**
 * A Brazilian number WhatsApp can reach: a DDD that does not start with 0, then a mobile (9 and
 * eight digits) or a landline (2–5 and seven digits).
 */
const NUMERO_VALIDO = `'^[1-9][1-9](9[0-9]{8}|[2-5][0-9]{7})$'`;

/**
 * The matching contacts with how many rules picked each; $1 institution, $2 todos, $3 tags,
 * $4 stages, $5 contacts, $6 imported numbers.
 */
const ALVO = `
  select ct.id, ct.nome, ct.telefone, ct.telefone_e164, ct.consentimento_marketing, ct.campos,
         ct.telefone ~ ${NUMERO_VALIDO} as valido,
         (case when $2::boolean then 1 else 0 end
          + case when ct.tags && $3::text[] then 1 else 0 end
          + case when ct.id = any($5::int[]) then 1 else 0 end
          + case when ct.telefone = any($6::text[]) then 1 else 0 end
          + case when exists (select 1 from lead l
                               where l.id_instituicao = ct.id_instituicao and l.id_contato = ct.id
                                 and l.id_etapa = any($4::int[])) then 1 else 0 end) as regras
    from contatos ct
   -- A contact known only by its WhatsApp LID has no phone to send a campaign to (ADR 0035).
   where ct.id_instituicao = $1 and ct.telefone is not null`;

const paramsOf = (idInstituicao: number, audiencia: CampanhaAudiencia): SqlParam[] => [
  idInstituicao,
  audiencia.todos,
  audiencia.tags,
  audiencia.idsEtapas,
  audiencia.idsContatos,
  [...new Set(audiencia.telefones ?? [])],
];

/**
 * How many the audience holds, how many will receive it, who is skipped and why, and each variant
 * rendered for a sample contact who will receive it.
 */
export async function previaAudiencia(
  db: Queryable,
  idInstituicao: number,
  audiencia: CampanhaAudiencia,
  variantes: readonly string[],
): Promise<CampanhaPrevia> {
  const [row] = await db.query<{
    total: number;
    semConsentimento: number;
    invalidos: number;
    duplicados: number;
    receberao: number;
  }>(
    `with alvo as (${ALVO})
     select count(*)::int as total,
            count(*) filter (where not consentimento_marketing)::int as "semConsentimento",
            count(*) filter (where consentimento_marketing and not valido)::int as invalidos,
            coalesce(sum(regras - 1) filter (where regras > 1), 0)::int as duplicados,
            count(*) filter (where consentimento_marketing and valido)::int as receberao
       from alvo where regras > 0`,
    paramsOf(idInstituicao, audiencia),
  );
  const amostra = await db.query<{ nome: string; telefone: string; campos: Record<string, string> }>(
    `with alvo as (${ALVO})
     select nome, telefone_e164 as telefone, campos from alvo
      where regras > 0 and consentimento_marketing and valido order by nome, id limit 1`,
    paramsOf(idInstituicao, audiencia),
  );
  const [fora] = await db.query<{ n: number }>(
    `select count(*)::int as n from unnest($2::text[]) as t(telefone)
      where not exists (select 1 from contatos ct where ct.id_instituicao = $1 and ct.telefone = t.telefone)`,
    [idInstituicao, [...new Set(audiencia.telefones ?? [])]],
  );
  // The sample contact's custom fields fill the variants as the send will; the made-up sample has none.
  const { campos, ...exemplo } = amostra[0] ?? { nome: 'Maria Souza', telefone: '+5511988887777', campos: {} };
  return {
    total: row?.total ?? 0,
    receberao: row?.receberao ?? 0,
    semConsentimento: row?.semConsentimento ?? 0,
    invalidos: row?.invalidos ?? 0,
    duplicados: row?.duplicados ?? 0,
    naoEncontrados: fora?.n ?? 0,
    exemplos: variantes.map((variante) => ({ ...exemplo, texto: renderVariante(variante, { ...exemplo, campos }) })),
  };
}

/**
 * Expands the audience into run `rodada`'s recipients, once (a run that has recipients keeps
 * them): in order of name, those without consent or with an unreachable number recorded as
 * 'ignorado' with the reason, so the skipped are listed. Answers how many rows it wrote.
 */
export async function expandirDestinatarios(
  tx: Queryable,
  idInstituicao: number,
  idCampanha: number,
  audiencia: CampanhaAudiencia,
  rodada = 1,
): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `with alvo as (${ALVO}),
     inseridos as (
       insert into campanha_destinatario (id_campanha, rodada, ordem, id_instituicao, id_contato, telefone, nome, status, motivo)
       select $7, $8, row_number() over (order by nome, id), $1, id, telefone_e164, nome,
              case when consentimento_marketing and valido then 'pendente' else 'ignorado' end,
              case when not consentimento_marketing then 'Sem consentimento de marketing (LGPD).'
                   when not valido then 'Número de WhatsApp inválido.' end
         from alvo
        where regras > 0
          and not exists (select 1 from campanha_destinatario d where d.id_campanha = $7 and d.rodada = $8)
       on conflict do nothing
       returning 1)
     select count(*)::int as n from inseridos`,
    [...paramsOf(idInstituicao, audiencia), idCampanha, rodada],
  );
  return rows[0]?.n ?? 0;
}
