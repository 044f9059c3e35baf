import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  instituicaoInputSchema,
  UFS,
  type InstituicaoDados,
  type InstituicaoForm,
  type InstituicaoInput,
  type MenuItem,
} from '@colabora/shared/contracts';
import { maskCnpj, maskPhone, maskWithPattern } from '@colabora/shared/format';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import {
  Button,
  Card,
  PageHeader,
  QueryState,
  ReadOnlyNotice,
  SelectField,
  showToast,
  TextField,
} from '@colabora/shared/ui';
import { usePermissions } from '@colabora/shared/session';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useInstituicao } from '../api/get-instituicao';
import { useSaveInstituicao } from '../api/save-instituicao';
import { LogoCard } from './logo-card';

const maskCep = (value: string) => maskWithPattern(value, '#####-###');
const UF_OPTIONS = [{ value: '', label: '—' }, ...UFS.map((uf) => ({ value: uf, label: uf }))];

/** Every field of the form: a refusal names one by the same name the form uses (`campo`). */
const SERVER_FIELDS = Object.fromEntries(
  (
    [
      'razaoSocial',
      'nomeFantasia',
      'cnpj',
      'codigo',
      'cep',
      'logradouro',
      'numero',
      'complemento',
      'bairro',
      'cidade',
      'uf',
      'telefone',
      'email',
      'dpoNome',
      'dpoEmail',
      'dpoTelefone',
    ] as const satisfies readonly Path<InstituicaoForm>[]
  ).map((name) => [name, name]),
) as Record<string, Path<InstituicaoForm>>;

export type InstituicaoPageProps = { title: string; menuItem: MenuItem | null };

/** /instituicao: registration data, address, contact, DPO (shown on the privacy page) and logo. */
export function InstituicaoPage({ title, menuItem }: InstituicaoPageProps) {
  const { canUpdate } = usePermissions(menuItem);
  const instituicao = useInstituicao();
  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader title={title} description={menuItem?.descricaoMenu} />
      {canUpdate ? null : <ReadOnlyNotice subject="os dados da instituição" />}
      <QueryState query={instituicao} errorMessage="Não foi possível carregar os dados da instituição.">
        {(dados) => (
          <>
            <InstituicaoForm initial={dados} canUpdate={canUpdate} />
            <LogoCard temLogo={dados.temLogo} canUpdate={canUpdate} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function toForm(data: InstituicaoDados): InstituicaoForm {
  return {
    razaoSocial: data.razaoSocial,
    nomeFantasia: data.nomeFantasia ?? '',
    cnpj: maskCnpj(data.cnpj ?? ''),
    codigo: data.codigo,
    cep: maskCep(data.cep ?? ''),
    logradouro: data.logradouro ?? '',
    numero: data.numero ?? '',
    complemento: data.complemento ?? '',
    bairro: data.bairro ?? '',
    cidade: data.cidade ?? '',
    uf: data.uf ?? '',
    telefone: maskPhone(data.telefone ?? ''),
    email: data.email ?? '',
    dpoNome: data.dpoNome ?? '',
    dpoEmail: data.dpoEmail ?? '',
    dpoTelefone: maskPhone(data.dpoTelefone ?? ''),
  };
}

function InstituicaoForm({ initial, canUpdate }: { initial: InstituicaoDados; canUpdate: boolean }) {
  const save = useSaveInstituicao();
  // A refusal about no one field stays above the buttons; one about a field goes under it.
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<InstituicaoForm, unknown, InstituicaoInput>({
    resolver: valibotResolver(instituicaoInputSchema),
    defaultValues: toForm(initial),
  });

  const handleSave = handleSubmit((input) => {
    setFormError(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        reset(toForm(saved));
        showToast.success('Dados da instituição salvos.');
      },
      onError: (error) => {
        if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
          setFormError(apiErrorMessage(error, 'Não foi possível salvar os dados da instituição.'));
        }
      },
    });
  });

  const field = (name: keyof InstituicaoForm) => ({ ...register(name), error: errors[name]?.message });
  return (
    <form className="adm-form" noValidate onSubmit={handleSave} aria-label="Dados da instituição">
      <fieldset disabled={!canUpdate} className="adm-fieldset adm-form">
        <Card title="Dados cadastrais">
          <div className="adm-grid">
            <TextField label="Razão social" required {...field('razaoSocial')} />
            <TextField label="Nome fantasia" {...field('nomeFantasia')} />
            <TextField label="CNPJ" required inputMode="numeric" mask={maskCnpj} {...field('cnpj')} />
            <TextField
              label="Código"
              required
              hint="Usado por quem cria conta: letras maiúsculas, números, - e _."
              autoCapitalize="characters"
              {...field('codigo')}
            />
          </div>
        </Card>
        <Card title="Endereço">
          <div className="adm-grid">
            <TextField label="CEP" inputMode="numeric" autoComplete="postal-code" mask={maskCep} {...field('cep')} />
            <TextField label="Logradouro" autoComplete="address-line1" {...field('logradouro')} />
            <TextField label="Número" {...field('numero')} />
            <TextField label="Complemento" autoComplete="address-line2" {...field('complemento')} />
            <TextField label="Bairro" {...field('bairro')} />
            <TextField label="Cidade" autoComplete="address-level2" {...field('cidade')} />
            <SelectField label="UF" options={UF_OPTIONS} {...register('uf')} error={errors.uf?.message} />
          </div>
        </Card>
        <Card title="Contato">
          <div className="adm-grid">
            <TextField label="Telefone da instituição" inputMode="tel" mask={maskPhone} {...field('telefone')} />
            <TextField label="E-mail da instituição" type="email" {...field('email')} />
          </div>
        </Card>
        <Card title="Encarregado de dados (DPO)">
          <p className="cb-muted">
            Quem responde pelos dados pessoais (LGPD, art. 41). Aparece na página de Privacidade para todos os usuários
            da instituição.
          </p>
          <div className="adm-grid">
            <TextField label="Nome do encarregado" {...field('dpoNome')} />
            <TextField label="E-mail do encarregado" type="email" {...field('dpoEmail')} />
            <TextField label="Telefone do encarregado" inputMode="tel" mask={maskPhone} {...field('dpoTelefone')} />
          </div>
        </Card>
      </fieldset>
      {formError ? (
        <p className="adm-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {canUpdate ? (
        <div className="adm-actions">
          <Button variant="ghost" disabled={!isDirty} onClick={() => reset()}>
            Descartar alterações
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar dados
          </Button>
        </div>
      ) : null}
    </form>
  );
}
