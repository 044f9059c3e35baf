import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import { FunilPage } from '../features/funil/components/funil-page';
import '../features/funil/funil.css';

// /funil's first queries, for the host to fill the cache before the first screen is shown
// (load-remote-page.ts): its data then arrives with the page, in one render.
export { default as prefetch } from './funil-prefetch';

/** /funil: the institution's sales funnel as a live kanban. */
export default function FunilRoute({ title, menuItem }: RemotePageProps) {
  return <FunilPage title={title} menuItem={menuItem} />;
}
