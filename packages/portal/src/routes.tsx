import type { RouteObject } from 'react-router';
import { PortalRoot, PortalStarting } from './PortalRoot';
import { EnabledRoute } from './auth/EnabledRoute';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { PublicOnlyRoute } from './auth/PublicOnlyRoute';
import { AppLayout } from './layouts/AppLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { BareLayout } from './layouts/BareLayout';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { ForgotPasswordPage } from './pages/forgot-password/ForgotPasswordPage';
import { GetStartedPage } from './pages/get-started/GetStartedPage';
import { LoginPage } from './pages/login/LoginPage';
import { LogoutPage } from './pages/logout/LogoutPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { OtpSubmitPage } from './pages/otp-submit/OtpSubmitPage';
import { RouteErrorPage } from './pages/route-error/RouteErrorPage';
import { SsoPage } from './pages/sso/SsoPage';
import { WelcomeUserPage } from './pages/welcome-user/WelcomeUserPage';

/**
 * Pages few visitors open (sign-up brings date and phone pickers, for one)
 * load on their first visit, so the sign-in screen stays light.
 */
const pages = {
  register: async () => ({ Component: (await import('./pages/register/RegisterPage')).RegisterPage }),
  cslRegister: async () => ({ Component: (await import('./pages/csl-register/CslRegisterPage')).CslRegisterPage }),
  verifyAccount: async () => ({ Component: (await import('./pages/verify-account/VerifyAccountPage')).VerifyAccountPage }),
  devMailbox: async () => ({ Component: (await import('./pages/dev-mailbox/DevMailboxPage')).DevMailboxPage }),
  registrationRequest: async () => ({
    Component: (await import('./pages/registration-request/RegistrationRequestPage')).RegistrationRequestPage,
  }),
} satisfies Record<string, RouteObject['lazy']>;

/**
 * Every route of the portal (spec §2; docs/portal-routes.md describes each).
 * Later issues add private pages next to the dashboard.
 */
export const routes: RouteObject[] = [
  {
    element: <PortalRoot />,
    HydrateFallback: PortalStarting,
    children: [
      {
        // The brand's own screen around sign-in and the account flows before it.
        element: <AuthLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                element: <PublicOnlyRoute />,
                children: [
                  { index: true, element: <LoginPage /> },
                  { path: 'login', element: <LoginPage /> },
                  { path: 'otp-submit', element: <OtpSubmitPage /> },
                  { path: 'sso', element: <SsoPage /> },
                  { path: 'forgot-password', element: <ForgotPasswordPage /> },
                  {
                    element: <EnabledRoute feature="registration_enabled" otherwise="login" />,
                    children: [{ path: 'register', lazy: pages.register }],
                  },
                  { path: 'csl-register', lazy: pages.cslRegister },
                  { path: 'welcome-user', element: <WelcomeUserPage /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [{ element: <ProtectedRoute />, children: [{ path: 'verify-account', lazy: pages.verifyAccount }] }],
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            // Pathless so a failing page is replaced inside the layout, not the whole window.
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'logout', element: <LogoutPage /> },
              {
                element: <EnabledRoute feature="dev_mailbox" otherwise="not-found" />,
                children: [{ path: 'dev/mailbox', lazy: pages.devMailbox }],
              },
              {
                element: <ProtectedRoute audience="newcomers" />,
                children: [{ path: 'get-started', element: <GetStartedPage /> }],
              },
              {
                element: <ProtectedRoute />,
                children: [
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'registration-request', lazy: pages.registrationRequest },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
