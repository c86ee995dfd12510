import { errorCopy } from '@alaafia/domain';
import {
  Component,
  createElement,
  use,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { useOptionalT } from '../lib/i18n';
import { NotFoundPage } from './not-found-page';
import { load, loadModule, modulesOf, type Loader } from './route-modules';
import { useSessionExpiry } from './session-expiry';

/** A page whose component is `pick`ed from its module once `loader`'s download has arrived. */
function LazyPage<M>({ loader, pick }: { loader: Loader<M>; pick: (module: M) => ComponentType }) {
  // The module's own component, the same one every render.
  return createElement(pick(use(loadModule(loader))));
}

/** The element of a route whose page is its own chunk (route-modules.ts's loader). */
function page<M>(loader: Loader<M>, pick: (module: M) => ComponentType): ReactElement {
  return <LazyPage loader={loader} pick={pick} />;
}

/**
 * The routes. Every page is its own chunk (route-modules.ts), so the first screen a visitor sees
 * downloads only what it needs; each wizard is its own chunk too. A path added here goes into
 * route-modules.ts's pageModules as well (route-modules.test.ts checks the two agree).
 *
 * Declared routes (React Router's declarative mode: `useRoutes` in a BrowserRouter, a StaticRouter on
 * the server) rather than its data router, which the app used for nothing but loading each page's
 * module: the data router's code was 16 KB (brotli) of every page's download (issue 38,
 * docs/performance.md). A page renders once its module has arrived: a navigation waits in a
 * transition meanwhile (the page before stays on screen, as the data router's lazy routes did), and
 * the first page's modules are awaited before React takes the page over (boot.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/auth',
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        path: 'login',
        element: page(load.login, (m) => m.LoginPage),
      },
      {
        path: 'signup',
        element: page(load.signup, (m) => m.SignupPage),
      },
      {
        path: 'forgot-password',
        element: page(load.forgotPassword, (m) => m.ForgotPasswordPage),
      },
      {
        path: 'phone-account',
        element: page(load.phoneAccount, (m) => m.PhoneAccountPage),
      },
      {
        path: 'reset-password',
        element: page(load.resetPassword, (m) => m.ResetPasswordPage),
      },
    ],
  },
  // The next of kin's death claim: public, outside the signed-in layout (no account needed).
  {
    path: 'claim/next-of-kin',
    element: page(load.nextOfKinClaim, (m) => m.NextOfKinClaimPage),
  },
  // Help and complaints: public, signed in or not (issue 18).
  {
    path: 'help',
    element: page(load.help, (m) => m.HelpPage),
  },
  {
    element: page(load.signedInArea, (m) => m.SignedInLayout),
    children: [
      {
        index: true,
        element: page(load.home, (m) => m.DashboardWithClaims),
      },
      { path: 'dashboard', element: <Navigate to={paths.home} replace /> },
      {
        path: 'settings',
        element: page(load.settings, (m) => m.SettingsPage),
      },
      {
        path: 'kyc/income',
        element: page(load.kycIncome, (m) => m.KycIncomeRoute),
      },
      {
        path: 'kyc/health',
        element: page(load.kycHealth, (m) => m.KycHealthRoute),
      },
      {
        path: 'buy/income',
        element: page(load.incomeRoute, (m) => m.IncomeRoute),
      },
      // The health wizards: each flow's routes share one component, so the wizard stays open.
      ...['buy/health', 'signup/health/summary', 'signup/health/complete'].map((path) => ({
        path,
        element: page(load.healthRoute, (m) => m.HealthRoute),
      })),
      ...['buy/health-cash', 'signup/health-cash/contact'].map((path) => ({
        path,
        element: page(load.healthCashRoute, (m) => m.HealthCashRoute),
      })),
      ...['claim/income', 'claim/health-cash'].map((path) => ({
        path,
        element: page(load.claimRoute, (m) => m.ClaimRoute),
      })),
      {
        path: 'care',
        element: page(load.care, (m) => m.CarePage),
      },
      {
        path: 'enrollee/profile',
        element: page(load.enrolleeProfile, (m) => m.EnrolleeProfilePage),
      },
    ],
  },
  // A new staff member's invitation (issue 24): in the back office's sign-in area, before any sign-in.
  {
    path: 'admin/invitation',
    element: page(load.adminInvitation, (m) => m.InvitationPage),
  },
  {
    path: 'admin',
    element: page(load.admin, (m) => m.AdminArea),
    children: [
      { index: true, element: page(load.admin, (m) => m.AdminHome) },
      { path: 'staff', element: page(load.adminStaff, (m) => m.StaffPage) },
      { path: 'audit', element: page(load.adminAudit, (m) => m.AuditPage) },
      {
        path: 'customers',
        element: page(load.adminCustomers, (m) => m.CustomersPage),
      },
      { path: 'leads', element: page(load.adminLeads, (m) => m.LeadsPage) },
      {
        path: 'reviews',
        element: page(load.adminReviews, (m) => m.ReviewsPage),
      },
      {
        path: 'sponsors',
        element: page(load.adminSponsors, (m) => m.SponsorsPage),
      },
      { path: 'claims', element: page(load.adminClaims, (m) => m.ClaimsPage) },
      {
        path: 'payouts',
        element: page(load.adminPayouts, (m) => m.PayoutsPage),
      },
      {
        path: 'complaints',
        element: page(load.adminComplaints, (m) => m.ComplaintsPage),
      },
      {
        path: 'whatsapp',
        element: page(load.adminWhatsApp, (m) => m.WhatsAppPage),
      },
      {
        path: 'preauthorisations',
        element: page(load.adminPreauthorisations, (m) => m.PreauthorisationsPage),
      },
      {
        path: 'capitation',
        element: page(load.adminCapitation, (m) => m.CapitationPage),
      },
      {
        path: 'automation',
        element: page(load.adminAutomation, (m) => m.AutomationPage),
      },
      {
        path: 'finance',
        element: page(load.adminFinance, (m) => m.FinancePage),
      },
    ],
  },
  {
    path: 'hospital',
    element: page(load.hospital, (m) => m.HospitalPortal),
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * A page that failed to draw, its module's download included (the connection dropped): the generic
 * line and a way to ask again, instead of an empty screen. Another address clears it.
 */
class PageFailure extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean; pathname: string }
> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: { failed: boolean; pathname: string },
  ) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}

/** The staff's pages have no catalogue (they stay English): the failure's words there. */
const STAFF_WORDS = { title: errorCopy.generic, retry: 'Try again' };

function PageFailed() {
  const t = useOptionalT();
  const words = t ? { title: t('common.error.generic'), retry: t('common.tryAgain') } : STAFF_WORDS;
  return (
    <main className="page-card page-card--center" id="main">
      <h1>{words.title}</h1>
      <Button onClick={() => window.location.reload()}>{words.retry}</Button>
    </main>
  );
}

/**
 * The app's pages for the address: the routes above, with their modules asked for as soon as the
 * address is known (a layout and its page together, rather than one after the other), and a session
 * that ends on the server sending the customer to sign in (session-expiry.ts).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  for (const loader of modulesOf(pathname)) void loadModule(loader).catch(() => undefined);
  useSessionExpiry();
  return <PageFailure pathname={pathname}>{useRoutes(routes)}</PageFailure>;
}
