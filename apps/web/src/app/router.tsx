import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { NotFoundPage } from './not-found-page';
import { load } from './route-modules';

/**
 * The routes. Every page is its own chunk (route-modules.ts), so the first screen a visitor sees
 * downloads only what it needs; each wizard is its own chunk too. A path added here goes into
 * route-modules.ts's pageModules as well (route-modules.test.ts checks the two agree).
 */
export const routes: RouteObject[] = [
  {
    path: '/auth',
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await load.login()).LoginPage,
        }),
      },
      {
        path: 'signup',
        lazy: async () => ({
          Component: (await load.signup()).SignupPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await load.forgotPassword()).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await load.resetPassword()).ResetPasswordPage,
        }),
      },
    ],
  },
  // The next of kin's death claim: public, outside the signed-in layout (no account needed).
  {
    path: 'claim/next-of-kin',
    lazy: async () => ({ Component: (await load.nextOfKinClaim()).NextOfKinClaimPage }),
  },
  // Help and complaints: public, signed in or not (issue 18).
  {
    path: 'help',
    lazy: async () => ({ Component: (await load.help()).HelpPage }),
  },
  {
    lazy: async () => ({ Component: (await load.signedInArea()).SignedInLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await load.signedInArea()).DashboardWithClaims,
        }),
      },
      { path: 'dashboard', element: <Navigate to={paths.home} replace /> },
      {
        path: 'settings',
        lazy: async () => ({
          Component: (await load.settings()).SettingsPage,
        }),
      },
      {
        path: 'kyc/income',
        lazy: async () => ({ Component: (await load.kyc()).KycIncomeRoute }),
      },
      {
        path: 'kyc/health',
        lazy: async () => ({ Component: (await load.kyc()).KycHealthRoute }),
      },
      {
        path: 'buy/income',
        lazy: async () => ({ Component: (await load.incomeRoute()).IncomeRoute }),
      },
      // The health wizards: each flow's routes share one component, so the wizard stays open.
      ...['buy/health', 'signup/health/summary', 'signup/health/complete'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await load.healthRoute()).HealthRoute }),
      })),
      ...['buy/health-cash', 'signup/health-cash/contact'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await load.healthCashRoute()).HealthCashRoute }),
      })),
      ...['claim/income', 'claim/health-cash'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await load.claimRoute()).ClaimRoute }),
      })),
      {
        path: 'enrollee/profile',
        lazy: async () => ({
          Component: (await load.enrolleeProfile()).EnrolleeProfilePage,
        }),
      },
    ],
  },
  // A new staff member's invitation (issue 24): in the back office's sign-in area, before any sign-in.
  {
    path: 'admin/invitation',
    lazy: async () => ({ Component: (await load.adminInvitation()).InvitationPage }),
  },
  {
    path: 'admin',
    lazy: async () => ({ Component: (await load.admin()).AdminArea }),
    children: [
      { index: true, lazy: async () => ({ Component: (await load.admin()).AdminHome }) },
      { path: 'staff', lazy: async () => ({ Component: (await load.adminStaff()).StaffPage }) },
      { path: 'audit', lazy: async () => ({ Component: (await load.adminAudit()).AuditPage }) },
      {
        path: 'customers',
        lazy: async () => ({ Component: (await load.adminCustomers()).CustomersPage }),
      },
      { path: 'leads', lazy: async () => ({ Component: (await load.adminLeads()).LeadsPage }) },
      {
        path: 'reviews',
        lazy: async () => ({ Component: (await load.adminReviews()).ReviewsPage }),
      },
      {
        path: 'sponsors',
        lazy: async () => ({ Component: (await load.adminSponsors()).SponsorsPage }),
      },
      { path: 'claims', lazy: async () => ({ Component: (await load.adminClaims()).ClaimsPage }) },
      {
        path: 'payouts',
        lazy: async () => ({ Component: (await load.adminPayouts()).PayoutsPage }),
      },
      {
        path: 'complaints',
        lazy: async () => ({ Component: (await load.adminComplaints()).ComplaintsPage }),
      },
      {
        path: 'whatsapp',
        lazy: async () => ({ Component: (await load.adminWhatsApp()).WhatsAppPage }),
      },
      {
        path: 'preauthorisations',
        lazy: async () => ({
          Component: (await load.adminPreauthorisations()).PreauthorisationsPage,
        }),
      },
      {
        path: 'capitation',
        lazy: async () => ({ Component: (await load.adminCapitation()).CapitationPage }),
      },
      {
        path: 'finance',
        lazy: async () => ({ Component: (await load.adminFinance()).FinancePage }),
      },
    ],
  },
  {
    path: 'hospital',
    lazy: async () => ({ Component: (await load.hospital()).HospitalPortal }),
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createRouter>;
