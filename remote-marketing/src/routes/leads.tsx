import type { RemotePageProps } from '@colabora/shared/contracts';
import { UnderConstruction } from '@colabora/shared/ui';

/** /leads: built by a later issue; until then an honest placeholder with the real title. */
export default function LeadsRoute({ title }: RemotePageProps) {
  return <UnderConstruction title={title} />;
}
