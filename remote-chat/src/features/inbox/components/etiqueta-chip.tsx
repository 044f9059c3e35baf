import type { Etiqueta } from '@colabora/shared/contracts';

/** A conversation's label: its name on its colour (the offered colours keep white text readable). */
export function EtiquetaChip({ etiqueta }: { etiqueta: Etiqueta }) {
  return (
    <span className="agenda-etiqueta" style={{ backgroundColor: etiqueta.cor }} title={`Etiqueta ${etiqueta.nome}`}>
      {etiqueta.nome}
    </span>
  );
}
