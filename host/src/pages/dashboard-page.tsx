import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { MenuPage } from '../features/menu/components/menu-page';

export type DashboardPageProps = { title: string };

/**
 * /dashboard. The figures of the day (orders, revenue, chats, leads) arrive with the summary
 * endpoint of a later issue; until then the page greets the user and offers their screens.
 */
export function DashboardPage({ title }: DashboardPageProps) {
  const session = useAtomValue(sessionAtom);
  const firstName = session?.usuario.nome.split(' ')[0] ?? '';
  return (
    <>
      <section className="page page--compact" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{title}</h1>
        <p className="page__lead">
          Olá, {firstName}! Você está em <strong>{session?.usuario.instituicaoRazaoSocial}</strong>.
        </p>
      </section>
      <MenuPage title="Suas telas" embedded />
    </>
  );
}
