/** Texts of the global HTTP handling, verbatim from SPEC §8 (plus the timeout, which it leaves open). */
export const HTTP_MESSAGES = {
  offline: 'Sem comunicação com o servidor. Verifique sua conexão.',
  sessionExpired: 'Sessão expirada ou acesso negado. Faça login novamente.',
  timeout: 'O servidor demorou a responder. Tente novamente.',
} as const;

/** SPEC §9: the offline toast is shown at most once per 5 s. */
export const OFFLINE_TOAST_GUARD_MS = 5_000;
