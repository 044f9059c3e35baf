import type { RemotePageProps } from '@colabora/shared/contracts';
import { JsonCampanhaPage } from '../features/json-campanha/components/json-campanha-page';
import '../features/campanhas/campanhas.css';

/** /json-campanha: a campaign as JSON, edited against the contract the API validates with. */
export default function JsonCampanhaRoute({ title, menuItem }: RemotePageProps) {
  return <JsonCampanhaPage title={title} menuItem={menuItem} />;
}
