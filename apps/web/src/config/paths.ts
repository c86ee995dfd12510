/** Every route of the web app, in one place (docs/architecture.md, section 9 'The web client'). */
export const paths = {
  home: '/',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  /** An account opened by phone (USSD, issue 41) adds its e-mail and password. */
  phoneAccount: '/auth/phone-account',
  enrolleeProfile: '/enrollee/profile',
  settings: '/settings',
  kycIncome: '/kyc/income',
  kycHealth: '/kyc/health',
  /** The purchase wizards, opened over the dashboard. */
  buyIncome: '/buy/income',
  buyHealth: '/buy/health',
  buyHealthCash: '/buy/health-cash',
  /** Routes the health spec names. */
  healthSummary: '/signup/health/summary',
  healthComplete: '/signup/health/complete',
  healthCashContact: '/signup/health-cash/contact',
  /** The claim wizards (issue 17), opened over the dashboard by 'Make a claim'. */
  claimIncome: '/claim/income',
  claimHealthCash: '/claim/health-cash',
  /** The next of kin's HealthCash death claim: public, signed out (issue 17). */
  claimNextOfKin: '/claim/next-of-kin',
  /** Help and complaints: public, signed in or not (issue 18). */
  help: '/help',
  /** The member's hospital care (issue 39): did you receive it (`?question=<id>`), asked to pay. */
  care: '/care',
  /** The back office (staff only, its own sign-in). */
  admin: '/admin',
  adminStaff: '/admin/staff',
  adminInvitation: '/admin/invitation',
  adminAudit: '/admin/audit',
  adminCustomers: '/admin/customers',
  adminLeads: '/admin/leads',
  adminReviews: '/admin/reviews',
  adminSponsors: '/admin/sponsors',
  adminClaims: '/admin/claims',
  adminPayouts: '/admin/payouts',
  adminComplaints: '/admin/complaints',
  adminWhatsApp: '/admin/whatsapp',
  adminPreauthorisations: '/admin/preauthorisations',
  adminCapitation: '/admin/capitation',
  /** Claims paid by rules: settings, the look back, the week (issue 39). */
  adminAutomation: '/admin/automation',
  /** Finance's books: trial balance, journal, reconciliation, sponsor invoices, reports (issue 27). */
  adminFinance: '/admin/finance',
  /** The hospital portal (issue 28). */
  hospital: '/hospital',
} as const;

/**
 * The public product pages (issue 18): served as HTML by the server, not routes of the app, so a
 * link to one is a plain <a href> (the browser loads it). The spec's external marketing pages.
 */
export const productPagePaths = {
  EI: '/income-protection',
  HI: '/health-insurance',
  HTCI: '/health-cash',
  BI: '/business-insurance',
  CL: '/credit-life',
} as const;

/** Only same-site paths are followed after sign-in ('/x', never '//evil.example' or 'https://...'). */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.home;
  if (value.startsWith('/auth/')) return paths.home;
  return value;
}

export function loginPath(next?: string, expired = false): string {
  const params = new URLSearchParams();
  if (next && next !== paths.home) params.set('next', next);
  if (expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}
