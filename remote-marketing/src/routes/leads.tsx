import type { RemotePageProps } from '@colabora/shared/contracts';
import { LoadingState } from '@colabora/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@colabora/shared/router';
import { LeadDetailPage } from '../features/leads/components/lead-detail-page';
import { LeadsPage } from '../features/leads/components/leads-page';
import '../features/leads/leads.css';

// The form (and react-hook-form with it) loads when someone opens it, not with the list.
const LeadFormPage = lazy(() =>
  import('../features/leads/components/lead-form-page').then((module) => ({ default: module.LeadFormPage })),
);

/** /leads: the list with filters and bulk actions, a lead's detail with its history, and the form. */
export default function LeadsRoute({ title, menuItem }: RemotePageProps) {
  const form = (
    <Suspense fallback={<LoadingState label="Carregando formulário…" />}>
      <LeadFormPage menuItem={menuItem} />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<LeadsPage title={title} menuItem={menuItem} />} />
      <Route path="novo" element={form} />
      <Route path=":idLead" element={<LeadDetailPage menuItem={menuItem} />} />
      <Route path=":idLead/editar" element={form} />
    </Routes>
  );
}
