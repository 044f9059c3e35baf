import { maskPhone } from '@colabora/shared/format';
import { readStoredSession, writeStoredSession } from '@colabora/shared/session';
import { login, LoginError } from '../features/auth/api/login';
import { readLoginForm, takeLoginTarget, validateLogin, type LoginErrors } from '../features/auth/login-form';
import { keepInstallPrompt, publishHandoff } from './handoff';

/*
 * The sign-in page's first-load script (ADR 0014). /acesso arrives rendered at build time; this
 * script, a few KB with no React, makes that form work at once: phone mask, show password,
 * validation, sign-in, then a full load of where the user was going. The app itself (React, the
 * federation runtime, the router: ~170 KB) loads only when something outside the form is touched
 * (the menu, a link, "Instalar Aplicativo"), and takes over through the handoff. Someone who signs
 * in, and Lighthouse, never download it on this page.
 */

const root = document.getElementById('root');
const form = root?.querySelector<HTMLFormElement>('form[method="post"]') ?? null;
const appScripts = (document.currentScript?.dataset.app ?? '').split(' ').filter(Boolean);

let appRequested = false;
let inFlight: Promise<void> | null = null;
let replay: HTMLElement | null = null;
const cleanups: (() => void)[] = [];

function on<K extends keyof HTMLElementEventMap>(
  target: HTMLElement | Window,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): void {
  target.addEventListener(type, listener as EventListener, options);
  cleanups.push(() => target.removeEventListener(type, listener as EventListener, options));
}

/** Appends the app's own scripts (the ones index.html would have had). */
function loadApp(): void {
  if (appRequested) return;
  appRequested = true;
  // Later triggers have nothing left to start; the click recorder stays for the replay.
  for (const src of appScripts) {
    const script = document.createElement('script');
    script.src = src;
    script.defer = true;
    document.head.append(script);
  }
}

function fieldError(name: 'telefone' | 'senha', message: string | undefined): void {
  const input = form?.querySelector<HTMLInputElement>(`#${name}`);
  const field = input?.closest('.field');
  if (!input || !field) return;
  field.querySelector(`#${name}-erro`)?.remove();
  if (!message) {
    input.removeAttribute('aria-describedby');
    input.setAttribute('aria-invalid', 'false');
    return;
  }
  const paragraph = document.createElement('p');
  paragraph.id = `${name}-erro`;
  paragraph.className = 'field__error';
  paragraph.textContent = message;
  field.append(paragraph);
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', paragraph.id);
}

function showErrors(errors: LoginErrors): void {
  fieldError('telefone', errors.telefone);
  fieldError('senha', errors.senha);
}

function serverError(message: string | null): void {
  form?.querySelector('.form__error')?.remove();
  if (!message || !form) return;
  const paragraph = document.createElement('p');
  paragraph.className = 'form__error';
  paragraph.setAttribute('role', 'alert');
  paragraph.textContent = message;
  form.querySelector('button[type="submit"]')?.before(paragraph);
}

function setSubmitting(button: HTMLButtonElement, submitting: boolean): void {
  button.disabled = submitting;
  button.setAttribute('aria-busy', String(submitting));
  button.textContent = submitting ? 'Entrando…' : 'Entrar';
}

function togglePassword(button: HTMLButtonElement, show: boolean): void {
  const input = form?.querySelector<HTMLInputElement>('#senha');
  if (input) input.type = show ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(show));
  button.setAttribute('aria-label', show ? 'Ocultar senha' : 'Mostrar senha');
  button.textContent = show ? 'Ocultar' : 'Mostrar';
}

function enhance(page: HTMLFormElement): void {
  const submit = page.querySelector<HTMLButtonElement>('button[type="submit"]');
  const toggle = page.querySelector<HTMLButtonElement>('.field__with-action button');
  if (!submit) return;
  let submitted = false;
  setSubmitting(submit, false);

  on(page, 'input', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'telefone') input.value = maskPhone(input.value);
    // After the first attempt, errors follow the typing (as the app's page does).
    if (submitted) showErrors(validateLogin(readLoginForm(page)).errors);
  });
  if (toggle) on(toggle, 'click', () => togglePassword(toggle, toggle.getAttribute('aria-pressed') !== 'true'));

  on(page, 'submit', (event) => {
    event.preventDefault();
    if (inFlight) return;
    submitted = true;
    const checked = validateLogin(readLoginForm(page));
    showErrors(checked.errors);
    if (!checked.request) return;
    serverError(null);
    setSubmitting(submit, true);
    inFlight = login(checked.request)
      .then((session) => {
        writeStoredSession(session);
        // A full load: the app starts signed in where the user was going.
        window.location.assign(takeLoginTarget(null));
        return new Promise<void>(() => undefined);
      })
      .catch((error: unknown) => {
        serverError(error instanceof LoginError ? error.message : 'Erro de conexão com o servidor');
        setSubmitting(submit, false);
        inFlight = null;
      });
  });
}

/** Puts the DOM back as it was rendered at build time, so the app hydrates it without a mismatch. */
function restore(page: HTMLFormElement): void {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  showErrors({});
  for (const input of page.querySelectorAll('input')) input.setAttribute('aria-invalid', 'false');
  serverError(null);
  const toggle = page.querySelector<HTMLButtonElement>('.field__with-action button');
  if (toggle) togglePassword(toggle, false);
  const submit = page.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) {
    setSubmitting(submit, true);
    submit.textContent = 'Entrar';
  }
}

if (readStoredSession()) {
  // Already signed in: the app redirects; nothing to enhance.
  loadApp();
} else {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    keepInstallPrompt(event);
  });
  if (form) enhance(form);
  // The first touch, key or focus outside the form starts loading the app (the form itself needs
  // nothing more: signing in ends in a full load of the next page). A button this script does not
  // handle (the menu toggle, "Instalar Aplicativo") is pressed again once the app runs.
  const start = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && form?.contains(target)) return;
    const button = target?.closest('button');
    if (event.type === 'click' && button) replay = button;
    loadApp();
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const) {
    on(window, type, start, { capture: true, passive: true });
  }
  publishHandoff({
    async release() {
      while (inFlight) await inFlight;
      if (form) restore(form);
      cleanups.splice(0).forEach((cleanup) => cleanup());
      return { replay };
    },
  });
}
