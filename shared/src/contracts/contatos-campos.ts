import * as v from '@colabora/shared/schema';
import { cleanLabel } from './clean-text';

/*
 * A contact's custom fields (name → text): written on the lead, used by campaign variants as
 * variables ({cidade}) besides the built-in {nome}, {primeiroNome} and {telefone}.
 */

/** How many custom fields a contact may have, and how long a name and a value may be. */
export const CAMPOS_CONTATO_LIMITES = { max: 20, chaveMax: 30, valorMax: 200 } as const;

/**
 * A custom field's name, as a campaign variant writes it between braces ({cidade}): a lowercase
 * letter first, then letters, digits or `_` (no accents, no spaces).
 */
export const CAMPO_CONTATO_CHAVE = /^[a-z][a-zA-Z0-9_]{0,29}$/;

/** The names every message already fills from the contact itself: no custom field may take them. */
export const CAMPOS_CONTATO_RESERVADOS = ['nome', 'primeiroNome', 'telefone'] as const;

export const CAMPOS_CONTATO_MESSAGES = {
  chave: 'Nome de campo inválido: use letras sem acento, números ou _, começando por letra minúscula (até 30).',
  reservado: (chave: string) => `O campo "${chave}" já existe em toda mensagem ({${chave}}): escolha outro nome.`,
  sistema: (chave: string) => `"${chave}" é um nome reservado do sistema: escolha outro nome para o campo.`,
  valor: 'Valor do campo inválido: use até 200 caracteres.',
  max: 'No máximo 20 campos personalizados por contato.',
  objeto: 'Campos personalizados inválidos: envie um objeto de nome e valor.',
} as const;

const reservado = (chave: string) => (CAMPOS_CONTATO_RESERVADOS as readonly string[]).includes(chave);
/**
 * Names every object already answers to (`toString`, `constructor`, `hasOwnProperty`…): as custom
 * fields they would read as the object's own methods wherever a lookup forgets Object.hasOwn.
 */
const doObjeto = (chave: string) => chave in {} || chave === 'prototype';

/** A custom field's name (the contact form checks each row with it). */
export const campoContatoChaveSchema = v.pipe(
  v.string(CAMPOS_CONTATO_MESSAGES.chave),
  v.regex(CAMPO_CONTATO_CHAVE, CAMPOS_CONTATO_MESSAGES.chave),
  v.check(
    (chave) => !reservado(chave),
    (issue) => CAMPOS_CONTATO_MESSAGES.reservado(String(issue.input)),
  ),
  v.check(
    (chave) => !doObjeto(chave),
    (issue) => CAMPOS_CONTATO_MESSAGES.sistema(String(issue.input)),
  ),
);

/** A custom field's value: one line of text cleaned as a label, up to 200 characters (possibly empty). */
export const campoContatoValorSchema = v.pipe(
  v.string(CAMPOS_CONTATO_MESSAGES.valor),
  v.transform(cleanLabel),
  v.maxLength(CAMPOS_CONTATO_LIMITES.valorMax, CAMPOS_CONTATO_MESSAGES.valor),
);

/**
 * A contact's custom fields: name → text, the variables of campaign messages besides the
 * built-in ones. Values are trimmed.
 * @example v.parse(camposContatoSchema, { cidade: ' Campinas ' }) // → { cidade: 'Campinas' }
 */
export const camposContatoSchema = v.pipe(
  // An array is an object to v.record; the column holds only objects.
  v.custom<Record<string, unknown>>(
    (input) => input !== null && typeof input === 'object' && !Array.isArray(input),
    CAMPOS_CONTATO_MESSAGES.objeto,
  ),
  // Checked on the raw object: v.record drops `constructor` and `prototype` without a word.
  v.rawCheck(({ dataset, addIssue }) => {
    const chave = dataset.typed ? Object.keys(dataset.value).find(doObjeto) : undefined;
    if (chave !== undefined) addIssue({ message: CAMPOS_CONTATO_MESSAGES.sistema(chave) });
  }),
  v.record(campoContatoChaveSchema, campoContatoValorSchema, CAMPOS_CONTATO_MESSAGES.objeto),
  v.check((campos) => Object.keys(campos).length <= CAMPOS_CONTATO_LIMITES.max, CAMPOS_CONTATO_MESSAGES.max),
);
export type CamposContato = v.InferOutput<typeof camposContatoSchema>;
