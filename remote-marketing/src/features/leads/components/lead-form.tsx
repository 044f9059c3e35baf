import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  LEAD_ORIGEM_LABELS,
  LEAD_ORIGENS,
  type ContatoResumo,
  type Etapa,
  type Lead,
  type LeadInput,
  type Responsavel,
} from '@colabora/shared/contracts';
import { maskPhone } from '@colabora/shared/format';
import { apiErrorMessage, httpStatusOf, setServerFieldError } from '@colabora/shared/http';
import {
  Button,
  Card,
  MoneyField,
  PageHeader,
  SelectField,
  showToast,
  TextAreaField,
  TextField,
} from '@colabora/shared/ui';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from '@colabora/shared/router';
import { useSaveLead } from '../api/save-lead';
import { searchContatos } from '../api/search-contatos';
import { contatoLabel } from '../lib/contato-label';
import { emptyLeadValues, leadFormSchema, leadToValues, type LeadFormValues } from '../lib/lead-form-values';
import { CamposEditor } from './campos-editor';
import { ContatoCombobox } from './contato-combobox';
import { TelefoneDeOutro } from './telefone-de-outro';

/** The API's names of the fields a refusal can be about (`campo`), and this form's. */
const SERVER_FIELDS = {
  idEtapa: 'idEtapa',
  valorCentavos: 'valor',
  idResponsavel: 'idResponsavel',
  previsaoFechamento: 'previsaoFechamento',
  telefone: 'telefone',
  origem: 'origem',
  observacoes: 'observacoes',
  campos: 'campos',
} as const satisfies Record<string, Path<LeadFormValues>>;

export type LeadFormProps = { etapas: Etapa[]; responsaveis: Responsavel[]; lead?: Lead; heading: string };

/** A lead's form: the contact (searched, or a new one by name and phone), stage, value, owner… */
export function LeadForm({ etapas, responsaveis, lead, heading }: LeadFormProps) {
  const navigate = useNavigate();
  const save = useSaveLead();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadInput>({
    resolver: valibotResolver(leadFormSchema),
    defaultValues: lead ? leadToValues(lead) : emptyLeadValues(etapas[0]?.idEtapa),
  });
  const modo = useWatch({ control, name: 'contatoModo' });
  // Whose the typed phone already is, when the API refused it for a new contact.
  const [dono, setDono] = useState<ContatoResumo | null>(null);

  async function findDono(telefone: string): Promise<void> {
    const found = await searchContatos(telefone).catch(() => []);
    setDono(found.find((contato) => contato.telefone.replace(/\D/g, '').endsWith(telefone)) ?? null);
  }

  function usarDono(contato: ContatoResumo): void {
    setDono(null);
    setValue('contatoModo', 'existente');
    setValue('idContato', contato.idContato);
    setValue('contatoBusca', contatoLabel(contato), { shouldValidate: true });
  }

  async function handleSave(input: LeadInput): Promise<void> {
    try {
      const body = await save.mutateAsync({ input, idLead: lead?.idLead });
      showToast.success(body.message || 'Lead salvo.');
      navigate(lead ? `../../${lead.idLead}` : '..', { relative: 'path' });
    } catch (error) {
      if (httpStatusOf(error) === 409 && 'telefone' in input.contato) void findDono(input.contato.telefone);
      if (!setServerFieldError(error, setError, SERVER_FIELDS)) {
        showToast.error(apiErrorMessage(error, 'Não foi possível salvar o lead.'));
      }
    }
  }

  return (
    <div className="leads-page">
      <PageHeader
        title={heading}
        actions={
          <Link to={lead ? `../../${lead.idLead}` : '..'} relative="path" className="cb-button cb-button--ghost">
            Cancelar
          </Link>
        }
      />
      <form className="leads-form" noValidate onSubmit={handleSubmit(handleSave)} aria-label={heading}>
        <Card title="Contato">
          {lead ? (
            <p>{contatoLabel(lead.contato)}</p>
          ) : (
            <>
              <fieldset className="leads-form__modo">
                <legend className="cb-visually-hidden">Contato do lead</legend>
                <label>
                  <input type="radio" value="existente" {...register('contatoModo')} /> Contato existente
                </label>
                <label>
                  <input type="radio" value="novo" {...register('contatoModo')} /> Novo contato
                </label>
              </fieldset>
              {modo === 'existente' ? (
                <Controller
                  control={control}
                  name="contatoBusca"
                  render={({ field, fieldState }) => (
                    <ContatoCombobox
                      value={field.value}
                      error={fieldState.error?.message}
                      onChange={(text) => {
                        field.onChange(text);
                        setValue('idContato', null);
                      }}
                      onPick={(contato) => {
                        setValue('idContato', contato.idContato);
                        setValue('contatoBusca', contatoLabel(contato), { shouldValidate: true });
                      }}
                    />
                  )}
                />
              ) : (
                <div className="leads-form__grid">
                  <TextField label="Nome do contato" required error={errors.nome?.message} {...register('nome')} />
                  <TextField
                    label="Telefone"
                    required
                    type="tel"
                    inputMode="tel"
                    mask={maskPhone}
                    hint="Com DDD."
                    error={errors.telefone?.message}
                    {...register('telefone')}
                  />
                  {dono ? (
                    <TelefoneDeOutro
                      dono={dono}
                      onUsar={usarDono}
                      onCorrigir={() => {
                        setDono(null);
                        setFocus('telefone');
                      }}
                    />
                  ) : null}
                </div>
              )}
            </>
          )}
          {/* A contact picked from the search comes without its fields: they are edited on its lead. */}
          {lead || modo === 'novo' ? (
            <CamposEditor control={control} register={register} errors={errors.campos} />
          ) : null}
        </Card>

        <Card title="Negócio">
          <div className="leads-form__grid">
            <SelectField
              label="Etapa"
              required
              placeholder="Selecione…"
              options={etapas.map((etapa) => ({ value: String(etapa.idEtapa), label: etapa.nome }))}
              error={errors.idEtapa?.message}
              {...register('idEtapa')}
            />
            <MoneyField label="Valor estimado (R$)" error={errors.valor?.message} {...register('valor')} />
            <SelectField
              label="Responsável"
              options={[
                { value: '', label: 'Sem responsável' },
                ...responsaveis.map((usuario) => ({ value: String(usuario.idUsuario), label: usuario.nome })),
              ]}
              error={errors.idResponsavel?.message}
              {...register('idResponsavel')}
            />
            <TextField
              label="Previsão de fechamento"
              type="date"
              error={errors.previsaoFechamento?.message}
              {...register('previsaoFechamento')}
            />
            <SelectField
              label="Origem"
              options={LEAD_ORIGENS.map((value) => ({ value, label: LEAD_ORIGEM_LABELS[value] }))}
              error={errors.origem?.message}
              {...register('origem')}
            />
          </div>
          <TextAreaField label="Observações" error={errors.observacoes?.message} {...register('observacoes')} />
        </Card>

        <div className="cb-row">
          <Button type="submit" loading={isSubmitting}>
            {lead ? 'Salvar alterações' : 'Criar lead'}
          </Button>
        </div>
      </form>
    </div>
  );
}
