/**
 * One owner per table (issue 14; issue 37; docs/architecture.md, "Who owns which table"): every
 * table has an owner (a module, or one file of it), every insert, update and delete of it is in its
 * owner, and other code calls the owner's functions. Reads too: code outside a table's owner reads
 * it only through the owner's query functions (or an owner's SQL fragment), or in the read layer
 * (views/), which reads across owners by design. This test reads the API's source and fails, naming
 * the file, when code outside a table's owner writes it (`.insert(table)`, `.update(table)`,
 * `.delete(table)`), when code outside its owner and views/ imports the table to read it and the
 * pair is not on READS_TO_MOVE, when an entry of READS_TO_MOVE is no longer needed (the list only
 * shrinks), or when a table has no owner here. It needs no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * The owner of each table: a path under apps/api/src, a folder (ending in /), one file, or the files
 * of one class split by topic (a name ending in *: the sandbox provider's sandbox.ts,
 * sandbox-balance.ts and sandbox-transfers.ts, one class hierarchy over its tables). Reference
 * data is also written by the seed (db/seed/), which every table may have. A table nobody writes
 * (reference data) is still owned: its owner answers the reads.
 */
const OWNERS: Record<string, string> = {
  customers: 'modules/customers/customers/customers.repo.ts',
  sessions: 'plugins/session.ts',
  passwordResetTokens: 'modules/identity/auth/auth.repo.ts',
  emailVerificationCodes: 'modules/identity/auth/auth.repo.ts',
  carts: 'modules/sales/carts/carts.repo.ts',
  cartItems: 'modules/sales/carts/carts.repo.ts',
  policies: 'modules/cover/policies/',
  policyEvents: 'modules/cover/policies/policy-moves.ts',
  premiumCharges: 'modules/sales/billing/',
  identityDocuments: 'modules/identity/kyc/',
  otpCodes: 'modules/identity/kyc/kyc.repo.ts',
  kycEvents: 'modules/identity/kyc/kyc.repo.ts',
  kycIdClaims: 'modules/identity/kyc/',
  kycReviews: 'modules/identity/kyc/',
  kycNameDisclosures: 'modules/identity/kyc/kyc.repo.ts',
  kycCodesSent: 'modules/identity/kyc/kyc.repo.ts',
  kycAccountLookups: 'modules/identity/kyc/kyc.repo.ts',
  employmentInformation: 'modules/customers/employment/employment.repo.ts',
  employmentReviews: 'modules/customers/employment/employment-review.ts',
  changeHospitalRequests: 'modules/cover/hospitals/',
  nextOfKin: 'modules/customers/next-of-kin/next-of-kin.repo.ts',
  leads: 'modules/sales/leads/leads.repo.ts',
  analyticsEvents: 'modules/service/events/events.repo.ts',
  uploads: 'modules/platform/uploads/uploads.repo.ts',
  outboxMessages: 'modules/platform/messaging/outbox.ts',
  webhookEvents: 'workflows/webhooks/webhooks.service.ts',
  ussdSessions: 'workflows/ussd/ussd-sessions.ts',
  customerPins: 'modules/identity/auth/ussd-pin.ts',
  paymentAuthorizations: 'modules/sales/payments/',
  paymentReferences: 'modules/sales/payments/',
  payments: 'modules/sales/payments/',
  refunds: 'modules/sales/payments/',
  disputes: 'modules/sales/payments/disputes.ts',
  financeItems: 'modules/platform/work-queue/work-items.ts',
  freeMonths: 'modules/sales/payments/fulfilment.ts',
  invoices: 'modules/sales/invoices/invoices.service.ts',
  pricingPlans: 'modules/catalogue/products/income-plans.ts',
  notifications: 'modules/platform/messaging/',
  notificationDeliveries: 'modules/platform/messaging/',
  claims: 'modules/cover/claims/',
  claimAutomationChanges: 'modules/cover/claims/claim-automation.ts',
  claimAutomationDays: 'modules/cover/claims/claim-automation.ts',
  complaints: 'modules/service/support/',
  consents: 'modules/customers/consents/consents.repo.ts',
  claimEvents: 'modules/cover/claims/',
  claimDocuments: 'modules/cover/claims/',
  claimantVerifications: 'modules/cover/claims/next-of-kin-claims.ts',
  payouts: 'modules/cover/claims/',
  payoutTransfers: 'modules/cover/claims/payout-transfers.ts',
  banks: 'modules/platform/reference/reference.repo.ts',
  ledgerAccounts: 'modules/platform/ledger/',
  hospitalVisits: 'modules/cover/hospital-care/hospital-care.repo.ts',
  preauthorisations: 'modules/cover/hospital-care/',
  preauthorisationEvents: 'modules/cover/hospital-care/',
  careConfirmations: 'modules/cover/hospital-care/care-confirmations.ts',
  askedToPayCases: 'modules/cover/claims/asked-to-pay.ts',
  capitationStatements: 'modules/cover/hospital-care/hospital-care.repo.ts',
  ledgerEntries: 'modules/platform/ledger/ledger.ts',
  ledgerLines: 'modules/platform/ledger/ledger.ts',
  ledgerPeriods: 'modules/platform/ledger/periods.ts',
  remittances: 'modules/back-office/finance/remittances.ts',
  manualJournals: 'modules/back-office/finance/journals.ts',
  capitationPayments: 'modules/cover/hospital-care/capitation-payments.ts',
  sponsors: 'modules/sales/sponsors/',
  sponsorEnrolments: 'modules/sales/sponsors/',
  sponsorInvoices: 'modules/sales/sponsors/',
  sponsorInvoiceLines: 'modules/sales/sponsors/',
  refundRequests: 'modules/back-office/backoffice/refund-requests.ts',
  staffMembers: 'modules/platform/access/staff.repo.ts',
  staffSessions: 'modules/platform/access/staff.repo.ts',
  staffRecoveryCodes: 'modules/platform/access/staff.repo.ts',
  staffInvitations: 'modules/platform/access/staff.repo.ts',
  staffAccessRequests: 'modules/platform/access/staff.repo.ts',
  auditLog: 'modules/platform/access/audit.ts',
  jobs: 'jobs/',
  telemedicineRequests: 'modules/cover/telemedicine/',
  sandboxTelemedicineOutbox: 'integrations/telemedicine/sandbox.ts',
  whatsappMessages: 'modules/platform/messaging/',
  whatsappLinks: 'workflows/whatsapp/',
  whatsappLinkCodes: 'workflows/whatsapp/',
  sandboxWhatsappOutbox: 'integrations/messaging/whatsapp-sandbox.ts',
  sandboxWhatsappMedia: 'integrations/messaging/whatsapp-sandbox.ts',
  rateLimitCounters: 'lib/rate-limit.ts',
  dataBackfills: 'backfills.ts',
  sandboxClock: 'lib/sandbox-clock.ts',
  sandboxCardBehaviours: 'integrations/payments/sandbox*',
  sandboxTransactions: 'integrations/payments/sandbox*',
  sandboxRefunds: 'integrations/payments/sandbox*',
  sandboxSettlements: 'integrations/payments/sandbox*',
  sandboxTopUps: 'integrations/payments/sandbox*',
  settlements: 'modules/back-office/finance/reconciliation.ts',
  paystackTopUps: 'modules/back-office/finance/paystack-top-ups.ts',
  settlementTransactions: 'modules/back-office/finance/reconciliation.ts',
  sandboxTransfers: 'integrations/payments/sandbox*',
  // Written by the seed (or a trigger) only; read through these owners.
  states: 'modules/platform/reference/',
  localGovernments: 'modules/platform/reference/',
  industries: 'modules/platform/reference/',
  cancellationReasons: 'modules/platform/reference/',
  workPositions: 'modules/platform/reference/',
  relationships: 'modules/platform/reference/',
  idTypes: 'modules/platform/reference/',
  products: 'modules/catalogue/products/',
  hospitals: 'modules/cover/hospitals/',
  referralDiscounts: 'modules/sales/payments/',
  companies: 'modules/customers/companies/',
  /** Kept by the trigger customer_names_keep on customers (migration 0048). */
  customerNames: 'modules/customers/customers/',
};
/**
 * Reads of another owner's table still to move behind the owner's functions or into views/ (issue
 * 37): the reader (a module, a workflow or a top-level folder of src) and the tables it reads. It
 * may only shrink: the test fails when an entry is no longer needed. Most are joins for an answer
 * (a policy with its product and plan, a member card, a claim with its customer) that a view or
 * the owner's function would make; two go against the ladder and are the first to move:
 * cover/policies reads `sponsors` (the sponsor's name on a policy) and platform/access reads
 * `hospitals` (the hospital a hospital staff member works for); plugins/session.ts reads the
 * customer's engage uid.
 */
const READS_TO_MOVE: Record<string, string[]> = {
  'modules/back-office/backoffice': [
    'customers',
    'employmentInformation',
    'paymentReferences',
    'payments',
  ],
  'modules/cover/claims': ['customers', 'nextOfKin', 'policies', 'pricingPlans', 'uploads'],
  'modules/cover/hospital-care': ['customers', 'hospitals', 'policies'],
  'modules/cover/hospitals': ['customers'],
  'modules/cover/members': ['customers', 'hospitals', 'policies', 'pricingPlans'],
  'modules/cover/policies': ['pricingPlans', 'products', 'sponsors'],
  'modules/cover/telemedicine': ['customers', 'hospitals', 'policies', 'pricingPlans'],
  'modules/customers/employment': ['uploads'],
  'modules/identity/kyc': ['customers', 'payments', 'policies'],
  'modules/platform/access': ['hospitals'],
  'modules/sales/billing': ['paymentReferences', 'policies', 'pricingPlans'],
  'modules/sales/carts': ['pricingPlans', 'products'],
  'modules/sales/payments': ['customers', 'policies', 'products'],
  'modules/sales/sponsors': ['customers', 'paymentReferences', 'policies', 'pricingPlans'],
  plugins: ['customers'],
};
const SEED = 'db/seed/';

const tableNames = new Set(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name]) => name),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every write of a schema table in the source: table -> the files (relative to src) that write it. */
function writesByTable(): Map<string, Set<string>> {
  const writes = new Map<string, Set<string>>();
  const call = /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;
  for (const file of sourceFiles(SRC)) {
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    for (const [, name] of readFileSync(file, 'utf8').matchAll(call)) {
      if (!tableNames.has(name!)) continue;
      if (!writes.has(name!)) writes.set(name!, new Set());
      writes.get(name!)!.add(relative);
    }
  }
  return writes;
}

/** The reader a file is: its module or workflow, or the top-level folder (or file) of src. */
export function readerOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules') return parts.slice(0, 3).join('/');
  if (parts[0] === 'workflows') return parts.slice(0, 2).join('/');
  return parts[0]!;
}

/**
 * The reads of other owners' tables in a set of files (relative to src): the tables each file
 * imports from the schema whose owner is another reader. views/ and db/ (the schema, the seed)
 * read across owners by design. Answers 'reader -> table' -> the files.
 */
export function crossReads(
  files: { file: string; text: string }[],
  owners: Record<string, string>,
): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  const imports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema\/index\.js'/g;
  for (const { file, text } of files) {
    if (file.startsWith('views/') || file.startsWith('db/')) continue;
    for (const [, names] of text.matchAll(imports)) {
      for (const raw of names!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        const owner = owners[name];
        if (!owner || name.startsWith('type ')) continue;
        if (readerOf(owner) === readerOf(file)) continue;
        const key = `${readerOf(file)} -> ${name}`;
        if (!reads.has(key)) reads.set(key, new Set());
        reads.get(key)!.add(file);
      }
    }
  }
  return reads;
}

const owns = (owner: string, file: string) =>
  owner.endsWith('/')
    ? file.startsWith(owner)
    : owner.endsWith('*')
      ? file.startsWith(owner.slice(0, -1)) && !file.slice(owner.length - 1).includes('/')
      : file === owner;

describe('One owner per table', () => {
  const writes = writesByTable();

  it('When the source is read, then it finds the writes this test exists for', () => {
    // A broken pattern would find nothing and pass everything below.
    expect(writes.get('customers')).toEqual(new Set([OWNERS.customers]));
    expect(writes.size).toBeGreaterThan(40);
  });

  it('When a table is written, then only its owner writes it', () => {
    const strays: string[] = [];
    for (const [table, files] of writes) {
      const owner = OWNERS[table];
      for (const file of files) {
        if (file.startsWith(SEED)) continue;
        if (owner === undefined) strays.push(`${table}: written by ${file}, and has no owner here`);
        else if (!owns(owner, file))
          strays.push(`${table}: written by ${file}; its owner is ${owner}, call it instead`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('When an owner is named, then it is a table of the schema', () => {
    expect(Object.keys(OWNERS).filter((name) => !tableNames.has(name))).toEqual([]);
  });
  it('When a table is in the schema, then it has an owner', () => {
    expect([...tableNames].filter((name) => OWNERS[name] === undefined)).toEqual([]);
  });

  const sources = sourceFiles(SRC).map((file) => ({
    file: path.relative(SRC, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));
  const reads = crossReads(sources, OWNERS);
  const allowed = new Set(
    Object.entries(READS_TO_MOVE).flatMap(([reader, tables]) =>
      tables.map((t) => `${reader} -> ${t}`),
    ),
  );

  it('When a table is read outside its owner and views/, then the read is one still to move (READS_TO_MOVE)', () => {
    expect(reads.size).toBeGreaterThan(0);
    const strays = [...reads]
      .filter(([key]) => !allowed.has(key))
      .map(
        ([key, files]) =>
          `${key} (${[...files].join(', ')}): read it through its owner, or in views/`,
      );
    expect(strays).toEqual([]);
  });

  it('When a read to move has moved, then READS_TO_MOVE drops it (the list only shrinks)', () => {
    expect([...allowed].filter((key) => !reads.has(key))).toEqual([]);
  });

  it('When a module reads a table it does not own, or a view reads any, then only the first is found (the check can fail)', () => {
    const found = crossReads(
      [
        {
          file: 'modules/cover/policies/policies.repo.ts',
          text: "import { payments, policies, type PolicyRow } from '../../../db/schema/index.js';",
        },
        {
          file: 'views/customer-record.ts',
          text: "import { payments } from '../db/schema/index.js';",
        },
      ],
      OWNERS,
    );
    expect([...found.keys()]).toEqual(['modules/cover/policies -> payments']);
  });
});
