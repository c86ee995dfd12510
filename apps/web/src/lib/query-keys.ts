/**
 * Every TanStack Query key of the web app, one factory keyed by endpoint (with the customer id
 * where the answer is the customer's). A query's options and every invalidation or cache write use
 * these, never a key written out by hand, so a fetch and the mutation that makes it stale cannot
 * drift apart (docs/architecture.md, 'Where a contract lives').
 *
 * The customer's money-related answers share the root `premiums`: a payment, renewal, cancellation
 * or new card invalidates `queryKeys.premiumsRoot` and the premiums, the payment history and the
 * bell are all fetched again.
 */
const premiumsRoot = ['premiums'] as const;
const admin = ['admin'] as const;
const hospital = ['hospital'] as const;

export const queryKeys = {
  /** GET /auth/me: the signed-in customer (null when nobody is). */
  me: ['auth', 'me'] as const,

  /** The root under which every answer that a payment or a policy change makes stale is cached. */
  premiumsRoot,
  /** GET /local/customers/{id}/premiums */
  premiums: (customerId: number) => [...premiumsRoot, customerId] as const,
  /** GET /local/customers/{id}/payments (under the premiums root: a payment refreshes it). */
  paymentHistory: (customerId: number) => [...premiumsRoot, 'payment-history', customerId] as const,
  /** GET /local/customers/{id}/notifications (under the premiums root: a payment refreshes the bell). */
  notifications: (customerId: number) => [...premiumsRoot, 'notifications', customerId] as const,
  /** GET /local/customers/{id}/payment-methods */
  paymentMethods: (customerId: number) => ['payment-methods', customerId] as const,
  /** GET /local/customers/{id}/claims */
  claims: (customerId: number) => ['claims', customerId] as const,
  /** GET /local/customers/{id}/whatsapp */
  whatsapp: (customerId: number) => ['whatsapp', customerId] as const,
  /** GET /local/customers/{id}/complaints */
  complaints: (customerId: number) => ['complaints', customerId] as const,

  /** GET /local/products (public reference data). */
  products: ['reference', 'products'] as const,
  /** GET /local/states (public reference data: the states with their local government areas). */
  states: ['reference', 'states'] as const,
  /** GET /local/states/{id} (one state with its local government areas). */
  state: (id: number) => ['reference', 'states', id] as const,
  /** GET /local/banks?currency= */
  banks: (currency: string) => ['reference', 'banks', currency] as const,
  /** GET /local/support (how to reach us). */
  support: ['reference', 'support'] as const,
  /** GET /local/policy-cancellation/reasons */
  cancellationReasons: ['reference', 'cancellation-reasons'] as const,
  /** GET /local/hospitals/states/{stateId}?city= (paged; area 0 is every area). */
  hospitals: (stateId: number, areaId: number) => ['hospitals', stateId, areaId] as const,

  /** The hospital portal (issue 28): every query under `hospital`, dropped at sign-out. */
  hospital: {
    all: hospital,
    /** GET /hospital/auth/me */
    me: () => [...hospital, 'me'] as const,
    /** GET /hospital/visits */
    visits: () => [...hospital, 'visits'] as const,
    /** GET /hospital/preauthorisations */
    preauthorisations: () => [...hospital, 'preauthorisations'] as const,
    /** GET /hospital/capitation */
    capitation: () => [...hospital, 'capitation'] as const,
  },
  /** The back office: every staff query is under `admin`, dropped when staff sign out. */
  admin: {
    all: admin,
    /** GET /admin/auth/me */
    me: () => [...admin, 'me'] as const,
    /** GET /admin/staff */
    staff: () => [...admin, 'staff'] as const,
    /** GET /admin/audit?... */
    audit: (filters: object) => [...admin, 'audit', filters] as const,
    /** GET /admin/audit/choices */
    auditChoices: () => [...admin, 'audit-choices'] as const,
    /** GET /admin/customers?q= */
    customerSearch: (q: string) => [...admin, 'customers', 'search', q] as const,
    /** GET /admin/customers/{id} */
    customer: (id: number) => [...admin, 'customers', id] as const,
    /** GET /admin/preauthorisations?status= */
    preauthorisations: (status: string) => [...admin, 'preauthorisations', status] as const,
    /** GET /admin/capitation?month= */
    capitation: (month: string) => [...admin, 'capitation', month] as const,
    /** GET /admin/leads */
    leads: () => [...admin, 'leads'] as const,
    /** GET /admin/reviews?kind= */
    reviews: (kind: string) => [...admin, 'reviews', kind] as const,
    /** GET /admin/sponsors */
    sponsors: () => [...admin, 'sponsors'] as const,
    /** GET /admin/sponsors/{id}/enrolments */
    enrolments: (sponsorId: number) => [...admin, 'sponsors', sponsorId, 'enrolments'] as const,
    sponsorInvoices: (sponsorId: number) => [...admin, 'sponsors', sponsorId, 'invoices'] as const,
    /** The finance page (issue 27): every finance query under one root. */
    finance: () => [...admin, 'finance'] as const,
    /** GET /admin/finance/trial-balance?as_of= */
    trialBalance: (asOf: string) => [...admin, 'finance', 'trial-balance', asOf] as const,
    /** GET /admin/finance/journal?reference=|claim_id= */
    journal: (of: string) => [...admin, 'finance', 'journal', of] as const,
    /** GET /admin/finance/reconciliation?date= */
    reconciliation: (date: string) => [...admin, 'finance', 'reconciliation', date] as const,
    /** GET /admin/sponsor-invoices?status= (every sponsor's) */
    allSponsorInvoices: (status: string) =>
      [...admin, 'finance', 'sponsor-invoices', status] as const,
    /** GET /admin/finance/money-queue */
    moneyQueue: () => [...admin, 'finance', 'money-queue'] as const,
    /** GET /admin/finance/paystack-balance */
    paystackBalance: () => [...admin, 'finance', 'paystack-balance'] as const,
    /** GET /admin/finance/underwriter-statement?month= */
    statement: (month: string) => [...admin, 'finance', 'statement', month] as const,
    /** GET /admin/finance/remittances */
    remittances: () => [...admin, 'finance', 'remittances'] as const,
    /** GET /admin/finance/journals */
    journals: () => [...admin, 'finance', 'journals'] as const,
    /** GET /admin/finance/periods */
    periods: () => [...admin, 'finance', 'periods'] as const,
    /** GET /admin/capitation/payments */
    capitationPayments: () => [...admin, 'finance', 'capitation-payments'] as const,
    /** GET /admin/sponsor-invoices/ageing */
    sponsorAgeing: () => [...admin, 'finance', 'sponsor-ageing'] as const,
    /** GET /admin/claims (every status: what a decision invalidates) */
    allClaims: () => [...admin, 'claims'] as const,
    /** GET /admin/claims?status= */
    claims: (status: string) => [...admin, 'claims', status] as const,
    /** GET /admin/payouts (every status) */
    allPayouts: () => [...admin, 'payouts'] as const,
    /** GET /admin/payouts?status= */
    payouts: (status: string) => [...admin, 'payouts', status] as const,
    /** GET /admin/whatsapp/conversations */
    whatsappConversations: () => [...admin, 'whatsapp'] as const,
    /** GET /admin/whatsapp/conversations/{waId} */
    whatsappHistory: (waId: string) => [...admin, 'whatsapp', waId] as const,
    /** GET /admin/support/call-backs */
    callBacks: () => [...admin, 'call-backs'] as const,
    /** GET /admin/complaints (either status: what taking or answering one invalidates) */
    allComplaints: () => [...admin, 'complaints'] as const,
    /** GET /admin/complaints?status= */
    complaints: (status: 'open' | 'resolved') => [...admin, 'complaints', status] as const,
  },
} as const;
