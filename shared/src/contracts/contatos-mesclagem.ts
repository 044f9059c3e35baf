import * as v from '@colabora/shared/schema';
import { idRef } from './route-params';

/*
 * One person, one contact (issue #26 "one person, one history", issue #28's merge of duplicates;
 * docs/decisions/0035): the WhatsApp addresses a contact answers to, and merging two contacts.
 */

const intSchema = v.pipe(v.number(), v.integer());

/** A WhatsApp address of a contact besides its phone: a LID (digits) or a merged contact's phone (digits). */
export const contatoEnderecoSchema = v.strictObject({
  tipo: v.picklist(['lid', 'telefone']),
  valor: v.string(),
});
export type ContatoEndereco = v.InferOutput<typeof contatoEnderecoSchema>;

/** POST /api/contatos/{idContato}/mesclar: the contact in the path stays; `idMesclado` joins it. */
export const mesclarContatosInputSchema = v.strictObject({
  idMesclado: idRef('Contato a mesclar'),
});
export type MesclarContatosInput = v.InferInput<typeof mesclarContatosInputSchema>;

export const MESCLAGEM_MESSAGES = {
  mesmoContato: 'Escolha dois contatos diferentes para mesclar.',
} as const;

/** What a merge moved to the contact that stays. */
export const mesclagemResultadoSchema = v.strictObject({
  idContato: intSchema,
  idMesclado: intSchema,
  nomeMesclado: v.string(),
  /** Conversations that changed owner whole. */
  conversasMovidas: v.array(intSchema),
  /** Conversations on the same channel that became one thread: [the one kept, the one joined into it]. */
  conversasJuntadas: v.array(v.tuple([intSchema, intSchema])),
  leads: intSchema,
  campanhas: intSchema,
  etiquetas: v.array(v.string()),
  camposHerdados: v.array(v.string()),
  enderecos: intSchema,
  /** The stricter consent wins: kept, revoked (the other said no), or carried over (only the other had a record). */
  consentimento: v.picklist(['mantido', 'revogado', 'herdado']),
  historicoConsentimento: intSchema,
});
export type MesclagemResultado = v.InferOutput<typeof mesclagemResultadoSchema>;
