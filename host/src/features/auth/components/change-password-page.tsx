import { valibotResolver } from '@hookform/resolvers/valibot';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@colabora/shared/contracts/auth';
import { showToast } from '@colabora/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@colabora/shared/router';
import { endSession, startSession } from '../../session/session-actions';
import { changePassword, ChangePasswordError } from '../api/change-password';

type Field = keyof ChangePasswordRequest;

const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'senhaAtual', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'novaSenha', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirmarNovaSenha', label: 'Confirmar nova senha', autoComplete: 'new-password' },
];

/** /alterarsenha: the seed's change-password contract (SPEC §7, §8). */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({
    resolver: valibotResolver(changePasswordRequestSchema),
    defaultValues: { senhaAtual: '', novaSenha: '', confirmarNovaSenha: '' },
  });

  const handleChange = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await changePassword(values);
      // The server revokes every other session and hands this one a fresh token.
      if (result.data) startSession(result.data);
      showToast.success(result.message || 'Senha alterada com sucesso.');
      reset();
      navigate('/dashboard');
    } catch (error) {
      const message = error instanceof ChangePasswordError ? error.message : 'Erro de conexão com o servidor';
      setServerError(message);
      if (error instanceof ChangePasswordError && error.unauthorized) endSession();
    }
  });

  return (
    <section className="page page--narrow" aria-labelledby="alterar-senha-title">
      <h1 id="alterar-senha-title">Alterar minha senha</h1>
      <p className="page__lead">
        A nova senha precisa ter pelo menos 8 caracteres. Ao alterá-la, os outros aparelhos conectados à sua conta são
        desconectados.
      </p>
      <form className="form" noValidate onSubmit={handleChange}>
        {FIELDS.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={field.name}>{field.label}</label>
            <input
              id={field.name}
              type="password"
              autoComplete={field.autoComplete}
              aria-invalid={!!errors[field.name]}
              aria-describedby={errors[field.name] ? `${field.name}-erro` : undefined}
              {...register(field.name)}
            />
            {errors[field.name] && (
              <p id={`${field.name}-erro`} className="field__error">
                {errors[field.name]?.message}
              </p>
            )}
          </div>
        ))}
        {serverError && (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="cb-button cb-button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Salvando…' : 'Alterar senha'}
        </button>
      </form>
    </section>
  );
}
