import { maskPhone } from '@colabora/shared/format';
import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from '@colabora/shared/router';
import { startSession } from '../../session/session-actions';
import { login, LoginError } from '../api/login';
import { readLoginForm, takeLoginTarget, validateLogin, type LoginErrors } from '../login-form';

type LocationState = { from?: string } | null;

const noSubscription = () => () => undefined;

/**
 * False while the page is the HTML rendered at build time (and during hydration), true once React
 * runs it: until then the form must not submit on its own (it would be a plain HTML form).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * /acesso: sign in with telephone and password (SPEC §1, §7, §8). A plain form on purpose: it is
 * the first screen on a phone network, and two fields need no form library.
 */
export function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Where to go once signed in: the page that sent the user here, the legacy login direction, or the dashboard.
  const target = useRef<string | null>(null);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  if (session) {
    const from = (location.state as LocationState)?.from;
    return <Navigate to={target.current ?? from ?? '/dashboard'} replace />;
  }

  // The fields are uncontrolled on purpose: the page is painted from HTML rendered at build time,
  // and what someone types before the JavaScript arrives must survive hydration.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.name === 'telefone') event.currentTarget.value = maskPhone(event.currentTarget.value);
    // Like a form library's re-validation: after the first attempt, errors follow the typing.
    if (submitted && event.currentTarget.form) setErrors(validateLogin(readLoginForm(event.currentTarget.form)).errors);
  };

  const handleLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = validateLogin(readLoginForm(event.currentTarget));
    setErrors(checked.errors);
    if (!checked.request) return;
    setServerError(null);
    setSubmitting(true);
    try {
      const session = await login(checked.request);
      target.current = takeLoginTarget((location.state as LocationState)?.from);
      // Storing the session re-renders this page, whose redirect above takes the user on.
      startSession(session);
    } catch (error) {
      setServerError(error instanceof LoginError ? error.message : 'Erro de conexão com o servidor');
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">Acessar o sistema</h1>
      <p className="page__lead">Entre com o telefone e a senha cadastrados pela sua instituição.</p>
      {/* method="post": if anything ever submits the plain HTML form, the password never goes into a URL. */}
      <form className="form" method="post" noValidate onSubmit={(event) => void handleLogin(event)}>
        <div className="field">
          <label htmlFor="telefone">Telefone</label>
          <input
            id="telefone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 99999-0000"
            aria-invalid={!!errors.telefone}
            aria-describedby={errors.telefone ? 'telefone-erro' : undefined}
            name="telefone"
            defaultValue=""
            onChange={handleChange}
          />
          {errors.telefone && (
            <p id="telefone-erro" className="field__error">
              {errors.telefone}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="senha">Senha</label>
          <div className="field__with-action">
            <input
              id="senha"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              aria-invalid={!!errors.senha}
              aria-describedby={errors.senha ? 'senha-erro' : undefined}
              name="senha"
              defaultValue=""
              onChange={handleChange}
            />
            <button
              type="button"
              className="cb-button cb-button--ghost"
              aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Ocultar' : 'Mostrar'}
            </button>
          </div>
          {errors.senha && (
            <p id="senha-erro" className="field__error">
              {errors.senha}
            </p>
          )}
        </div>
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <button
          type="submit"
          className="cb-button cb-button--primary"
          disabled={!hydrated || isSubmitting}
          aria-busy={!hydrated || isSubmitting}
        >
          {isSubmitting ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
      <p className="page__aside">
        Sua instituição ainda não usa o Colabora? <Link to="/criar-conta">Criar conta</Link>
      </p>
    </section>
  );
}
