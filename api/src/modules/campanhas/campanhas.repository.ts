import {
  campanhaMidiaTipo,
  type Campanha,
  type CampanhaMidia,
  type CampanhaAudiencia,
  type CampanhaContagem,
  type CampanhaInput,
  type CampanhaFrequencia,
  type CampanhaOpcoes,
  type CampanhaStatus,
  type CursorPage,
  type Destinatario,
  type DestinatarioStatus,
} from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { camposEmUso } from '../contatos/contatos-audiencia.repository';

/*
 * Campaigns and their recipients as stored (0017_campanhas.sql). The interval is kept in
 * milliseconds (the tests run at a few ms); the contract speaks seconds.
 */

type CampanhaRow = {
  idEspecialistaCampanha: number;
  nome: string;
  idCanal: number;
  canal: string;
  idEspecialista: number | null;
  especialista: string | null;
  variantes: string[];
  midia: { mime: string; nome: string; tamanho: number } | null;
  audiencia: CampanhaAudiencia;
  agendadaPara: Date | null;
  frequencia: CampanhaFrequencia | null;
  recorrenciaAte: string | null;
  rodada: number;
  intervaloMs: number;
  jitterMs: number;
  janelaInicio: string;
  janelaFim: string;
  dias: number[];
  limiteDiario: number | null;
  status: CampanhaStatus;
  contagem: Record<string, number> | null;
  criadaEm: Date;
  iniciadaEm: Date | null;
  concluidaEm: Date | null;
  falha: string | null;
};

const SELECT_CAMPANHA = `
  select c.id as "idEspecialistaCampanha", c.nome, c.id_canal as "idCanal", cn.nome as canal,
         c.id_especialista as "idEspecialista", e.nome as especialista, c.variantes, c.audiencia,
         (select jsonb_build_object('mime', m.mime, 'nome', m.nome, 'tamanho', m.tamanho)
            from campanha_midia m where m.id_campanha = c.id) as midia,
         c.agendada_para as "agendadaPara", c.recorrencia_frequencia as frequencia,
         to_char(c.recorrencia_ate, 'YYYY-MM-DD') as "recorrenciaAte", c.rodada, c.intervalo_ms as "intervaloMs", c.jitter_ms as "jitterMs",
         to_char(c.janela_inicio, 'HH24:MI') as "janelaInicio", to_char(c.janela_fim, 'HH24:MI') as "janelaFim",
         c.dias, c.limite_diario as "limiteDiario", c.status,
         (select jsonb_object_agg(d.status, d.n)
            from (select status, count(*)::int as n from campanha_destinatario
                   where id_campanha = c.id and rodada = c.rodada group by status) d) as contagem,
         c.created_at as "criadaEm", c.iniciada_em as "iniciadaEm", c.concluida_em as "concluidaEm", c.falha
    from especialista_campanha c
    join canal cn on cn.id = c.id_canal
    left join especialista e on e.id = c.id_especialista`;

/**
 * The counters as a funnel: a message that was read was also delivered and sent, and a reply
 * counts as read (WhatsApp shows it to the contact before they answer). Total is every recipient.
 */
function contagemOf(raw: Record<string, number> | null): CampanhaContagem {
  const n = (status: DestinatarioStatus) => Number(raw?.[status] ?? 0);
  const responderam = n('respondeu');
  const lidos = n('lido') + responderam;
  const entregues = n('entregue') + lidos;
  const enviados = n('enviado') + entregues;
  const pendentes = n('pendente') + n('enviando');
  const falharam = n('falhou');
  const ignorados = n('ignorado');
  return {
    total: pendentes + enviados + falharam + ignorados,
    pendentes,
    enviados,
    entregues,
    lidos,
    responderam,
    falharam,
    ignorados,
  };
}

/** The file as the contract describes it (a stored type no longer accepted reads as a document). */
function midiaOf(row: CampanhaRow['midia']): CampanhaMidia | null {
  if (!row) return null;
  return { tipo: campanhaMidiaTipo(row.mime) ?? 'documento', mime: row.mime, nome: row.nome, tamanho: row.tamanho };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toCampanha(row: CampanhaRow): Campanha {
  return {
    idEspecialistaCampanha: row.idEspecialistaCampanha,
    nome: row.nome,
    idCanal: row.idCanal,
    canal: row.canal,
    idEspecialista: row.idEspecialista,
    especialista: row.especialista,
    variantes: row.variantes,
    midia: midiaOf(row.midia),
    // Campaigns saved before imported lists existed have no `telefones`.
    audiencia: { ...row.audiencia, telefones: row.audiencia.telefones ?? [] },
    agendadaPara: iso(row.agendadaPara),
    recorrencia: row.frequencia ? { frequencia: row.frequencia, ate: row.recorrenciaAte } : null,
    rodada: row.rodada,
    ritmo: {
      intervaloSegundos: row.intervaloMs / 1000,
      jitterSegundos: row.jitterMs / 1000,
      janelaInicio: row.janelaInicio,
      janelaFim: row.janelaFim,
      dias: row.dias.map(Number),
      limiteDiario: row.limiteDiario,
    },
    status: row.status,
    contagem: contagemOf(row.contagem),
    criadaEm: row.criadaEm.toISOString(),
    iniciadaEm: iso(row.iniciadaEm),
    concluidaEm: iso(row.concluidaEm),
    falha: row.falha,
  };
}

export async function listCampanhas(db: Queryable, idInstituicao: number): Promise<Campanha[]> {
  const rows = await db.query<CampanhaRow>(
    `${SELECT_CAMPANHA} where c.id_instituicao = $1 order by c.created_at desc, c.id desc`,
    [idInstituicao],
  );
  return rows.map(toCampanha);
}

export async function findCampanha(db: Queryable, idInstituicao: number, id: number): Promise<Campanha | null> {
  const [row] = await db.query<CampanhaRow>(`${SELECT_CAMPANHA} where c.id_instituicao = $1 and c.id = $2`, [
    idInstituicao,
    id,
  ]);
  return row ? toCampanha(row) : null;
}

const valuesOf = (input: CampanhaInput) =>
  [
    input.nome,
    input.idCanal,
    input.idEspecialista,
    input.variantes,
    JSON.stringify(input.audiencia),
    input.agendadaPara,
    Math.round(input.ritmo.intervaloSegundos * 1000),
    Math.round(input.ritmo.jitterSegundos * 1000),
    input.ritmo.janelaInicio,
    input.ritmo.janelaFim,
    input.ritmo.dias,
    input.ritmo.limiteDiario,
    input.recorrencia?.frequencia ?? null,
    input.recorrencia?.ate ?? null,
  ] as const;

export async function insertCampanha(
  db: Queryable,
  idInstituicao: number,
  idUsuario: number,
  input: CampanhaInput,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into especialista_campanha (nome, id_canal, id_especialista, variantes, audiencia, agendada_para,
       intervalo_ms, jitter_ms, janela_inicio, janela_fim, dias, limite_diario,
       recorrencia_frequencia, recorrencia_ate, recorrencia_inicio, id_instituicao, id_usuario_criacao)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9::time, $10::time, $11::smallint[], $12,
       $13, $14::date, case when $13::text is null then null else $6::timestamptz end, $15, $16)
     returning id`,
    [...valuesOf(input), idInstituicao, idUsuario],
  );
  return row!.id;
}

/** Edits a campaign that is not sending (a draft, scheduled, paused, done or cancelled). */
export async function updateCampanha(
  db: Queryable,
  idInstituicao: number,
  id: number,
  input: CampanhaInput,
): Promise<boolean> {
  const rows = await db.query(
    `update especialista_campanha
        set nome = $1, id_canal = $2, id_especialista = $3, variantes = $4, audiencia = $5::jsonb, agendada_para = $6,
            intervalo_ms = $7, jitter_ms = $8, janela_inicio = $9::time, janela_fim = $10::time,
            dias = $11::smallint[], limite_diario = $12,
            recorrencia_frequencia = $13, recorrencia_ate = $14::date,
            recorrencia_inicio = case when $13::text is null then null else $6::timestamptz end, updated_at = now(),
            falha = null, falha_em = null
      where id_instituicao = $15 and id = $16
      returning id`,
    [...valuesOf(input), idInstituicao, id],
  );
  return rows.length > 0;
}

export async function deleteCampanha(db: Queryable, idInstituicao: number, id: number): Promise<boolean> {
  const rows = await db.query(`delete from especialista_campanha where id_instituicao = $1 and id = $2 returning id`, [
    idInstituicao,
    id,
  ]);
  return rows.length > 0;
}

/** Whether the channel and the specialist named by a campaign are the institution's. */
/** What the campaign form offers: channels, specialists, funnel stages, and the tags and custom fields in use. */
export async function opcoesCampanha(db: Queryable, idInstituicao: number): Promise<CampanhaOpcoes> {
  const [canais, especialistas, etapas, tags, campos] = await Promise.all([
    db.query<CampanhaOpcoes['canais'][number]>(
      `select id as "idCanal", nome, estado = 'conectado' as conectado from canal where id_instituicao = $1 order by nome`,
      [idInstituicao],
    ),
    db.query<CampanhaOpcoes['especialistas'][number]>(
      'select id as "idEspecialista", nome, ativo from especialista where id_instituicao = $1 order by nome',
      [idInstituicao],
    ),
    db.query<CampanhaOpcoes['etapas'][number]>(
      'select id as "idEtapa", nome from funil_etapa where id_instituicao = $1 order by ordem, id',
      [idInstituicao],
    ),
    db.query<{ tag: string }>(
      'select distinct unnest(tags) as tag from contatos where id_instituicao = $1 order by tag limit 200',
      [idInstituicao],
    ),
    camposEmUso(db, idInstituicao, 100),
  ]);
  return { canais, especialistas, etapas, tags: tags.map((row) => row.tag), campos };
}

export async function referencesOf(
  db: Queryable,
  idInstituicao: number,
  input: Pick<CampanhaInput, 'idCanal' | 'idEspecialista'>,
): Promise<{ canal: boolean; especialista: boolean }> {
  const [row] = await db.query<{ canal: boolean; especialista: boolean }>(
    `select exists (select 1 from canal where id = $2 and id_instituicao = $1) as canal,
            ($3::int is null or exists (select 1 from especialista where id = $3 and id_instituicao = $1)) as especialista`,
    [idInstituicao, input.idCanal, input.idEspecialista],
  );
  return row ?? { canal: false, especialista: false };
}

type DestinatarioRow = Omit<Destinatario, 'atualizadoEm'> & { atualizadoEm: Date };

/** A run's recipients (the current one unless `rodada`) in order, after `cursor` (an `ordem`), optionally of one status. */
export async function listDestinatarios(
  db: Queryable,
  idInstituicao: number,
  idCampanha: number,
  query: { status?: DestinatarioStatus; cursor?: number; limite?: number; rodada?: number },
): Promise<CursorPage<Destinatario>> {
  const limite = query.limite ?? 100;
  const rows = await db.query<DestinatarioRow>(
    `select ordem, id_contato as "idContato", nome, telefone, status, motivo, texto, atualizado_em as "atualizadoEm"
       from campanha_destinatario
      where id_instituicao = $1 and id_campanha = $2 and ordem > $3
        and rodada = coalesce($6::int, (select rodada from especialista_campanha where id = $2))
        and ($4::text is null or status = $4 or ($4 = 'pendente' and status = 'enviando'))
      order by ordem
      limit $5`,
    [idInstituicao, idCampanha, query.cursor ?? 0, query.status ?? null, limite + 1, query.rodada ?? null],
  );
  const items = rows.slice(0, limite).map((row) => ({ ...row, atualizadoEm: row.atualizadoEm.toISOString() }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limite && last ? String(last.ordem) : null };
}
