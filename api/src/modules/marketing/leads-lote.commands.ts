import {
  importarEtiquetaInputSchema,
  leadsLoteInputSchema,
  type Chat,
  type ImportarEtiquetaResultado,
  type Lead,
} from '@colabora/shared/contracts';
import type * as v from 'valibot';
import { badRequest } from '../../http/http-error';
import type { Queryable } from '../../plugins/database/db';
import { addTagToContatos, listContatosByTag } from '../contatos/contatos-audiencia.repository';
import { findEtapa, listEtapas } from './etapas.repository';
import { assignResponsavel, createLead, moveLead, recordHistorico } from './leads.commands';
import { findLeadAbertoDoContato, findLeads } from './leads.queries';
import { MARKETING_MESSAGES } from './marketing.messages';

/*
 * Writes on many leads at once (bulk actions, import from a tag) and the chat's "turn this
 * conversation into a lead". Each runs inside the caller's transaction and answers the leads it
 * changed, for the hub events the route publishes after commit.
 */

type LoteOut = v.InferOutput<typeof leadsLoteInputSchema>;
type ImportarOut = v.InferOutput<typeof importarEtiquetaInputSchema>;

/**
 * One action on the selected leads of the institution (ids of other institutions are ignored).
 * A bulk move goes to open stages only: won and lost need a reason per lead.
 */
export async function applyLote(
  tx: Queryable,
  idInstituicao: number,
  idAutor: number | null,
  input: LoteOut,
): Promise<Lead[]> {
  if (!input.idsLeads.length) throw badRequest(MARKETING_MESSAGES.loteVazio, 'idsLeads');
  const own = (await findLeads(tx, idInstituicao, [...new Set(input.idsLeads)])).map((lead) => lead.idLead);
  let changed: number[] = [];
  if (input.acao === 'mover') {
    const etapa = await findEtapa(tx, idInstituicao, input.idEtapa);
    if (!etapa) throw badRequest(MARKETING_MESSAGES.etapaNotFound, 'idEtapa');
    if (etapa.tipo !== 'aberta') throw badRequest(MARKETING_MESSAGES.etapaFechada, 'idEtapa');
    for (const idLead of own) {
      const outcome = await moveLead(tx, idInstituicao, idAutor, idLead, { idEtapa: etapa.idEtapa });
      if (outcome.kind === 'ok' && outcome.changed) changed.push(idLead);
    }
  } else if (input.acao === 'responsavel') {
    changed = await assignResponsavel(tx, idInstituicao, idAutor, own, input.idResponsavel);
  } else {
    const leads = await findLeads(tx, idInstituicao, own);
    const tagged = new Set(
      await addTagToContatos(
        tx,
        idInstituicao,
        leads.map((lead) => lead.contato.idContato),
        input.tag,
      ),
    );
    for (const lead of leads.filter((item) => tagged.has(item.contato.idContato))) {
      await recordHistorico(
        tx,
        idInstituicao,
        lead.idLead,
        idAutor,
        'etiqueta',
        `Etiqueta "${input.tag}" adicionada ao contato.`,
      );
      changed.push(lead.idLead);
    }
  }
  return findLeads(tx, idInstituicao, changed);
}

/**
 * Every contact with the tag becomes a lead in the (open) stage, except those that already have an
 * open lead: importing the same tag twice creates nothing the second time.
 */
export async function importFromTag(
  tx: Queryable,
  idInstituicao: number,
  idAutor: number | null,
  input: ImportarOut,
): Promise<ImportarEtiquetaResultado> {
  const etapa = await findEtapa(tx, idInstituicao, input.idEtapa);
  if (!etapa) throw badRequest(MARKETING_MESSAGES.etapaNotFound, 'idEtapa');
  if (etapa.tipo !== 'aberta') throw badRequest(MARKETING_MESSAGES.etapaFechada, 'idEtapa');
  const contatos = await listContatosByTag(tx, idInstituicao, input.tag);
  const leads: Lead[] = [];
  let ignorados = 0;
  for (const contato of contatos) {
    if (await findLeadAbertoDoContato(tx, idInstituicao, contato.idContato)) {
      ignorados += 1;
      continue;
    }
    const lead = await createLead(tx, idInstituicao, idAutor, {
      contato: { idContato: contato.idContato },
      idEtapa: etapa.idEtapa,
      valorCentavos: 0,
      idResponsavel: null,
      previsaoFechamento: null,
      origem: input.origem,
      observacoes: null,
    });
    leads.push(lead);
  }
  return { criados: leads.length, ignorados, leads };
}

/**
 * The chat's contact as a lead (origem WhatsApp) in the first open stage, owned by the
 * conversation's assignee or else by whoever converts it. A contact that already has an open lead
 * gets that one back (`criado: false`): converting twice never makes two.
 */
export async function leadFromChat(
  tx: Queryable,
  idInstituicao: number,
  idAutor: number,
  chat: Chat,
): Promise<{ lead: Lead; criado: boolean }> {
  const existing = await findLeadAbertoDoContato(tx, idInstituicao, chat.contato.idContato);
  if (existing) return { lead: existing, criado: false };
  const primeira = (await listEtapas(tx, idInstituicao)).find((etapa) => etapa.tipo === 'aberta');
  if (!primeira) throw badRequest(MARKETING_MESSAGES.ultimaEtapaDoTipo('aberta'));
  const lead = await createLead(tx, idInstituicao, idAutor, {
    contato: { idContato: chat.contato.idContato },
    idEtapa: primeira.idEtapa,
    valorCentavos: 0,
    idResponsavel: chat.responsavel?.idUsuario ?? idAutor,
    previsaoFechamento: null,
    origem: 'whatsapp',
    observacoes: null,
  });
  return { lead, criado: true };
}
