import * as v from '@colabora/shared/schema';
import { optionalTextSchema, queryIntSchema, requiredTextSchema } from './admin/common';
import { CAMPANHA_STATUS, DESTINATARIO_STATUS } from './campanhas';
import { CHAT_STATUS } from './chat';
import { CONSENTIMENTO_ORIGENS } from './consentimento';
import { CAMPO_CONTATO_CHAVE, CAMPOS_CONTATO_MESSAGES } from './contatos-campos';
import { contatoEnderecoSchema } from './contatos-mesclagem';
import { contatoAudienciaSchema, tagSchema } from './marketing';
import { PEDIDO_STATUS } from './pedidos';
import { idRef } from './route-params';

/*
 * The Contacts screen ('contatos', issue #28): the institution's contacts with search, filters
 * and keyset pages, a contact's page with everything it has, and its LGPD consent as a history
 * that is never rewritten (docs/decisions/0029).
 */

const intSchema = v.pipe(v.number(), v.integer());
const instantSchema = v.string();

/** Most contacts one page of the list holds. */
export const CONTATOS_PAGINA_MAX = 100;
/** How many of each kind (conversations, orders…) a contact's page lists; the rest are counted. */
export const CONTATO_RECENTES = 5;

/** GET /api/contatos: every filter optional; `apos` is the `proximo` of the previous page. */
export const contatosListaQuerySchema = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'Busca: no máximo 120 caracteres.'))),
  tag: v.optional(tagSchema),
  consentimento: v.optional(v.picklist(['sim', 'nao'], 'Consentimento: use sim ou nao.')),
  mesAniversario: v.optional(queryIntSchema('Mês de aniversário', 1, 12)),
  conversa: v.optional(v.picklist(['com', 'sem'], 'Conversa: use com ou sem.')),
  /** Contacts with a lead in this funnel stage. */
  idEtapa: v.optional(queryIntSchema('Etapa do funil', 1, 2_147_483_647)),
  /** Contacts that have this custom field ({cidade}); with `valor`, whose value contains it (accents ignored). */
  campo: v.optional(v.pipe(v.string(), v.regex(CAMPO_CONTATO_CHAVE, CAMPOS_CONTATO_MESSAGES.chave))),
  valor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, CAMPOS_CONTATO_MESSAGES.valor))),
  apos: v.optional(v.pipe(v.string(), v.maxLength(400, 'Página inválida: volte ao início da lista.'))),
  limite: v.optional(queryIntSchema('Limite', 1, CONTATOS_PAGINA_MAX), 50),
});
export type ContatosListaQuery = v.InferInput<typeof contatosListaQuerySchema>;

/** GET /api/contatos/exportar-lista: the list's filters, every matching contact in one CSV. */
export const contatosExportarQuerySchema = v.omit(contatosListaQuerySchema, ['apos', 'limite']);
export type ContatosExportarQuery = v.InferInput<typeof contatosExportarQuerySchema>;

/** A contact's marketing consent now: given or revoked, when and how (null: never recorded). */
const consentimentoAtualSchema = v.strictObject({
  marketing: v.boolean(),
  em: v.nullable(instantSchema),
  origem: v.nullable(v.picklist(CONSENTIMENTO_ORIGENS)),
});

/** A line of the list. */
export const contatoListaItemSchema = v.strictObject({
  idContato: intSchema,
  nome: v.string(),
  /** E.164; null: known only by its WhatsApp LID so far (ADR 0035). */
  telefone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  dataNascimento: v.nullable(v.string()),
  tags: v.array(v.string()),
  consentimento: consentimentoAtualSchema,
  conversas: intSchema,
});
export type ContatoListaItem = v.InferOutput<typeof contatoListaItemSchema>;

/** A page of the list: `total` counts every contact the filters match; `proximo` opens the next page. */
export const contatosPaginaSchema = v.strictObject({
  items: v.array(contatoListaItemSchema),
  total: intSchema,
  proximo: v.nullable(v.string()),
});
export type ContatosPagina = v.InferOutput<typeof contatosPaginaSchema>;

/** One change of the consent, as it was recorded (rows are never rewritten). */
export const consentimentoRegistroSchema = v.strictObject({
  idRegistro: intSchema,
  marketing: v.boolean(),
  origem: v.picklist(CONSENTIMENTO_ORIGENS),
  em: instantSchema,
  /** Who recorded it; null when the system did (a "SAIR" reply, an import without a user). */
  autor: v.nullable(v.string()),
  nota: v.nullable(v.string()),
});
export type ConsentimentoRegistro = v.InferOutput<typeof consentimentoRegistroSchema>;

const resumoSchema = <T extends v.GenericSchema>(item: T) =>
  v.strictObject({ total: intSchema, recentes: v.array(item) });

/** GET /api/contatos/{id}: the contact, its consent history and what it has, newest first. */
export const contatoPaginaSchema = v.strictObject({
  contato: contatoAudienciaSchema,
  /** Its other WhatsApp addresses (LIDs, merged contacts' phones); optional for answers cached before ADR 0035. */
  enderecos: v.optional(v.array(contatoEnderecoSchema)),
  historicoConsentimento: v.array(consentimentoRegistroSchema),
  conversas: resumoSchema(
    v.strictObject({
      idChat: intSchema,
      canal: v.string(),
      status: v.picklist(CHAT_STATUS),
      ultimaMensagemEm: instantSchema,
    }),
  ),
  pedidos: resumoSchema(
    v.strictObject({
      idPedido: intSchema,
      numero: intSchema,
      status: v.picklist(PEDIDO_STATUS),
      totalCentavos: intSchema,
      criadoEm: instantSchema,
    }),
  ),
  leads: resumoSchema(
    v.strictObject({
      idLead: intSchema,
      etapa: v.string(),
      valorCentavos: intSchema,
      criadoEm: instantSchema,
    }),
  ),
  campanhas: resumoSchema(
    v.strictObject({
      idCampanha: intSchema,
      nome: v.string(),
      campanhaStatus: v.picklist(CAMPANHA_STATUS),
      status: v.picklist(DESTINATARIO_STATUS),
      enviadoEm: v.nullable(instantSchema),
    }),
  ),
});
export type ContatoPagina = v.InferOutput<typeof contatoPaginaSchema>;

/** POST /api/contatos/{id}/consentimento/registrar: consent given to staff (phone, in person). */
export const registrarConsentimentoInputSchema = v.strictObject({
  nota: requiredTextSchema(
    'Nota',
    500,
    'Escreva como a pessoa consentiu (por exemplo: "Autorizou por telefone com a Ana").',
  ),
});
export type RegistrarConsentimentoInput = v.InferInput<typeof registrarConsentimentoInputSchema>;

/** POST /api/contatos/{id}/consentimento/revogar: one click; the note is optional. */
export const revogarConsentimentoInputSchema = v.strictObject({
  nota: optionalTextSchema('Nota', 500),
});
export type RevogarConsentimentoInput = v.InferInput<typeof revogarConsentimentoInputSchema>;

/** Most contacts one bulk tag takes (a page of the list holds at most CONTATOS_PAGINA_MAX). */
export const CONTATOS_LOTE_MAX = 500;

/** POST /api/contatos/etiquetas: adds a tag to the contacts selected on the list. */
export const contatosEtiquetaInputSchema = v.strictObject({
  idsContatos: v.pipe(
    v.array(idRef('Contato')),
    v.minLength(1, 'Selecione ao menos um contato.'),
    v.maxLength(CONTATOS_LOTE_MAX, `Selecione no máximo ${CONTATOS_LOTE_MAX} contatos.`),
  ),
  tag: tagSchema,
});
export type ContatosEtiquetaInput = v.InferInput<typeof contatosEtiquetaInputSchema>;

/** How many of the selected contacts got the tag (those that had it stay as they are). */
export const contatosEtiquetaResultadoSchema = v.strictObject({ alterados: intSchema });
