import { valibotResolver } from '@hookform/resolvers/valibot';
import { loginRequestSchema, type LoginRequest } from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
import { sessionAtom, STORAGE_KEYS } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { startSession } from '../../session/session-actions';
import { login, LoginError } from '../api/login';

type LoginForm = { telefone: string; senha: string };
type LocationState = { from?: string } | null;

/** /acesso: sign in with telephone and password (SPEC §1, §7, §8). */
export function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, LoginRequest>({
    resolver: valibotResolver(loginRequestSchema),
    defaultValues: { telefone: '', senha: '' },
  });

  if (session) return <Navigate to="/dashboard" replace />;

  const handleLogin = handleSubmit(async (values) => {
    setServerError(null);
    try {
      startSession(await login(values));
      const from = (location.state as LocationState)?.from;
      const direction = localStorage.getItem(STORAGE_KEYS.loginDirection);
      localStorage.removeItem(STORAGE_KEYS.loginDirection);
      navigate(from ?? direction ?? '/dashboard', { replace: true });
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
