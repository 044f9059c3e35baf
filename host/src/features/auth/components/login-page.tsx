import { valibotResolver } from '@hookform/resolvers/valibot';
import { loginRequestSchema, type LoginRequest } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
import { sessionAtom, STORAGE_KEYS } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { startSession } from '../../session/session-actions';
import { login, LoginError } from '../api/login';

type LoginForm = { telefone: string; senha: string };
type LocationState = { from?: string } | null;

/** /acesso: sign in with telephone and password (SPEC §1, §7, §8). */
export function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Where to go once signed in: the page that sent the user here, the legacy login direction, or the dashboard.
  const target = useRef<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, LoginRequest>({
    resolver: valibotResolver(loginRequestSchema),
    defaultValues: { telefone: '', senha: '' },
  });

  if (session) {
    const from = (location.state as LocationState)?.from;
    return <Navigate to={target.current ?? from ?? '/dashboard'} replace />;
  }

  const handleLogin = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const session = await login(values);
      const from = (location.state as LocationState)?.from;
      target.current = from ?? localStorage.getItem(STORAGE_KEYS.loginDirection) ?? '/dashboard';
      localStorage.removeItem(STORAGE_KEYS.loginDirection);
      // Storing the session re-renders this page, whose redirect above takes the user on.
      startSession(session);
    } catch (error) {
      setServerError(error instanceof LoginError ? error.message : 'Erro de conexão com o servidor');
    }
  });

  const telefone = register('telefone');
  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">Acessar o sistema</h1>
      <p className="page__lead">Entre com o telefone e a senha cadastrados pela sua instituição.</p>
      <form className="form" noValidate onSubmit={handleLogin}>
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
            {...telefone}
            onChange={(event) => {
              event.target.value = maskPhone(event.target.value);
              void telefone.onChange(event);
            }}
          />
          {errors.telefone && (
            <p id="telefone-erro" className="field__error">
              {errors.telefone.message}
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
              {...register('senha')}
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
              {errors.senha.message}
            </p>
          )}
        </div>
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="cb-button cb-button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
      <p className="page__aside">
        Sua instituição ainda não usa o Colabora? <Link to="/criar-conta">Criar conta</Link>
      </p>
    </section>
  );
}
