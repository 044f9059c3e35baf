import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { DaySummary } from '../features/dashboard/components/day-summary';
import { MinhaFila } from '../features/dashboard/components/minha-fila';
import { MenuPage } from '../features/menu/components/menu-page';
import '../features/dashboard/dashboard.css';

export type DashboardPageProps = { title: string };

/** /dashboard: a greeting, the user's own queue and the day's figures (GET /api/dashboard/resumo), and the user's screens. */
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
        <MinhaFila />
        <DaySummary />
      </section>
      <MenuPage title="Suas telas" embedded />
    </>
  );
}
