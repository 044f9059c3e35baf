import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  INTERVALO_MINUTOS_MAX,
  INTERVALO_MINUTOS_MIN,
  politicaAtualizacaoInputSchema,
  type MenuItem,
  type PoliticaAtualizacao,
  type PoliticaAtualizacaoForm,
  type PoliticaAtualizacaoInput,
} from '@colabora/shared/contracts';
import { apiErrorMessage, setServerFieldError } from '@colabora/shared/http';
import { Button, Card, PageHeader, QueryState, ReadOnlyNotice, showToast, TextField } from '@colabora/shared/ui';
import { usePermissions } from '@colabora/shared/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePoliticaAtualizacao } from '../api/get-politica-atualizacao';
import { useSavePoliticaAtualizacao } from '../api/save-politica-atualizacao';

export type AutoAtualizacaoPageProps = { title: string; menuItem: MenuItem | null };

/** Says the interval the way people say it: 90 → '1 h 30 min'. */
export function describeInterval(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/**
 * /auto-atualizacao-config: how often the installed app looks for a new version and whether it
 * applies it by itself or asks. The route is unguarded: without the U letter it is read-only.
 */
export function AutoAtualizacaoPage({ title, menuItem }: AutoAtualizacaoPageProps) {
  const { canUpdate } = usePermissions(menuItem);
  const politica = usePoliticaAtualizacao();
  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu ?? 'Como o aplicativo instalado procura e aplica novas versões.'}
      />
      {canUpdate ? null : <ReadOnlyNotice subject="a política de atualização" />}
      <QueryState query={politica} errorMessage="Não foi possível carregar a política.">
        {(dados) => <PoliticaForm politica={dados} canUpdate={canUpdate} />}
      </QueryState>
    </section>
  );
}

/** `politica` is the current one: its first value fills the form, `padrao` follows every save. */
function PoliticaForm({ politica, canUpdate }: { politica: PoliticaAtualizacao; canUpdate: boolean }) {
  const save = useSavePoliticaAtualizacao();
  // A refusal about no one field stays above the button; one about a field goes under it.
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<PoliticaAtualizacaoForm, unknown, PoliticaAtualizacaoInput>({
    resolver: valibotResolver(politicaAtualizacaoInputSchema),
    defaultValues: { intervaloMinutos: String(politica.intervaloMinutos), modo: politica.modo },
  });
  const intervalo = Number(watch('intervaloMinutos'));

  const handleSave = handleSubmit((input) => {
    setFormError(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        reset({ intervaloMinutos: String(saved.intervaloMinutos), modo: saved.modo });
        showToast.success('Política de atualização salva.');
      },
      onError: (error) => {
        if (!setServerFieldError(error, setError, { intervaloMinutos: 'intervaloMinutos', modo: 'modo' })) {
          setFormError(apiErrorMessage(error, 'Não foi possível salvar a política.'));
        }
      },
    });
  });

  return (
    <Card title="Política de atualização">
      <form className="adm-form" noValidate onSubmit={handleSave}>
        {politica.padrao ? <p className="adm-note">A instituição usa a configuração padrão.</p> : null}
        <fieldset disabled={!canUpdate} className="adm-fieldset adm-form">
          <TextField
            label="Procurar nova versão a cada (minutos)"
            type="number"
            inputMode="numeric"
            min={INTERVALO_MINUTOS_MIN}
            max={INTERVALO_MINUTOS_MAX}
            step={1}
            required
            hint={`De ${INTERVALO_MINUTOS_MIN} minutos a 24 horas${
              Number.isInteger(intervalo) && intervalo > 0 ? ` · ${describeInterval(intervalo)}` : ''
            }.`}
            error={errors.intervaloMinutos?.message}
            {...register('intervaloMinutos')}
          />
          <fieldset className="adm-fieldset">
            <legend>Quando houver uma nova versão</legend>
            <label className="adm-choice">
              <input type="radio" value="perguntar" {...register('modo')} />
              <span>
                <strong>Perguntar</strong>
                <br />
                <span className="cb-muted">Mostra um aviso e a pessoa escolhe quando atualizar.</span>
              </span>
            </label>
            <label className="adm-choice">
              <input type="radio" value="automatico" {...register('modo')} />
              <span>
                <strong>Atualizar automaticamente</strong>
                <br />
                <span className="cb-muted">Instala a nova versão sem perguntar.</span>
              </span>
            </label>
            {errors.modo?.message ? <span className="cb-field__error">{errors.modo.message}</span> : null}
          </fieldset>
        </fieldset>
        {formError ? (
          <p className="adm-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        {canUpdate ? (
          <div className="adm-actions">
            <Button type="submit" loading={save.isPending}>
              Salvar
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
