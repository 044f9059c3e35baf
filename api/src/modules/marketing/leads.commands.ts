import {
  LEAD_ORIGEM_LABELS,
  leadInputSchema,
  MOTIVO_PERDA_LABELS,
  moverLeadInputSchema,
  type Etapa,
  type Lead,
} from '@colabora/shared/contracts';
import { formatCentavos } from '@colabora/shared/format';
import type * as v from 'valibot';
import { badRequest, conflict } from '../../http/http-error';
import type { Queryable } from '../../plugins/database/db';
import {
  contatoExists,
  findOrCreateContatoByNomeTelefone,
  writeCamposContato,
} from '../contatos/contatos-audiencia.repository';
import { findEtapa } from './etapas.repository';
import { findLead } from './leads.queries';
import { MARKETING_MESSAGES } from './marketing.messages';

/*
 * Writes of a lead: create, edit, move, delete. Each runs inside the caller's transaction, writes
 * the lead's history with its author, and answers the lead as it now is. Refusals are thrown as
 * 400s with the field they concern (the transaction then rolls back).
 */

type LeadInputOut = v.InferOutput<typeof leadInputSchema>;
type MoverOut = v.InferOutput<typeof moverLeadInputSchema>;
export type HistoricoTipo = 'criado' | 'etapa' | 'valor' | 'responsavel' | 'edicao' | 'etiqueta';

export async function recordHistorico(
  tx: Queryable,
  idInstituicao: number,
  idLead: number,
  idAutor: number | null,
  tipo: HistoricoTipo,
  descricao: string,
  at: Date | null = null,
): Promise<void> {
  await tx.query(
    `insert into lead_historico (id_lead, id_instituicao, tipo, descricao, id_autor, created_at)
     values ($1, $2, $3, $4, $5, coalesce($6, now()))`,
    [idLead, idInstituicao, tipo, descricao.slice(0, 1000), idAutor, at],
  );
}

async function stageOrRefuse(tx: Queryable, idInstituicao: number, idEtapa: number): Promise<Etapa> {
  const etapa = await findEtapa(tx, idInstituicao, idEtapa);
  if (!etapa) throw badRequest(MARKETING_MESSAGES.etapaNotFound, 'idEtapa');
  return etapa;
}

/** The responsável's name, refusing a user of another institution. */
async function responsavelNome(tx: Queryable, idInstituicao: number, idUsuario: number | null): Promise<string | null> {
  if (idUsuario === null) return null;
  const [row] = await tx.query<{ nome: string }>('select nome from usuario where id = $1 and id_instituicao = $2', [
    idUsuario,
    idInstituicao,
  ]);
  if (!row) throw badRequest(MARKETING_MESSAGES.responsavelNotFound, 'idResponsavel');
  return row.nome;
}

/**
 * The contact the form picked, or the one made (or found) from a name and a phone, with the custom
 * fields sent written on it: the picked contact's replaced, a found one's merged (it keeps those
 * not sent).
 */
async function resolveContato(
  tx: Queryable,
  idInstituicao: number,
  { contato, campos }: Pick<LeadInputOut, 'contato' | 'campos'>,
): Promise<number> {
  if ('idContato' in contato) {
    if (!(await contatoExists(tx, idInstituicao, contato.idContato)))
      throw badRequest(MARKETING_MESSAGES.contatoNotFound, 'contato');
    if (campos) await writeCamposContato(tx, idInstituicao, contato.idContato, campos, 'replace');
    return contato.idContato;
  }
  const found = await findOrCreateContatoByNomeTelefone(tx, idInstituicao, contato.nome, contato.telefone);
  if (!found) throw badRequest(MARKETING_MESSAGES.telefoneInvalido, 'telefone');
  if (!found.criado) await refuseSomeoneElse(tx, found.idContato, contato.nome);
  if (campos) await writeCamposContato(tx, idInstituicao, found.idContato, campos, 'merge');
  return found.idContato;
}

/**
 * A "new contact" whose phone already belongs to someone with another name is refused (409 on
 * 'telefone'), so the typed name is never thrown away; the same name (case and accents aside) or a
 * contact known only by its phone (first seen on WhatsApp) is that person.
 */
async function refuseSomeoneElse(tx: Queryable, idContato: number, nomeDigitado: string): Promise<void> {
  const [row] = await tx.query<{ nome: string; mesmo: boolean; semNome: boolean }>(
    `select nome, busca_normalizada(nome) = busca_normalizada($2) as mesmo,
            nome ~ '^[0-9 ()+-]*$' as "semNome"
       from contatos where id = $1`,
    [idContato, nomeDigitado.trim()],
  );
  if (row && !row.mesmo && !row.semNome)
    throw conflict(MARKETING_MESSAGES.telefoneDeOutroContato(row.nome), 'telefone');
}

/** The same fields, whatever order jsonb answered them in. */
const sameCampos = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

async function reread(tx: Queryable, idInstituicao: number, idLead: number): Promise<Lead> {
  const lead = await findLead(tx, idInstituicao, idLead);
  if (!lead) throw new Error('lead não encontrado após a escrita');
  return lead;
}

/** Creates a lead in an open stage (won or lost only through a move, with its reason). */
export async function createLead(
  tx: Queryable,
  idInstituicao: number,
  idAutor: number | null,
  input: LeadInputOut,
  at: Date | null = null,
): Promise<Lead> {
  const etapa = await stageOrRefuse(tx, idInstituicao, input.idEtapa);
  if (etapa.tipo !== 'aberta') throw badRequest(MARKETING_MESSAGES.etapaFechada, 'idEtapa');
  await responsavelNome(tx, idInstituicao, input.idResponsavel);
  const idContato = await resolveContato(tx, idInstituicao, input);
  const [row] = await tx.query<{ id: number }>(
    `insert into lead (id_instituicao, id_contato, id_etapa, valor_centavos, id_responsavel, previsao_fechamento,
                       origem, observacoes, etapa_desde, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::date, $7, $8, coalesce($9, now()), coalesce($9, now()), coalesce($9, now()))
     returning id`,
    [
      idInstituicao,
      idContato,
      etapa.idEtapa,
      input.valorCentavos,
      input.idResponsavel,
      input.previsaoFechamento,
      input.origem,
      input.observacoes?.trim() || null,
      at,
    ],
  );
  if (!row) throw new Error('insert lead não retornou linha');
  await tx.query(
    `insert into lead_etapa_passagem (id_lead, id_instituicao, id_etapa, entrou_em) values ($1, $2, $3, coalesce($4, now()))`,
    [row.id, idInstituicao, etapa.idEtapa, at],
  );
  await recordHistorico(
    tx,
    idInstituicao,
    row.id,
    idAutor,
    'criado',
    `Lead criado na etapa "${etapa.nome}" (origem: ${LEAD_ORIGEM_LABELS[input.origem]}).`,
    at,
  );
  return reread(tx, idInstituicao, row.id);
}

type Locked = { idEtapa: number; etapaNome: string };

async function lockLead(tx: Queryable, idInstituicao: number, idLead: number): Promise<Locked | null> {
  const [row] = await tx.query<Locked>(
    `select l.id_etapa as "idEtapa", e.nome as "etapaNome" from lead l join funil_etapa e on e.id = l.id_etapa
      where l.id = $1 and l.id_instituicao = $2 for update of l`,
    [idLead, idInstituicao],
  );
  return row ?? null;
}

/** Requires the reason a closing stage asks for; the reason columns the lead then gets. */
function reasonsFor(etapa: Etapa, input: Pick<MoverOut, 'motivo' | 'motivoPerda'>) {
  const motivo = input.motivo?.trim() || null;
  if (etapa.tipo === 'ganho') {
    if (!motivo) throw badRequest(MARKETING_MESSAGES.motivoGanho, 'motivo');
    return { motivo, motivoPerda: null };
  }
  if (etapa.tipo === 'perdido') {
    if (!input.motivoPerda) throw badRequest(MARKETING_MESSAGES.motivoPerda, 'motivoPerda');
    return { motivo, motivoPerda: input.motivoPerda };
  }
  return { motivo: null, motivoPerda: null };
}

export type MoveOutcome = { kind: 'not-found' } | { kind: 'ok'; lead: Lead; changed: boolean };

/**
 * Moves the lead to another stage: ends its stay in the current one, starts one in the new, and
 * writes "Etapa: A → B" (with the reason when it closes the lead). A move to the stage it is in
 * changes nothing. The row is locked first, so concurrent moves apply one after the other.
 */
export async function moveLead(
  tx: Queryable,
  idInstituicao: number,
  idAutor: number | null,
  idLead: number,
  input: MoverOut,
  at: Date | null = null,
): Promise<MoveOutcome> {
  const current = await lockLead(tx, idInstituicao, idLead);
  if (!current) return { kind: 'not-found' };
  const etapa = await stageOrRefuse(tx, idInstituicao, input.idEtapa);
  if (etapa.idEtapa === current.idEtapa)
    return { kind: 'ok', lead: await reread(tx, idInstituicao, idLead), changed: false };
  const { motivo, motivoPerda } = reasonsFor(etapa, input);
  await tx.query(
    `update lead set id_etapa = $3, motivo = $4, motivo_perda = $5, etapa_desde = coalesce($6, now()),
            updated_at = coalesce($6, now())
      where id = $1 and id_instituicao = $2`,
    [idLead, idInstituicao, etapa.idEtapa, motivo, motivoPerda, at],
  );
  await tx.query(
    `update lead_etapa_passagem set saiu_em = greatest(entrou_em, coalesce($3, now()))
      where id_lead = $1 and id_instituicao = $2 and saiu_em is null`,
    [idLead, idInstituicao, at],
  );
  await tx.query(
    `insert into lead_etapa_passagem (id_lead, id_instituicao, id_etapa, entrou_em) values ($1, $2, $3, coalesce($4, now()))`,
    [idLead, idInstituicao, etapa.idEtapa, at],
  );
  let descricao = `Etapa: ${current.etapaNome} → ${etapa.nome}`;
  if (motivoPerda) descricao += `. Motivo da perda: ${MOTIVO_PERDA_LABELS[motivoPerda]}${motivo ? ` — ${motivo}` : ''}`;
  else if (motivo) descricao += `. Motivo: ${motivo}`;
  await recordHistorico(tx, idInstituicao, idLead, idAutor, 'etapa', `${descricao}.`, at);
  return { kind: 'ok', lead: await reread(tx, idInstituicao, idLead), changed: true };
}

const EDIT_LABELS = {
  contato: 'contato',
  campos: 'campos personalizados do contato',
  previsaoFechamento: 'previsão de fechamento',
  origem: 'origem',
  observacoes: 'observações',
} as const;

/**
 * Replaces the lead's details. A new stage is a move (history "Etapa"); a won or lost one is
 * refused here, since this form carries no reason. Value and owner changes get their own lines.
 */
export async function updateLead(
  tx: Queryable,
  idInstituicao: number,
  idAutor: number | null,
  idLead: number,
  input: LeadInputOut,
): Promise<Lead | null> {
  const locked = await lockLead(tx, idInstituicao, idLead);
  if (!locked) return null;
  const before = await reread(tx, idInstituicao, idLead);
  if (input.idEtapa !== before.idEtapa) {
    const etapa = await stageOrRefuse(tx, idInstituicao, input.idEtapa);
    if (etapa.tipo !== 'aberta') throw badRequest(MARKETING_MESSAGES.etapaFechada, 'idEtapa');
    await moveLead(tx, idInstituicao, idAutor, idLead, { idEtapa: etapa.idEtapa });
  }
  const novoResponsavel = await responsavelNome(tx, idInstituicao, input.idResponsavel);
  const idContato = await resolveContato(tx, idInstituicao, input);
  const observacoes = input.observacoes?.trim() || null;
  await tx.query(
    `update lead set id_contato = $3, valor_centavos = $4, id_responsavel = $5, previsao_fechamento = $6::date,
            origem = $7, observacoes = $8, updated_at = now()
      where id = $1 and id_instituicao = $2`,
    [
      idLead,
      idInstituicao,
      idContato,
      input.valorCentavos,
      input.idResponsavel,
      input.previsaoFechamento,
      input.origem,
      observacoes,
    ],
  );
  if (input.valorCentavos !== before.valorCentavos) {
    const descricao = `Valor: ${formatCentavos(before.valorCentavos)} → ${formatCentavos(input.valorCentavos)}.`;
    await recordHistorico(tx, idInstituicao, idLead, idAutor, 'valor', descricao);
  }
  if (input.idResponsavel !== (before.responsavel?.idUsuario ?? null)) {
    const descricao = `Responsável: ${before.responsavel?.nome ?? 'ninguém'} → ${novoResponsavel ?? 'ninguém'}.`;
    await recordHistorico(tx, idInstituicao, idLead, idAutor, 'responsavel', descricao);
  }
  const after = await reread(tx, idInstituicao, idLead);
  const edited = [
    idContato !== before.contato.idContato && EDIT_LABELS.contato,
    idContato === before.contato.idContato &&
      !sameCampos(before.contato.campos, after.contato.campos) &&
      EDIT_LABELS.campos,
    input.previsaoFechamento !== before.previsaoFechamento && EDIT_LABELS.previsaoFechamento,
    input.origem !== before.origem && EDIT_LABELS.origem,
    observacoes !== before.observacoes && EDIT_LABELS.observacoes,
  ].filter((label): label is (typeof EDIT_LABELS)[keyof typeof EDIT_LABELS] => Boolean(label));
  if (edited.length)
    await recordHistorico(tx, idInstituicao, idLead, idAutor, 'edicao', `Alterou ${edited.join(', ')}.`);
  return after;
}

/** Sets the owner of these leads (history on each that changed); the leads that changed. */
export async function assignResponsavel(
  tx: Queryable,
  idInstituicao: number,
  idAutor: number | null,
  idsLeads: readonly number[],
  idResponsavel: number | null,
): Promise<number[]> {
  const nome = await responsavelNome(tx, idInstituicao, idResponsavel);
  const rows = await tx.query<{ id: number; anterior: string | null }>(
    `update lead l set id_responsavel = $3, updated_at = now()
       from lead old left join usuario u on u.id = old.id_responsavel
      where l.id = old.id and l.id = any($1::int[]) and l.id_instituicao = $2
        and l.id_responsavel is distinct from $3::int
     returning l.id, u.nome as anterior`,
    [idsLeads, idInstituicao, idResponsavel],
  );
  for (const row of rows) {
    const descricao = `Responsável: ${row.anterior ?? 'ninguém'} → ${nome ?? 'ninguém'}.`;
    await recordHistorico(tx, idInstituicao, row.id, idAutor, 'responsavel', descricao);
  }
  return rows.map((row) => row.id);
}

export async function deleteLead(db: Queryable, idInstituicao: number, idLead: number): Promise<boolean> {
  const rows = await db.query('delete from lead where id = $1 and id_instituicao = $2 returning id', [
    idLead,
    idInstituicao,
  ]);
  return rows.length > 0;
}
