import type { RemotePageProps } from '@colabora/shared/contracts';
import { UnderConstruction } from '@colabora/shared/ui';

/** /produto-servico: built by a later issue; until then an honest placeholder with the real title. */
export default function ProdutoServicoRoute({ title }: RemotePageProps) {
  return <UnderConstruction title={title} />;
}
