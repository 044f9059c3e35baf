/** localStorage keys the seed uses (SPEC §3, §4, §7). */
export const STORAGE_KEYS = {
  userInfo: 'USER_INFO',
  /** Legacy: the chat hub reads its token from here (SPEC §7). */
  token: 'token',
  /** Legacy flow. */
  idInstituicao: 'idInstituicao',
  /** Legacy: where to go after signing in. */
  loginDirection: 'LOGIN_DIRECTION',
} as const;
