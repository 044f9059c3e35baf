import type { RemotePageProps } from '@colabora/shared/contracts';
import { UnderConstruction } from '@colabora/shared/ui';

/** /enviar-dados: built by a later issue; until then an honest placeholder with the real title. */
export default function EnviarDadosRoute({ title }: RemotePageProps) {
  return <UnderConstruction title={title} />;
}
