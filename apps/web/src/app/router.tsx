import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { NotFoundPage } from './not-found-page';

/**
 * The routes. Sign-in pages and the signed-in pages are separate chunks, so the first screen a
 * visitor sees downloads only what it needs; each wizard will be its own chunk too.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/auth',
      children: [
        { index: true, element: <Navigate to={paths.login} replace /> },
        {
          path: 'login',
          lazy: async () => ({
            Component: (await import('../features/auth/components/login-page')).LoginPage,
          }),
        },
        {
          path: 'signup',
          lazy: async () => ({
            Component: (await import('../features/auth/components/signup-page')).SignupPage,
          }),
        },
        {
          path: 'forgot-password',
          lazy: async () => ({
            Component: (await import('../features/auth/components/forgot-password-page'))
              .ForgotPasswordPage,
          }),
        },
        {
          path: 'reset-password',
          lazy: async () => ({
            Component: (await import('../features/auth/components/reset-password-page'))
              .ResetPasswordPage,
          }),
        },
      ],
    },
    {
      lazy: async () => ({ Component: (await import('./signed-in-layout')).SignedInLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('../features/dashboard/components/dashboard-page'))
              .DashboardPage,
          }),
        },
        { path: 'dashboard', element: <Navigate to={paths.home} replace /> },
        {
          path: 'settings',
          lazy: async () => ({
            Component: (await import('../features/settings/components/settings-page')).SettingsPage,
          }),
        },
        {
          path: 'kyc/income',
          lazy: async () => ({ Component: (await import('./kyc-route')).KycIncomeRoute }),
        },
        {
          path: 'kyc/health',
          lazy: async () => ({ Component: (await import('./kyc-route')).KycHealthRoute }),
        },
        {
          path: 'buy/income',
          lazy: async () => ({ Component: (await import('./income-route')).IncomeRoute }),
        },
        // The health wizards: each flow's routes share one component, so the wizard stays open.
        ...['buy/health', 'signup/health/summary', 'signup/health/complete'].map((path) => ({
          path,
          lazy: async () => ({ Component: (await import('./health-route')).HealthRoute }),
        })),
        ...['buy/health-cash', 'signup/health-cash/contact'].map((path) => ({
          path,
          lazy: async () => ({ Component: (await import('./health-cash-route')).HealthCashRoute }),
        })),
        {
          path: 'enrollee/profile',
          lazy: async () => ({
            Component: (await import('../features/settings/components/enrollee-profile-page'))
              .EnrolleeProfilePage,
          }),
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}

export type AppRouter = ReturnType<typeof createRouter>;
