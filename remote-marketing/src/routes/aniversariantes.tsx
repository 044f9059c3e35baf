import type { RemotePageProps } from '@colabora/shared/contracts';
import { AniversariantesPage } from '../features/aniversariantes/components/aniversariantes-page';
import '../features/aniversariantes/aniversariantes.css';

/** /aniversariantes: the birthdays list, the WhatsApp greeting and the automatic greeting's settings. */
export default function AniversariantesRoute({ title, menuItem }: RemotePageProps) {
  return <AniversariantesPage title={title} menuItem={menuItem} />;
}
