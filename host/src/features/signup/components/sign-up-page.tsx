import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  criarContaRequestSchema,
  type CriarContaInput,
  type CriarContaRequest,
} from '@colabora/shared/contracts/conta';
import { maskCnpj, maskPhone } from '@colabora/shared/format';
import { sessionAtom } from '@colabora/shared/session';
import { Button, PasswordField, showToast, TextField } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from '@colabora/shared/router';
import { startSession } from '../../session/session-actions';
import { createAccount, CreateAccountError } from '../api/create-account';
import '../signup.css';

export type SignUpPageProps = { title: string };

const EMPTY: CriarContaRequest = {
  nome: '',
  telefone: '',
  email: '',
  instituicaoNome: '',
  cnpj: '',
  senha: '',
  confirmarSenha: '',
};

/** /criar-conta: a new institution and its first gestor, signed in on success. */
export function SignUpPage({ title }: SignUpPageProps) {
  const session = useAtomValue(sessionAtom);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CriarContaRequest, unknown, CriarContaInput>({
    resolver: valibotResolver(criarContaRequestSchema),
    defaultValues: EMPTY,
  });

  if (session) return <Navigate to="/dashboard" replace />;

  const handleCreate = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const data = await createAccount(values);
      showToast.success('Conta criada com sucesso. Bem-vindo ao Colabora!');
      startSession(data);
    } catch (error) {
      setServerError(error instanceof CreateAccountError ? error.message : 'Erro de conexão com o servidor');
    }
  });

  return (
    <section className="page page--narrow" aria-labelledby="criar-conta-title">
      <h1 id="criar-conta-title">{title}</h1>
      <p className="page__lead">
        Cadastre a sua instituição e crie o primeiro acesso de gestor. Depois você cadastra a equipe em Usuários.
      </p>
      <form className="form" noValidate onSubmit={handleCreate}>
        <fieldset className="signup__group">
          <legend>Seus dados</legend>
          <TextField
            label="Nome completo"
            autoComplete="name"
            required
            error={errors.nome?.message}
            {...register('nome')}
          />
          <TextField
            label="Telefone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 99999-0000"
            required
            mask={maskPhone}
            hint="Você vai entrar no sistema com este telefone."
            error={errors.telefone?.message}
            {...register('telefone')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
        </fieldset>
        <fieldset className="signup__group">
          <legend>Instituição</legend>
          <TextField
            label="Nome da instituição"
            autoComplete="organization"
            required
            error={errors.instituicaoNome?.message}
            {...register('instituicaoNome')}
          />
          <TextField
            label="CNPJ"
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            required
            mask={maskCnpj}
            error={errors.cnpj?.message}
            {...register('cnpj')}
          />
        </fieldset>
        <fieldset className="signup__group">
          <legend>Senha de acesso</legend>
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            required
            hint="Pelo menos 8 caracteres; evite senhas comuns como 12345678."
            error={errors.senha?.message}
            {...register('senha')}
          />
          <PasswordField
            label="Confirmar senha"
            autoComplete="new-password"
            required
            error={errors.confirmarSenha?.message}
            {...register('confirmarSenha')}
          />
        </fieldset>
        {serverError ? (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Criando conta…' : 'Criar conta'}
        </Button>
      </form>
      <p className="page__aside">
        Já tem acesso? <Link to="/acesso">Acessar o sistema</Link>. Ao criar a conta você aceita os{' '}
        <Link to="/termos">Termos de uso</Link> e a <Link to="/privacidade">política de privacidade</Link>.
      </p>
    </section>
  );
}
