import type { RouteObject } from 'react-router';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { PublicOnlyRoute } from './auth/PublicOnlyRoute';
import { AppLayout } from './layouts/AppLayout';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { GetStartedPage } from './pages/get-started/GetStartedPage';
import { LoginPage } from './pages/login/LoginPage';
import { LogoutPage } from './pages/logout/LogoutPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { RouteErrorPage } from './pages/route-error/RouteErrorPage';

/** Every route of the portal (spec §2); later issues add private pages next to the dashboard. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Pathless so a failing page is replaced inside the layout, not the whole window.
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <PublicOnlyRoute />,
            children: [
              { index: true, element: <LoginPage /> },
              { path: 'login', element: <LoginPage /> },
            ],
          },
          { path: 'logout', element: <LogoutPage /> },
          {
            element: <ProtectedRoute audience="newcomers" />,
            children: [{ path: 'get-started', element: <GetStartedPage /> }],
          },
          {
            element: <ProtectedRoute />,
            children: [{ path: 'dashboard', element: <DashboardPage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
