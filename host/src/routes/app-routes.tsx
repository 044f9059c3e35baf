import { Navigate, Route, Routes } from '@colabora/shared/router';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteElement } from './route-element';
import { effectiveRoutes } from './route-table';

const ROUTES = effectiveRoutes();

/** The one router of the app: an empty path goes to dashboard; every route renders through its guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      {ROUTES.map((route) => (
        <Route key={route.path} path={`${route.path}/*`} element={<RouteElement route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
