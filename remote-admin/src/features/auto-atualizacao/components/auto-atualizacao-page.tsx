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
import { Button, Card, ErrorState, LoadingState, PageHeader, showToast, TextField } from '@colabora/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePermissions } from '../../../lib/use-permissions';
import { useResource } from '../../../lib/use-resource';
import { getPoliticaAtualizacao, savePoliticaAtualizacao } from '../api/politica-atualizacao';

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
  const politica = useResource('auto-atualizacao', getPoliticaAtualizacao, 'Não foi possível carregar a política.');
  return (
    <section className="adm-page" aria-label={title}>
      <PageHeader
        title={title}
        description={menuItem?.descricaoMenu ?? 'Como o aplicativo instalado procura e aplica novas versões.'}
      />
      {politica.status === 'error' ? (
        <ErrorState message={politica.error} onRetry={politica.reload} />
      ) : !politica.data ? (
        <LoadingState />
      ) : (
        <PoliticaForm initial={politica.data} canUpdate={canUpdate} />
      )}
    </section>
  );
}

function PoliticaForm({ initial, canUpdate }: { initial: PoliticaAtualizacao; canUpdate: boolean }) {
  const [padrao, setPadrao] = useState(initial.padrao);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PoliticaAtualizacaoForm, unknown, PoliticaAtualizacaoInput>({
    resolver: valibotResolver(politicaAtualizacaoInputSchema),
    defaultValues: { intervaloMinutos: String(initial.intervaloMinutos), modo: initial.modo },
  });
  const intervalo = Number(watch('intervaloMinutos'));

  const handleSave = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const saved = await savePoliticaAtualizacao(input);
      reset({ intervaloMinutos: String(saved.intervaloMinutos), modo: saved.modo });
      setPadrao(saved.padrao);
      showToast.success('Política de atualização salva.');
    } catch (error) {
      setServerError(await apiErrorMessage(error, 'Não foi possível salvar a política.'));
    }
  });

  return (
    <Card title="Política de atualização">
      <form className="adm-form" noValidate onSubmit={handleSave}>
        {padrao ? <p className="adm-note">A instituição usa a configuração padrão.</p> : null}
        {!canUpdate ? <p className="adm-note">Você pode ver esta configuração, mas não alterá-la.</p> : null}
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
        {serverError ? (
          <p className="adm-form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        {canUpdate ? (
          <div className="adm-actions">
            <Button type="submit" loading={isSubmitting}>
              Salvar
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
