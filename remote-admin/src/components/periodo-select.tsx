import { DASHBOARD_PERIODOS } from '@colabora/shared/contracts';
import { SelectField } from '@colabora/shared/ui';

const PERIODO_LABEL: Record<number, string> = { 7: '7 dias', 30: '30 dias', 90: '90 dias', 365: '12 meses' };

export type PeriodoSelectProps = { dias: number; onChange: (dias: number) => void };

/** The period of the institution's figures: the last 7, 30 or 90 days, or 12 months (São Paulo days). */
export function PeriodoSelect({ dias, onChange }: PeriodoSelectProps) {
  return (
    <SelectField
      label="Período"
      value={String(dias)}
      options={DASHBOARD_PERIODOS.map((d) => ({
        value: String(d),
        label: `Últimos ${PERIODO_LABEL[d] ?? `${d} dias`}`,
      }))}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}
