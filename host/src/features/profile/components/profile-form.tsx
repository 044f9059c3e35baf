import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  perfilFormSchema,
  type AtualizarPerfilRequest,
  type MeuPerfil,
  type PerfilForm,
} from '@colabora/shared/contracts/perfil';
import { isoDateToBr, maskBrDate, maskPhone, onlyDigits } from '@colabora/shared/format';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import { Button, Card, PasswordField, showToast, TextField } from '@colabora/shared/ui';
import { useForm } from 'react-hook-form';
import { useUpdateMyProfile } from '../api/update-my-profile';

/** The API's field names this form shows (the same as the form's). */
const PROFILE_FIELDS = {
  nome: 'nome',
  email: 'email',
  telefone: 'telefone',
  dataNascimento: 'dataNascimento',
  senhaAtual: 'senhaAtual',
} as const satisfies Record<string, keyof PerfilForm>;

const toForm = (perfil: MeuPerfil): PerfilForm => ({
  nome: perfil.nome,
  email: perfil.email ?? '',
  telefone: maskPhone(perfil.telefone),
  dataNascimento: isoDateToBr(perfil.dataNascimento) ?? '',
  senhaAtual: '',
});

export type ProfileFormProps = { perfil: MeuPerfil };

/** Name, e-mail, phone and birthday, with the seed's masks; the server's refusal shows in the form. */
export function ProfileForm({ perfil }: ProfileFormProps) {
  const save = useUpdateMyProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PerfilForm, unknown, AtualizarPerfilRequest>({
    resolver: valibotResolver(perfilFormSchema),
    defaultValues: toForm(perfil),
  });
  // The phone is how one signs in: changing it asks for the current password (the API refuses
  // without it, and says so on this field).
  const changingPhone = onlyDigits(watch('telefone') ?? '') !== onlyDigits(perfil.telefone);

  const handleSave = handleSubmit(async (values) => {
    save.reset();
    if (changingPhone && !values.senhaAtual) {
      setError('senhaAtual', { type: 'required', message: 'Informe a senha atual.' }, { shouldFocus: true });
      return;
    }
    const request = changingPhone ? values : { ...values, senhaAtual: undefined };
    const result = await save.mutateAsync(request).catch((error: unknown) => {
      // A refusal about one field (a phone already in use) shows on that field, and goes away
      // when the field is changed; any other stays in the form's banner.
      if (setServerFieldError(error, setError, PROFILE_FIELDS)) save.reset();
      return null;
    });
    if (!result?.data) return;
    reset(toForm(result.data));
    showToast.success(result.message || 'Perfil atualizado com sucesso.');
  });
  const serverError = save.isError ? apiErrorMessage(save.error, 'Não foi possível salvar. Tente novamente.') : null;

  return (
    <Card title="Dados pessoais">
      <form className="form" noValidate onSubmit={handleSave}>
        <TextField label="Nome" autoComplete="name" required error={errors.nome?.message} {...register('nome')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          mask={maskPhone}
          hint="Também é o seu acesso ao sistema."
          error={errors.telefone?.message}
          {...register('telefone')}
        />
        {changingPhone ? (
          <PasswordField
            label="Senha atual"
            required
            hint="Para trocar o telefone de acesso, confirme que é você."
            error={errors.senhaAtual?.message}
            {...register('senhaAtual')}
          />
        ) : null}
        <TextField
          label="Data de nascimento"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          mask={maskBrDate}
          error={errors.dataNascimento?.message}
          {...register('dataNascimento')}
        />
        {serverError ? (
          <p className="form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
          Salvar alterações
        </Button>
      </form>
    </Card>
  );
}
