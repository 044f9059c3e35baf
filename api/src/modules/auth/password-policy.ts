/**
 * Passwords attackers try first (Brazilian and international lists). The demo password
 * `colabora123` is deliberately absent: the demo accounts must keep working.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '12121212',
  'abc12345',
  'abcd1234',
  'a1b2c3d4',
  'q1w2e3r4',
  'qwerty123',
  'qwertyuiop',
  'password',
  'password1',
  'password123',
  'iloveyou',
  'senha123',
  'senha1234',
  'senha12345',
  'mudar123',
  'trocar123',
  'admin123',
  'brasil123',
]);

export type PasswordContext = { senhaAtual: string; telefone: string };

/**
 * Rules beyond length and confirmation (which the shared schema checks): null when acceptable,
 * else the pt-BR reason shown to the user.
 */
export function passwordPolicyViolation(novaSenha: string, context: PasswordContext): string | null {
  if (COMMON_PASSWORDS.has(novaSenha.toLowerCase()))
    return 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.';
  if (novaSenha === context.senhaAtual) return 'A nova senha deve ser diferente da senha atual.';
  if (novaSenha.replace(/\D/g, '') === context.telefone && /^[\d\s()+-]+$/.test(novaSenha)) {
    return 'A nova senha não pode ser o seu telefone.';
  }
  if (new Set(novaSenha).size === 1) return 'A nova senha não pode repetir um único caractere.';
  return null;
}
