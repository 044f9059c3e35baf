import type { RemotePageProps } from '@colabora/shared/contracts';
import { UnderConstruction } from '@colabora/shared/ui';

/** /auto-atualizacao-config: built by a later issue; until then an honest placeholder with the real title. */
export default function AutoAtualizacaoConfigRoute({ title }: RemotePageProps) {
  return <UnderConstruction title={title} />;
}
