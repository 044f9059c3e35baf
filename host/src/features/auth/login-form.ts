import { loginRequestSchema, type LoginRequest } from '@colabora/shared/contracts/auth';
import { STORAGE_KEYS } from '@colabora/shared/session';
import * as v from '@colabora/shared/schema';

/*
 * The sign-in form's rules, free of any framework: the React page and the first-load script
 * (src/acesso-login) validate, and choose where to go next, with the very same code.
 */

export type LoginForm = { telefone: string; senha: string };
export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** The first message of each field, from the same contract the API validates with. */
export function validateLogin(values: LoginForm): { errors: LoginErrors; request: LoginRequest | null } {
  const result = v.safeParse(loginRequestSchema, values);
  // The parsed request carries the phone as digits, as the API expects.
  if (result.success) return { errors: {}, request: result.output };
  const nested = v.flatten<typeof loginRequestSchema>(result.issues).nested ?? {};
  return { errors: { telefone: nested.telefone?.[0], senha: nested.senha?.[0] }, request: null };
}

/** What the form holds now, read from its fields. */
export function readLoginForm(form: HTMLFormElement): LoginForm {
  const data = new FormData(form);
  return { telefone: String(data.get('telefone') ?? ''), senha: String(data.get('senha') ?? '') };
}

/**
 * Where to go once signed in: the page that sent the user here, the legacy login direction, or
 * the dashboard. Reading the legacy direction consumes it.
 */
export function takeLoginTarget(from?: string | null): string {
  const direction = localStorage.getItem(STORAGE_KEYS.loginDirection);
  localStorage.removeItem(STORAGE_KEYS.loginDirection);
  return from ?? direction ?? '/dashboard';
}
