import { paths } from '../config/paths';
import { withMessages } from '../lib/messages';

/**
 * Every page module the app loads on demand, one loader each. The router (router.tsx) and the wizard
 * routes load through these (with loadModule, below), and main.tsx calls preloadPage() before React has even downloaded, so a
 * page's own chunks come in parallel with React instead of after it (on a 150 ms round trip, each
 * link of a download chain costs a phone a few hundred milliseconds). A customer's page loads the
 * words it shows with its code (withMessages: the namespaces of packages/i18n, each a chunk per
 * language, docs/architecture.md 'Languages'); the staff's pages stay English and load none.
 */
export const load = {
  login: withMessages(['auth'], () => import('../features/auth/components/login-page')),
  signup: withMessages(['auth'], () => import('../features/auth/components/signup-page')),
  forgotPassword: withMessages(
    ['auth'],
    () => import('../features/auth/components/forgot-password-page'),
  ),
  phoneAccount: withMessages(
    ['auth'],
    () => import('../features/auth/components/phone-account-page'),
  ),
  resetPassword: withMessages(
    ['auth'],
    () => import('../features/auth/components/reset-password-page'),
  ),
  /** The signed-in layout and the dashboard page (signed-in-area.ts), with the frame's words. */
  signedInArea: withMessages(['frame'], () => import('./signed-in-area')),
  /** The home page: the same module, with the dashboard's own words, which only the pages that
   * show the dashboard load (here and each wizard's route), not Settings or KYC. */
  home: withMessages(['dashboard'], () => import('./signed-in-area')),
  // The checkout's words come when a card is replaced (saved-card-section.tsx).
  settings: withMessages(
    ['settings', 'account'],
    () => import('../features/settings/components/settings-page'),
  ),
  enrolleeProfile: withMessages(
    ['settings'],
    () => import('../features/settings/components/enrollee-profile-page'),
  ),
  /** The KYC page of each product line: one module, each with its own product's words. */
  kycIncome: withMessages(['kyc', 'income', 'wizard'], () => import('./kyc-route')),
  kycHealth: withMessages(['kyc', 'health', 'wizard'], () => import('./kyc-route')),
  /** What the KYC page shows at once: its screens (fetched later from a wizard, issue 38), preloaded
   * with /kyc's page so they come with its first download rather than a round trip after it. */
  kycChain: withMessages(['kyc', 'wizard'], () => import('../flows/kyc/components/kyc-chain')),
  /** Each wizard's route (the dashboard, with its words, and the wizard over it) and the wizard,
   * which the route loads once the dashboard is on screen (so it is not preloaded with the page). */
  incomeRoute: withMessages(['dashboard'], () => import('./income-route')),
  incomeWizard: withMessages(
    ['income', 'kyc', 'checkout', 'wizard'],
    () => import('../features/income-protection/components/income-wizard'),
  ),
  healthRoute: withMessages(['dashboard'], () => import('./health-route')),
  healthWizard: withMessages(
    ['health', 'kyc', 'checkout', 'wizard'],
    () => import('../features/health/components/health-wizard'),
  ),
  healthCashRoute: withMessages(['dashboard'], () => import('./health-cash-route')),
  healthCashWizard: withMessages(
    ['healthCash', 'health', 'kyc', 'checkout', 'wizard'],
    () => import('../features/health-cash/components/health-cash-wizard'),
  ),
  claimRoute: withMessages(['dashboard'], () => import('./claim-route')),
  claimWizard: withMessages(
    ['claims', 'wizard'],
    () => import('../features/claims/components/claim-wizard'),
  ),
  /** The dashboard's claims list, for a customer who has claims (dashboard-with-claims.tsx). */
  claimsSection: withMessages(
    ['claims'],
    () => import('../features/claims/components/claims-section'),
  ),
  /** The next of kin's death claim: public (no account), its own chunk. */
  nextOfKinClaim: withMessages(
    ['claims', 'wizard'],
    () => import('../features/claims/components/next-of-kin-claim-page'),
  ),
  /**
   * The member's hospital care (issue 39 item 6): its own chunk, with its form; `claims` for a refund
   * claim's state (`claims.status.*`).
   */
  care: withMessages(['support', 'claims'], () => import('../features/care/components/care-page')),
  /** Help and complaints: public (signed in or not), its own chunk. */
  help: withMessages(['support'], () => import('../features/support/components/help-page')),
  /** The back office: its own chunks, loaded only by staff: the frame,
   * then each page its own (issue 30: a page downloads and runs only its own code). */
  admin: () => import('./admin-area'),
  /** A new staff member's invitation (before any sign-in): its own chunk, with its form. */
  adminInvitation: () => import('../features/admin/staff/invitation-page'),
  /** The hospital portal (issue 28): its own chunk, loaded only by a hospital's staff. */
  hospital: () => import('./hospital-area'),
  adminStaff: () => import('../features/admin/staff/staff-page'),
  adminAudit: () => import('../features/admin/audit/audit-page'),
  adminCustomers: () => import('../features/admin/customers/customers-page'),
  adminLeads: () => import('../features/admin/leads/leads-page'),
  adminReviews: () => import('../features/admin/reviews/reviews-page'),
  adminSponsors: () => import('../features/admin/sponsors/sponsors-page'),
  adminClaims: () => import('../features/admin/claims/claims-page'),
  adminPayouts: () => import('../features/admin/payouts/payouts-page'),
  adminComplaints: () => import('../features/admin/complaints/complaints-page'),
  adminWhatsApp: () => import('../features/admin/whatsapp/whatsapp-page'),
  adminPreauthorisations: () =>
    import('../features/admin/preauthorisations/preauthorisations-page'),
  adminCapitation: () => import('../features/admin/capitation/capitation-page'),
  adminAutomation: () => import('../features/admin/automation/automation-page'),
  adminFinance: () => import('../features/admin/finance/finance-page'),
};

export type Loader<M = unknown> = () => Promise<M>;
const signedIn = (...loaders: Loader[]): Loader[] => [load.signedInArea, ...loaders];

/**
 * A module's download as React's `use` reads it: a promise that says, once settled, what it settled to
 * (`status`, `value`: React's convention for a promise it has seen), so a page whose module has
 * arrived renders at once rather than suspending for a moment (router.tsx's pages; boot.tsx waits for
 * the first page's modules, then hydrates).
 */
type Settled = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown };
const loads = new Map<Loader, Promise<unknown>>();

/** The download of `loader`'s module: started once, and again after a failure (a dropped connection). */
export function loadModule<M>(loader: Loader<M>): Promise<M> {
  const known = loads.get(loader) as Promise<M> | undefined;
  if (known) return known;
  const started = loader();
  const settled = started as Promise<M> & Settled;
  settled.status = 'pending';
  started.then(
    (value) => {
      settled.status = 'fulfilled';
      settled.value = value;
    },
    (reason: unknown) => {
      settled.status = 'rejected';
      settled.reason = reason;
      loads.delete(loader);
    },
  );
  loads.set(loader, started);
  return started;
}

/** The modules the page at `pathname` needs (none for an unknown path). */
export function modulesOf(pathname: string): readonly Loader[] {
  return pageModules[normalise(pathname)] ?? [];
}

/** What each page shows first needs, by path (router.tsx maps the same paths to these modules). */
export const pageModules: Readonly<Record<string, readonly Loader[]>> = {
  [paths.login]: [load.login],
  [paths.signup]: [load.signup],
  [paths.forgotPassword]: [load.forgotPassword],
  [paths.phoneAccount]: [load.phoneAccount],
  [paths.resetPassword]: [load.resetPassword],
  [paths.home]: signedIn(load.home),
  [paths.settings]: signedIn(load.settings),
  [paths.enrolleeProfile]: signedIn(load.enrolleeProfile),
  [paths.care]: signedIn(load.care),
  [paths.kycIncome]: signedIn(load.kycIncome, load.kycChain),
  [paths.kycHealth]: signedIn(load.kycHealth, load.kycChain),
  [paths.buyIncome]: signedIn(load.incomeRoute),
  [paths.buyHealth]: signedIn(load.healthRoute),
  [paths.healthSummary]: signedIn(load.healthRoute),
  [paths.healthComplete]: signedIn(load.healthRoute),
  [paths.buyHealthCash]: signedIn(load.healthCashRoute),
  [paths.healthCashContact]: signedIn(load.healthCashRoute),
  [paths.claimIncome]: signedIn(load.claimRoute),
  [paths.claimHealthCash]: signedIn(load.claimRoute),
  [paths.claimNextOfKin]: [load.nextOfKinClaim],
  [paths.help]: [load.help],
  [paths.admin]: [load.admin],
  [paths.adminStaff]: [load.admin, load.adminStaff],
  [paths.adminInvitation]: [load.adminInvitation],
  [paths.adminAudit]: [load.admin, load.adminAudit],
  [paths.adminCustomers]: [load.admin, load.adminCustomers],
  [paths.adminLeads]: [load.admin, load.adminLeads],
  [paths.adminReviews]: [load.admin, load.adminReviews],
  [paths.adminSponsors]: [load.admin, load.adminSponsors],
  [paths.adminClaims]: [load.admin, load.adminClaims],
  [paths.adminPayouts]: [load.admin, load.adminPayouts],
  [paths.adminComplaints]: [load.admin, load.adminComplaints],
  [paths.adminWhatsApp]: [load.admin, load.adminWhatsApp],
  [paths.adminPreauthorisations]: [load.admin, load.adminPreauthorisations],
  [paths.adminCapitation]: [load.admin, load.adminCapitation],
  [paths.adminAutomation]: [load.admin, load.adminAutomation],
  [paths.adminFinance]: [load.admin, load.adminFinance],
  [paths.hospital]: [load.hospital],
};

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Starts downloading the modules of the page at `pathname` (nothing for an unknown path). */
export function preloadPage(pathname: string): void {
  for (const loader of modulesOf(pathname)) {
    // A failed preload is not an error: the page asks again when it renders, and shows the failure.
    loadModule(loader).catch(() => undefined);
  }
}

/** Pages behind sign-in (everything but /auth/..., the back office and the public claim page). */
export function isSignedInPage(pathname: string): boolean {
  return (
    normalise(pathname) in pageModules &&
    !pathname.startsWith('/auth/') &&
    normalise(pathname) !== paths.claimNextOfKin &&
    normalise(pathname) !== paths.help &&
    !pathname.startsWith(paths.admin) &&
    !pathname.startsWith(paths.hospital)
  );
}

/** The staff's areas, the back office and the hospital portal: English, with no catalogue (issue 42). */
export function isStaffArea(pathname: string): boolean {
  const page = normalise(pathname);
  return [paths.admin, paths.hospital].some((area) => page === area || page.startsWith(`${area}/`));
}

/**
 * The back office's pages behind its own sign-in (not the invitation page, which comes before any
 * sign-in): main.tsx asks who is signed in there (`GET /admin/auth/me`) before the app has loaded.
 */
export function isStaffPage(pathname: string): boolean {
  const page = normalise(pathname);
  return (
    page in pageModules &&
    (page === paths.admin || page.startsWith(`${paths.admin}/`)) &&
    page !== paths.adminInvitation
  );
}

/**
 * The hospital portal (its sign-in and its pages are one address): main.tsx asks who is signed in
 * there (`GET /hospital/auth/me`) before the app has loaded, as it does for the back office.
 */
export function isHospitalPage(pathname: string): boolean {
  return normalise(pathname) === paths.hospital;
}
