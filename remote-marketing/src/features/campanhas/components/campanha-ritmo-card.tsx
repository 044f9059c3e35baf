import { CAMPANHA_FREQUENCIA_LABELS, CAMPANHA_FREQUENCIAS } from '@colabora/shared/contracts';
import { Card, SelectField, TextField } from '@colabora/shared/ui';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { CampanhaInput } from '@colabora/shared/contracts';
import type { CampanhaFormValues } from '../lib/campanha-form-values';
import { CheckboxGroup } from './checkbox-group';

const DIAS = [
  { value: '0', label: 'Dom' },
  { value: '1', label: 'Seg' },
  { value: '2', label: 'Ter' },
  { value: '3', label: 'Qua' },
  { value: '4', label: 'Qui' },
  { value: '5', label: 'Sex' },
  { value: '6', label: 'Sáb' },
];

const REPETIR_OPCOES = [
  { value: '', label: 'Não repetir' },
  ...CAMPANHA_FREQUENCIAS.map((frequencia) => ({ value: frequencia, label: CAMPANHA_FREQUENCIA_LABELS[frequencia] })),
];

export type CampanhaRitmoCardProps = {
  control: Control<CampanhaFormValues, unknown, CampanhaInput>;
  register: UseFormRegister<CampanhaFormValues>;
  errors: FieldErrors<CampanhaFormValues>;
  /** The operator's floor (GET /api/campanhas/limites). */
  intervaloMinimoSegundos: number;
};

/** The campaign form's "Quando e em que ritmo": the start, the repetition, the pace, the window and the days. */
export function CampanhaRitmoCard({ control, register, errors, intervaloMinimoSegundos }: CampanhaRitmoCardProps) {
  const quando = useWatch({ control, name: 'quando' });
  const repetir = useWatch({ control, name: 'repetir' });
  return (
    <Card title="Quando e em que ritmo">
      <fieldset className="campanhas-checks">
        <legend className="cb-field__label">Início</legend>
        <div className="campanhas-checks__options">
          <label className="campanhas-checks__option">
            <input type="radio" value="ao-iniciar" {...register('quando')} /> Quando eu clicar em Iniciar
          </label>
          <label className="campanhas-checks__option">
            <input type="radio" value="agendada" {...register('quando')} /> Em data e hora marcadas
          </label>
        </div>
      </fieldset>
      {quando === 'agendada' ? (
        <div className="campanhas-form__grid">
          <TextField
            label="Data e hora (horário de Brasília)"
            type="datetime-local"
            error={errors.agendadaPara?.message}
            {...register('agendadaPara')}
          />
          <SelectField label="Repetir" options={REPETIR_OPCOES} {...register('repetir')} />
          {repetir ? (
            <TextField
              label="Repetir até (opcional)"
              type="date"
              hint="Cada repetição envia de novo a quem estiver no público e tiver consentimento naquele dia."
              error={errors.repetirAte?.message}
              {...register('repetirAte')}
            />
          ) : null}
        </div>
      ) : null}
      <div className="campanhas-form__grid">
        <TextField
          label="Intervalo entre envios (s)"
          inputMode="decimal"
          hint={`Mínimo de ${String(intervaloMinimoSegundos).replace('.', ',')} s, para o número não ser bloqueado.`}
          error={errors.intervaloSegundos?.message}
          {...register('intervaloSegundos')}
        />
        <TextField
          label="Variação aleatória (s)"
          inputMode="decimal"
          hint="Somada ao intervalo, para o envio não parecer de robô."
          error={errors.jitterSegundos?.message}
          {...register('jitterSegundos')}
        />
        <TextField label="Janela: das" type="time" error={errors.janelaInicio?.message} {...register('janelaInicio')} />
        <TextField label="Janela: até" type="time" error={errors.janelaFim?.message} {...register('janelaFim')} />
        <TextField
          label="Limite por dia"
          inputMode="numeric"
          hint="Vazio: sem limite."
          error={errors.limiteDiario?.message}
          {...register('limiteDiario')}
        />
      </div>
      <Controller
        control={control}
        name="dias"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Dias da semana"
            options={DIAS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </Card>
  );
}
