import * as v from '@colabora/shared/schema';
import { brDateSchema, emailSchema, telefoneSchema } from '../format/field-schemas';
import { isoDateToBr } from '../format/br-date';
import { cleanLabel } from './clean-text';

/** The signed-in user's own data, as GET/PUT /api/Usuario/perfil/me return it. */
export const meuPerfilSchema = v.strictObject({
  nome: v.string(),
  email: v.nullable(v.string()),
  telefone: v.string(),
  /** 'yyyy-mm-dd', or null when not informed. */
  dataNascimento: v.nullable(v.string()),
  temFoto: v.boolean(),
});
export type MeuPerfil = v.InferOutput<typeof meuPerfilSchema>;

/** `data` of POST and DELETE /api/Usuario/foto/me. */
export const temFotoSchema = v.strictObject({ temFoto: v.boolean() });

const nomeSchema = v.pipe(
  v.string('Informe o nome.'),
  v.transform(cleanLabel),
  v.nonEmpty('Informe o nome.'),
  v.maxLength(120, 'O nome deve ter no máximo 120 caracteres.'),
);

/** Empty text means "not informed": the optional fields leave as null; anything else meets `schema`. */
const blankToNull = <T extends v.GenericSchema<string, unknown>>(schema: T) =>
  v.pipe(
    v.nullable(v.string()),
    v.transform((value: string | null) => (value === null || value.trim() === '' ? null : value)),
    v.nullable(schema),
  );

/** A real calendar day written 'yyyy-mm-dd', not in the future. */
const isoDateSchema = v.pipe(
  v.string('Data de nascimento inválida.'),
  v.check(
    (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDateToBr(value) !== null,
    'Data de nascimento inválida: use o formato aaaa-mm-dd.',
  ),
  v.check((value: string) => value >= '1900-01-01', 'Data de nascimento inválida.'),
  v.check(
    (value: string) => value <= new Date().toISOString().slice(0, 10),
    'A data de nascimento não pode estar no futuro.',
  ),
);

/**
 * The current password, asked only when the sign-in phone changes (the phone is how one signs
 * in): absent or empty otherwise. Empty text leaves as undefined.
 */
const senhaAtualSchema = v.optional(
  v.pipe(
    v.string('Informe a senha atual.'),
    v.maxLength(256, 'Senha longa demais.'),
    v.transform((value: string) => (value === '' ? undefined : value)),
  ),
);

/**
 * PUT /api/Usuario/perfil/me (what the API accepts): e-mail and birthday may be empty (null).
 * Changing `telefone` (the sign-in phone) also needs `senhaAtual`, the user's current password;
 * without it (or with a wrong one) the API answers 400 with `campo: 'senhaAtual'`.
 *
 * @example
 * v.parse(atualizarPerfilRequestSchema, { nome: 'Ana', email: '', telefone: '11999990001', dataNascimento: '1985-03-14' })
 * v.parse(atualizarPerfilRequestSchema, { nome: 'Ana', email: '', telefone: '11988887777', dataNascimento: null, senhaAtual: '…' })
 */
export const atualizarPerfilRequestSchema = v.strictObject({
  nome: nomeSchema,
  email: blankToNull(emailSchema),
  telefone: telefoneSchema,
  dataNascimento: blankToNull(isoDateSchema),
  senhaAtual: senhaAtualSchema,
});
export type AtualizarPerfilRequest = v.InferOutput<typeof atualizarPerfilRequestSchema>;

/**
 * The Meu Perfil form: birthday typed 'dd/mm/aaaa'. Its output is the API's request body.
 *
 * @example
 * v.parse(perfilFormSchema, { nome: 'Ana', email: '', telefone: '(11) 99999-0001', dataNascimento: '14/03/1985' })
 * // → { nome: 'Ana', email: null, telefone: '11999990001', dataNascimento: '1985-03-14' }
 */
export const perfilFormSchema = v.strictObject({
  nome: nomeSchema,
  email: blankToNull(emailSchema),
  telefone: telefoneSchema,
  dataNascimento: blankToNull(
    v.pipe(
      brDateSchema,
      v.check(
        (iso: string) => iso <= new Date().toISOString().slice(0, 10),
        'A data de nascimento não pode estar no futuro.',
      ),
    ),
  ),
  /** Shown and required by the form only when the phone differs from the saved one. */
  senhaAtual: senhaAtualSchema,
});
export type PerfilForm = v.InferInput<typeof perfilFormSchema>;
