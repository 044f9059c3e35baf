import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import '../admin.css';
import { DashboardPresidentePage } from '../features/dashboard/components/dashboard-presidente-page';

/** /dashboard-presidente: institution-wide figures with charts. */
export default function DashboardPresidenteRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<DashboardPresidentePage title={title} menuItem={menuItem} />} />
    </Routes>
  );
}
