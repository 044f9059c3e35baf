import type { FilaRef } from '@colabora/shared/contracts';

/** A conversation's queue: its name on its colour (the Filas screen offers colours that keep white text readable). */
export function FilaBadge({ fila }: { fila: FilaRef }) {
  return (
    <span className="inbox-fila" style={{ backgroundColor: fila.cor }} title={`Fila ${fila.nome}`}>
      {fila.nome}
    </span>
  );
}
