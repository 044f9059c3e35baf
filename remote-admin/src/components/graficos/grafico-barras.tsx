import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { niceMax, useWidth } from './use-width';

export type ItemGrafico = { rotulo: string; valor: number };

export type GraficoBarrasProps = {
  titulo: string;
  itens: readonly ItemGrafico[];
  /** How a value reads ('12', '4 min'). */
  formato: (valor: number) => string;
  /**
   * 'vertical' for a series in time (a day each, few labels on a phone); 'horizontal' for named
   * things (attendants, queues, grades), each named in full beside its bar.
   */
  orientacao: 'vertical' | 'horizontal';
  /** The table that holds the same figures, named for screen readers. */
  tabela: string;
  /** Whether the values add up (counts do; medians do not). */
  somavel?: boolean;
};

const ALTURA_VERTICAL = 200;
const LINHA = 30;
const ROTULO_MIN = 64;

/** Which labels of `count` fit `width` pixels: one every so many, the last always. */
export function rotulosVisiveis(count: number, width: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(ROTULO_MIN / (width / count)));
  const indexes: number[] = [];
  for (let i = 0; i < count - 1; i += step) indexes.push(i);
  while (indexes.length > 0 && (count - 1 - (indexes.at(-1) ?? 0)) * (width / count) < ROTULO_MIN) indexes.pop();
  return [...indexes, count - 1];
}

/**
 * A bar chart drawn with visx (ADR 0039) at the width it is shown. An image to screen readers,
 * named by its title and a one-line summary; the figures themselves are in the report's table
 * (named under the chart), which the CSV exports.
 */
export function GraficoBarras({ titulo, itens, formato, orientacao, tabela, somavel = true }: GraficoBarrasProps) {
  const tituloId = useId();
  const [ref, width] = useWidth<HTMLDivElement>();
  const maior = itens.reduce<ItemGrafico | null>((top, item) => (!top || item.valor > top.valor ? item : top), null);
  const total = itens.reduce((sum, item) => sum + item.valor, 0);
  const resumo =
    maior && maior.valor > 0 ? `Maior valor: ${maior.rotulo}, ${formato(maior.valor)}.` : 'Nenhum valor no período.';
  const max = niceMax(Math.max(0, ...itens.map((item) => item.valor)));

  let desenho;
  if (orientacao === 'vertical') {
    const topo = 18;
    const base = 22;
    const x = scaleBand({ domain: itens.map((_, i) => i), range: [0, width], padding: 0.25 });
    const y = scaleLinear({ domain: [0, max], range: [ALTURA_VERTICAL - base, topo] });
    desenho = (
      <svg
        width={width}
        height={ALTURA_VERTICAL}
        viewBox={`0 0 ${width} ${ALTURA_VERTICAL}`}
        role="img"
        aria-labelledby={tituloId}
      >
        <title id={tituloId}>{`${titulo}. ${resumo}`}</title>
        <line className="adm-chart__grid" x1={0} x2={width} y1={y(max)} y2={y(max)} />
        <text className="adm-chart__label adm-chart__label--value" x={2} y={y(max) - 4}>
          {formato(max)}
        </text>
        <line className="adm-chart__axis" x1={0} x2={width} y1={y(0)} y2={y(0)} />
        <Group>
          {itens.map((item, i) => (
            <Bar
              key={`${item.rotulo}-${i}`}
              className="adm-chart__bar"
              x={x(i) ?? 0}
              width={Math.max(1, x.bandwidth())}
              y={y(item.valor)}
              height={Math.max(0, y(0) - y(item.valor))}
            />
          ))}
        </Group>
        {rotulosVisiveis(itens.length, width).map((i) => {
          const anchor = itens.length > 1 && i === 0 ? 'start' : i === itens.length - 1 && i > 0 ? 'end' : 'middle';
          const xs = anchor === 'start' ? 0 : anchor === 'end' ? width : (x(i) ?? 0) + x.bandwidth() / 2;
          return (
            <text key={i} className="adm-chart__label" x={xs} y={ALTURA_VERTICAL - 6} textAnchor={anchor}>
              {itens[i]?.rotulo}
            </text>
          );
        })}
      </svg>
    );
  } else {
    const altura = Math.max(LINHA, itens.length * LINHA);
    const rotuloW = Math.min(160, Math.round(width * 0.4));
    const valorW = 64;
    const y = scaleBand({ domain: itens.map((_, i) => i), range: [0, altura], padding: 0.2 });
    const x = scaleLinear({ domain: [0, max], range: [0, Math.max(10, width - rotuloW - valorW)] });
    desenho = (
      <svg width={width} height={altura} viewBox={`0 0 ${width} ${altura}`} role="img" aria-labelledby={tituloId}>
        <title id={tituloId}>{`${titulo}. ${resumo}`}</title>
        {itens.map((item, i) => {
          const top = y(i) ?? 0;
          const meio = top + y.bandwidth() / 2;
          return (
            <g key={`${item.rotulo}-${i}`}>
              <text className="adm-chart__label" x={rotuloW - 6} y={meio} dy="0.35em" textAnchor="end">
                {item.rotulo.length > 22 ? `${item.rotulo.slice(0, 21)}…` : item.rotulo}
              </text>
              <Bar
                className="adm-chart__bar"
                x={rotuloW}
                y={top}
                width={Math.max(item.valor > 0 ? 2 : 0, x(item.valor))}
                height={y.bandwidth()}
              />
              <text className="adm-chart__label" x={rotuloW + x(item.valor) + 6} y={meio} dy="0.35em">
                {formato(item.valor)}
              </text>
            </g>
          );
        })}
      </svg>
    );
  }

  return (
    <figure className="adm-chart cb-card" style={{ margin: 0 }}>
      <figcaption>
        <h3 className="cb-card__title">{titulo}</h3>
      </figcaption>
      <div ref={ref} className="adm-chart__plot">
        {desenho}
      </div>
      <p className="cb-muted">
        {itens.length && somavel ? `Total ${formato(total)}. ` : ''}Os números estão na tabela “{tabela}”.
      </p>
    </figure>
  );
}
