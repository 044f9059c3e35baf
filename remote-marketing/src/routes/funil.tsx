import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import { FunilPage } from '../features/funil/components/funil-page';
import '../features/funil/funil.css';

/** /funil: the institution's sales funnel as a live kanban. */
export default function FunilRoute({ title, menuItem }: RemotePageProps) {
  return <FunilPage title={title} menuItem={menuItem} />;
}
