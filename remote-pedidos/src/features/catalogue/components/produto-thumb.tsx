import type { ProdutoServico } from '@colabora/shared/contracts/produtos';
import { Icon } from '@colabora/shared/ui';
import { useProdutoFotoUrl } from '../api/get-produto-foto';

export type ProdutoThumbProps = { produto: ProdutoServico };

/** The entry's photo at 48×48, or a placeholder icon without one. */
export function ProdutoThumb({ produto }: ProdutoThumbProps) {
  const url = useProdutoFotoUrl(produto);
  return url ? (
    <img className="pedidos-thumb" src={url} alt="" width={48} height={48} />
  ) : (
    <span className="pedidos-thumb pedidos-thumb--empty" aria-hidden="true">
      <Icon name="inventory_2" />
    </span>
  );
}
