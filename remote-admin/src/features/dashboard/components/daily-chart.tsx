import type { PontoDiario } from '@colabora/shared/contracts';
import { useId } from 'react';
import { formatIsoDay } from '../utils/format';

export type DailyChartProps = {
  title: string;
  points: PontoDiario[];
  kind: 'bar' | 'line';
  /** How a value reads ('R$ 1.234,56', '12'). */
  format: (value: number) => string;
  /** Header of the value column in the table alternative. */
  valueLabel: string;
};

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };

/** A round ceiling for the y axis: 0, 1, 2, 5 × 10ⁿ. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((n) => n * power >= value) ?? 10;
  return step * power;
}

/**
 * A day-by-day series as an SVG (no chart library: the remote stays small), described in words for
 * screen readers, with the exact figures in a table under "Ver dados em tabela".
 */
export function DailyChart({ title, points, kind, format, valueLabel }: DailyChartProps) {
  const titleId = useId();
  const descId = useId();
  const max = niceMax(Math.max(0, ...points.map((p) => p.valor)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = points.length ? innerW / points.length : innerW;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const total = points.reduce((sum, p) => sum + p.valor, 0);
  const best = points.reduce<PontoDiario | null>((top, p) => (!top || p.valor > top.valor ? p : top), null);
  const description =
    points.length === 0
      ? 'Sem dias no período.'
      : `De ${formatIsoDay(points[0]?.data ?? '', true)} a ${formatIsoDay(points.at(-1)?.data ?? '', true)}: total ${format(total)}` +
        (best && best.valor > 0
          ? `; maior valor ${format(best.valor)} em ${formatIsoDay(best.data, true)}.`
          : '; nenhum registro.');
  const labelIndexes = points.length ? [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])] : [];
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.valor).toFixed(1)}`).join(' ');

  return (
    <figure className="adm-chart cb-card" style={{ margin: 0 }}>
      <figcaption>
        <h2 className="cb-card__title">{title}</h2>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {[0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line
              className="adm-chart__grid"
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(max * fraction)}
              y2={y(max * fraction)}
            />
            <text className="adm-chart__label" x={PAD.left + 2} y={y(max * fraction) - 3}>
              {format(max * fraction)}
            </text>
          </g>
        ))}
        <line className="adm-chart__axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        {kind === 'bar'
          ? points.map((p, i) => (
              <rect
                key={p.data}
                className="adm-chart__bar"
                x={x(i) - Math.max(1, step * 0.35)}
                width={Math.max(2, step * 0.7)}
                y={y(p.valor)}
                height={Math.max(0, y(0) - y(p.valor))}
              />
            ))
          : points.length > 0 && (
              <>
                <path className="adm-chart__area" d={`${line} L${x(points.length - 1)},${y(0)} L${x(0)},${y(0)} Z`} />
                <path className="adm-chart__line" d={line} />
              </>
            )}
        {labelIndexes.map((i) => (
          <text key={i} className="adm-chart__label" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
            {formatIsoDay(points[i]?.data ?? '')}
          </text>
        ))}
      </svg>
      <p className="cb-muted" aria-hidden="true">
        {description}
      </p>
      <details>
        <summary>Ver dados em tabela</summary>
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="cb-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col" className="adm-num">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.data}>
                  <td>{formatIsoDay(p.data, true)}</td>
                  <td className="adm-num">{format(p.valor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
