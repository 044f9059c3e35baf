import * as v from '@colabora/shared/schema';
import { cnpjSchema, emailSchema, telefoneSchema } from '../format/field-schemas';
import { cleanLabel } from './clean-text';

/** Password rules the form can check; the server adds the rest (common passwords, phone). */
const senhaSchema = v.pipe(
  v.string('Informe a senha.'),
  v.minLength(8, 'A senha deve ter pelo menos 8 caracteres.'),
  v.maxLength(200, 'A senha deve ter no máximo 200 caracteres.'),
);

const nomeSchema = (vazio: string, longo: string, max: number) =>
  v.pipe(v.string(vazio), v.transform(cleanLabel), v.nonEmpty(vazio), v.maxLength(max, longo));

/**
 * POST /api/auth/criar-conta: a new institution and its first gestor. Phone and CNPJ are accepted
 * masked and leave as digits.
 *
 * @example
 * v.parse(criarContaRequestSchema, { nome: 'Ana Souza', telefone: '(11) 98888-0001', email: 'ana@x.org',
 *   instituicaoNome: 'Padaria Pão Bom', cnpj: '11.222.333/0001-81', senha: 'pao-quentinho', confirmarSenha: 'pao-quentinho' })
 */
export const criarContaRequestSchema = v.pipe(
  v.strictObject({
    nome: v.pipe(
      nomeSchema('Informe o seu nome.', 'O nome deve ter no máximo 120 caracteres.', 120),
      v.check((value: string) => value.split(/\s+/).length >= 2, 'Informe nome e sobrenome.'),
    ),
    telefone: telefoneSchema,
    email: emailSchema,
    instituicaoNome: v.pipe(
      nomeSchema('Informe o nome da instituição.', 'O nome da instituição deve ter no máximo 200 caracteres.', 200),
      v.minLength(3, 'O nome da instituição deve ter pelo menos 3 caracteres.'),
    ),
    cnpj: cnpjSchema,
    senha: senhaSchema,
    confirmarSenha: v.string('Confirme a senha.'),
  }),
  v.forward(
    v.partialCheck(
      [['senha'], ['confirmarSenha']],
      (input) => input.senha === input.confirmarSenha,
      'A confirmação não confere com a senha.',
    ),
    ['confirmarSenha'],
  ),
);
export type CriarContaRequest = v.InferInput<typeof criarContaRequestSchema>;
export type CriarContaInput = v.InferOutput<typeof criarContaRequestSchema>;
