import type { MapaDeCalorCelula } from '@colabora/shared/contracts';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useWidth } from './use-width';

export const DIAS_DA_SEMANA = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
const SIGLAS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const HORAS = Array.from({ length: 24 }, (_, h) => h);

export type MapaDeCalorProps = { titulo: string; celulas: readonly MapaDeCalorCelula[]; tabela: string };

/**
 * Conversations begun by hour (columns, 0h–23h) and weekday (rows), São Paulo time, drawn with
 * visx: the darker the cell, the more conversations. An image to screen readers with its busiest
 * hour in words; the full grid is the report's table.
 */
export function MapaDeCalor({ titulo, celulas, tabela }: MapaDeCalorProps) {
  const tituloId = useId();
  const [ref, width] = useWidth<HTMLDivElement>();
  const rotuloW = 36;
  const topo = 18;
  const linha = 22;
  const altura = topo + linha * 7;
  const valor = new Map(celulas.map((c) => [`${c.diaSemana}-${c.hora}`, c.atendimentos]));
  const max = Math.max(1, ...celulas.map((c) => c.atendimentos));
  const pico = celulas.reduce<MapaDeCalorCelula | null>(
    (top, c) => (!top || c.atendimentos > top.atendimentos ? c : top),
    null,
  );
  const x = scaleBand({ domain: HORAS, range: [rotuloW, width], padding: 0.08 });
  const y = scaleBand({ domain: [0, 1, 2, 3, 4, 5, 6], range: [topo, altura], padding: 0.08 });
  const opacidade = scaleLinear({ domain: [0, max], range: [0.06, 1] });
  const passo = width - rotuloW < 300 ? 6 : 3;
  const resumo = pico
    ? `Mais conversas: ${DIAS_DA_SEMANA[pico.diaSemana]?.toLowerCase()} às ${pico.hora}h (${pico.atendimentos}).`
    : 'Nenhuma conversa no período.';
  return (
    <figure className="adm-chart cb-card" style={{ margin: 0 }}>
      <figcaption>
        <h3 className="cb-card__title">{titulo}</h3>
      </figcaption>
      <div ref={ref} className="adm-chart__plot">
        <svg width={width} height={altura} viewBox={`0 0 ${width} ${altura}`} role="img" aria-labelledby={tituloId}>
          <title id={tituloId}>{`${titulo}. ${resumo}`}</title>
          {HORAS.filter((h) => h % passo === 0).map((h) => (
            <text key={h} className="adm-chart__label" x={x(h) ?? 0} y={12}>
              {h}h
            </text>
          ))}
          {SIGLAS.map((sigla, d) => (
            <g key={sigla}>
              <text className="adm-chart__label" x={0} y={(y(d) ?? 0) + y.bandwidth() / 2} dy="0.35em">
                {sigla}
              </text>
              {HORAS.map((h) => {
                const n = valor.get(`${d}-${h}`) ?? 0;
                return (
                  <Bar
                    key={h}
                    className="adm-heat__cell"
                    x={x(h) ?? 0}
                    y={y(d) ?? 0}
                    width={x.bandwidth()}
                    height={y.bandwidth()}
                    fillOpacity={n ? opacidade(n) : 0.04}
                    rx={2}
                  />
                );
              })}
            </g>
          ))}
        </svg>
      </div>
      <p className="cb-muted">
        {resumo} A grade completa está na tabela “{tabela}”.
      </p>
    </figure>
  );
}
