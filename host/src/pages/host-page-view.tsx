import { LoadingState } from '@colabora/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { ScreenDrawn } from '../app/screen-drawn';
import type { HostPage } from '../routes/route-table';

type PageProps = { title: string };

// Each host page is its own chunk, so /acesso needs only the login form's code.
const PAGES: Record<HostPage, ComponentType<PageProps>> = {
  acesso: lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage }))),
  alterarsenha: lazy(() =>
    import('../features/auth/components/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
  ),
  menu: lazy(() => import('../features/menu/components/menu-page').then((m) => ({ default: m.MenuPage }))),
  dashboard: lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  'criar-conta': lazy(() =>
    import('../features/signup/components/sign-up-page').then((m) => ({ default: m.SignUpPage })),
  ),
  privacidade: lazy(() => import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage }))),
  termos: lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage }))),
  meuperfil: lazy(() =>
    import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
  ),
  configuracoes: lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage }))),
  menuportaria: lazy(() =>
    import('../features/portaria/components/portaria-page').then((m) => ({ default: m.PortariaPage })),
  ),
};

export type HostPageViewProps = { page: HostPage; title: string };

export function HostPageView({ page, title }: HostPageViewProps) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<LoadingState />}>
      <Page title={title} />
      <ScreenDrawn />
    </Suspense>
  );
}
