import type { RemotePageProps } from '@colabora/shared/contracts';
import { UnderConstruction } from '@colabora/shared/ui';

/** /aniversariantes: built by a later issue; until then an honest placeholder with the real title. */
export default function AniversariantesRoute({ title }: RemotePageProps) {
  return <UnderConstruction title={title} />;
}
