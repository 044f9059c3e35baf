import * as v from '@colabora/shared/schema';

/** Digits only of a Brazilian phone: area code + 8 or 9 digits. */
export const telefoneDigitsSchema = v.pipe(
  v.string('Informe o telefone.'),
  v.transform((value) => value.replace(/\D/g, '')),
  // An empty field says what is missing; a wrong one, what is wrong with it.
  v.nonEmpty('Informe o telefone.'),
  v.regex(/^\d{10,11}$/, 'Telefone inválido: informe DDD e número.'),
);

/** POST /api/auth/login. `telefone` is accepted masked ("(11) 99999-0001") or as digits. */
export const loginRequestSchema = v.strictObject({
  telefone: telefoneDigitsSchema,
  senha: v.pipe(
    v.string('Informe a senha.'),
    v.minLength(1, 'Informe a senha.'),
    v.maxLength(200, 'Senha longa demais.'),
  ),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** PUT /api/auth/alterar-senha. */
export const changePasswordRequestSchema = v.pipe(
  v.strictObject({
    senhaAtual: v.pipe(v.string('Informe a senha atual.'), v.minLength(1, 'Informe a senha atual.'), v.maxLength(200)),
    novaSenha: v.pipe(
      v.string('Informe a nova senha.'),
      v.minLength(8, 'A nova senha deve ter pelo menos 8 caracteres.'),
      v.maxLength(200, 'A nova senha deve ter no máximo 200 caracteres.'),
    ),
    confirmarNovaSenha: v.string('Confirme a nova senha.'),
  }),
  v.forward(
    v.partialCheck(
      [['novaSenha'], ['confirmarNovaSenha']],
      (input) => input.novaSenha === input.confirmarNovaSenha,
      'A confirmação não confere com a nova senha.',
    ),
    ['confirmarNovaSenha'],
  ),
);
export type ChangePasswordRequest = v.InferInput<typeof changePasswordRequestSchema>;

const idSchema = v.pipe(v.number(), v.integer());

/** The signed-in user as the API returns it (SPEC §3). */
export const usuarioSchema = v.strictObject({
  idUsuario: idSchema,
  nome: v.string(),
  idInstituicao: idSchema,
  instituicaoRazaoSocial: v.string(),
  instituicaoCodigo: v.string(),
  perfilNome: v.string(),
  temFoto: v.boolean(),
  gestor: v.boolean(),
  telefone: v.optional(v.string()),
  email: v.optional(v.nullable(v.string())),
});
export type Usuario = v.InferOutput<typeof usuarioSchema>;

/** `data` of a successful login; also what the host stores under USER_INFO. */
export const loginDataSchema = v.strictObject({
  token: v.string(),
  usuario: usuarioSchema,
  /** ISO-8601 instant after which the token is no longer accepted. */
  expiresAt: v.string(),
});
export type LoginData = v.InferOutput<typeof loginDataSchema>;
