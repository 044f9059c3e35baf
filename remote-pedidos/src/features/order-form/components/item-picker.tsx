import type { CatalogoItem } from '@colabora/shared/contracts/pedidos';
import { formatCentavos, matchesSearch } from '@colabora/shared/format';
import { Button, TextField } from '@colabora/shared/ui';
import { useMemo, useState } from 'react';

export type ItemPickerProps = {
  catalogo: CatalogoItem[];
  /** Products already in the order: offered as "+1" instead of a second line. */
  chosen: ReadonlySet<number>;
  onPick: (item: CatalogoItem) => void;
};

/** Search the catalogue and add products to the order, one press per unit. */
export function ItemPicker({ catalogo, chosen, onPick }: ItemPickerProps) {
  const [busca, setBusca] = useState('');
  const shown = useMemo(() => {
    const q = busca.trim();
    return q ? catalogo.filter((item) => matchesSearch(item.nome, q) || matchesSearch(item.categoria, q)) : catalogo;
  }, [busca, catalogo]);

  return (
    <div className="pedidos-picker">
      <TextField
        label="Buscar no catálogo"
        type="search"
        value={busca}
        onChange={(event) => setBusca(event.target.value)}
        placeholder="Nome ou categoria"
      />
      {shown.length === 0 ? (
        <p className="cb-muted">Nenhum produto ou serviço ativo encontrado.</p>
      ) : (
        <ul className="pedidos-picker__list" aria-label="Catálogo">
          {shown.map((item) => (
            <li key={item.idProdutoServico} className="pedidos-picker__item">
              <span>
                {item.nome}
                {item.categoria ? <span className="cb-muted"> · {item.categoria}</span> : null}
              </span>
              <span className="cb-nowrap">{formatCentavos(item.precoCentavos)}</span>
              <Button size="sm" variant="secondary" onClick={() => onPick(item)} aria-label={`Adicionar ${item.nome}`}>
                {chosen.has(item.idProdutoServico) ? '+1' : 'Adicionar'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
