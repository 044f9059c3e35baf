import type { PontoDiario } from '@colabora/shared/contracts';
import { formatCalendarDay, isoDateToBr } from '@colabora/shared/format';
import { Bar, LinePath } from '@visx/shape';
import { useId } from 'react';
import { niceMax, useWidth } from '../../../components/graficos/use-width';

export type DailyChartProps = {
  title: string;
  points: PontoDiario[];
  kind: 'bar' | 'line';
  /** How a value reads ('R$ 1.234,56', '12'). */
  format: (value: number) => string;
  /** Header of the value column in the table alternative. */
  valueLabel: string;
};

const HEIGHT = 220;
const PAD = { top: 20, right: 4, bottom: 28, left: 4 };
/**
 * Room for one day label ('14/03' at the labels' 13 px, with a gap): fewer labels on a narrow
 * screen instead of smaller ones.
 */
export const DAY_LABEL_SPACING = 64;

/**
 * Which days get a label on an axis `width` pixels wide: every so many days, so that no two are
 * closer than DAY_LABEL_SPACING; the first and the last day when there is room, the last always.
 * @example dayLabelIndexes(30, 290) // → [0, 7, 14, 21, 29]
 */
export function dayLabelIndexes(count: number, width: number): number[] {
  if (count <= 0) return [];
  const perDay = width / count;
  const step = Math.max(1, Math.ceil(DAY_LABEL_SPACING / perDay));
  const last = count - 1;
  const indexes: number[] = [];
  for (let i = 0; i < last; i += step) indexes.push(i);
  // The last day is always named: a label that would crowd it goes.
  while (indexes.length > 0 && (last - (indexes.at(-1) ?? 0)) * perDay < DAY_LABEL_SPACING) indexes.pop();
  return [...indexes, last];
}

export { niceMax };

/**
 * A day-by-day series drawn with visx (ADR 0039), described in words for screen readers, with the
 * exact figures in a table under "Ver dados em tabela". It is drawn at
 * the width it is shown (one SVG unit is one CSS pixel), so its labels keep their size on a phone
 * as on a desktop; a narrow chart names fewer days instead.
 */
export function DailyChart({ title, points, kind, format, valueLabel }: DailyChartProps) {
  const titleId = useId();
  const descId = useId();
  const [plotRef, width] = useWidth<HTMLDivElement>();
  const max = niceMax(Math.max(0, ...points.map((p) => p.valor)));
  const innerW = width - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = points.length ? innerW / points.length : innerW;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const total = points.reduce((sum, p) => sum + p.valor, 0);
  const best = points.reduce<PontoDiario | null>((top, p) => (!top || p.valor > top.valor ? p : top), null);
  const description =
    points.length === 0
      ? 'Sem dias no período.'
      : `De ${isoDateToBr(points[0]?.data)} a ${isoDateToBr(points.at(-1)?.data)}: total ${format(total)}` +
        (best && best.valor > 0
          ? `; maior valor ${format(best.valor)} em ${isoDateToBr(best.data)}.`
          : '; nenhum registro.');
  const labelIndexes = dayLabelIndexes(points.length, innerW);
  // The first and the last label line up with the plot's edges instead of running past them.
  const placeLabel = (i: number): { x: number; anchor: 'start' | 'middle' | 'end' } => {
    if (points.length > 1 && i === 0) return { x: PAD.left, anchor: 'start' };
    if (points.length > 1 && i === points.length - 1) return { x: width - PAD.right, anchor: 'end' };
    return { x: x(i), anchor: 'middle' };
  };

  return (
    <figure className="adm-chart cb-card" style={{ margin: 0 }}>
      <figcaption>
        <h2 className="cb-card__title">{title}</h2>
      </figcaption>
      <div ref={plotRef} className="adm-chart__plot">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          {[0.5, 1].map((fraction) => (
            <g key={fraction}>
              <line
                className="adm-chart__grid"
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(max * fraction)}
                y2={y(max * fraction)}
              />
              <text className="adm-chart__label adm-chart__label--value" x={PAD.left + 2} y={y(max * fraction) - 4}>
                {format(max * fraction)}
              </text>
            </g>
          ))}
          <line className="adm-chart__axis" x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} />
          {kind === 'bar'
            ? points.map((p, i) => (
                <Bar
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
                  <LinePath
                    className="adm-chart__area"
                    data={[
                      ...points.map((p, i) => [x(i), y(p.valor)] as const),
                      [x(points.length - 1), y(0)] as const,
                      [x(0), y(0)] as const,
                    ]}
                    x={(d) => d[0]}
                    y={(d) => d[1]}
                  />
                  <LinePath className="adm-chart__line" data={points} x={(_, i) => x(i)} y={(p) => y(p.valor)} />
                </>
              )}
          {labelIndexes.map((i) => {
            const label = placeLabel(i);
            return (
              <text key={i} className="adm-chart__label" x={label.x} y={HEIGHT - 8} textAnchor={label.anchor}>
                {formatCalendarDay(points[i]?.data ?? '')}
              </text>
            );
          })}
        </svg>
      </div>
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
                  <td>{isoDateToBr(p.data)}</td>
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
