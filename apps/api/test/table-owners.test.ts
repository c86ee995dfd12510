/**
 * One owner per table (issue 14; docs/architecture.md, "Who owns which table"): every insert,
 * update and delete of a table is in its owner (a module, or one file of it), and other modules
 * call the owner's functions. This test reads the API's source and fails, naming the file, when
 * code outside a table's owner writes the table (`.insert(table)`, `.update(table)`,
 * `.delete(table)` with the Drizzle table object), or when a table written anywhere has no owner
 * here. It needs no database.
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
 * The owner of each table that the code writes: a path under apps/api/src, a folder (ending in /)
 * or one file. Reference data is also written by the seed (db/seed/), which every table may have.
 */
const OWNERS: Record<string, string> = {
  customers: 'modules/identity/customers/customers.repo.ts',
  sessions: 'plugins/session.ts',
  passwordResetTokens: 'modules/identity/auth/auth.repo.ts',
  emailVerificationCodes: 'modules/identity/auth/auth.repo.ts',
  carts: 'modules/sales/carts/carts.repo.ts',
  cartItems: 'modules/sales/carts/carts.repo.ts',
  policies: 'modules/cover/policies/',
  policyEvents: 'modules/cover/policies/policy-moves.ts',
  premiumCharges: 'modules/cover/billing/renewals.ts',
  identityDocuments: 'modules/identity/kyc/',
  otpCodes: 'modules/identity/kyc/kyc.repo.ts',
  kycEvents: 'modules/identity/kyc/kyc.repo.ts',
  kycIdClaims: 'modules/identity/kyc/',
  kycReviews: 'modules/identity/kyc/',
  kycNameDisclosures: 'modules/identity/kyc/kyc.repo.ts',
  kycCodesSent: 'modules/identity/kyc/kyc.repo.ts',
  kycAccountLookups: 'modules/identity/kyc/kyc.repo.ts',
  employmentInformation: 'modules/identity/employment/employment.repo.ts',
  employmentReviews: 'modules/identity/employment/employment-review.ts',
  changeHospitalRequests: 'modules/cover/hospitals/',
  nextOfKin: 'modules/identity/next-of-kin/next-of-kin.repo.ts',
  leads: 'modules/sales/leads/leads.repo.ts',
  analyticsEvents: 'modules/service/events/events.repo.ts',
  uploads: 'modules/platform/uploads/uploads.repo.ts',
  outboxMessages: 'integrations/messaging/outbox.ts',
  webhookEvents: 'modules/sales/webhooks/webhooks.service.ts',
  paymentAuthorizations: 'modules/sales/payments/',
  paymentReferences: 'modules/sales/payments/',
  payments: 'modules/sales/payments/',
  refunds: 'modules/sales/payments/',
  disputes: 'modules/sales/payments/disputes.ts',
  financeItems: 'modules/sales/payments/finance-queue.ts',
  freeMonths: 'modules/sales/payments/fulfilment.ts',
  freeMonthPromises: 'modules/sales/payments/payments.repo.ts',
  invoices: 'modules/sales/invoices/invoices.service.ts',
  pricingPlans: 'modules/sales/income/income.repo.ts',
  notifications: 'modules/service/notifications/notifications.service.ts',
  notificationDeliveries: 'modules/service/notifications/notifications.service.ts',
  claims: 'modules/cover/claims/',
  complaints: 'modules/service/support/',
  consents: 'modules/identity/consents/consents.repo.ts',
  claimEvents: 'modules/cover/claims/',
  claimDocuments: 'modules/cover/claims/',
  claimantVerifications: 'modules/cover/claims/next-of-kin-claims.ts',
  payouts: 'modules/cover/claims/',
  payoutTransfers: 'modules/cover/claims/payouts.ts',
  banks: 'modules/platform/reference/reference.repo.ts',
  ledgerAccounts: 'modules/platform/ledger/',
  hospitalVisits: 'modules/cover/hospital-care/hospital-care.repo.ts',
  preauthorisations: 'modules/cover/hospital-care/',
  preauthorisationEvents: 'modules/cover/hospital-care/',
  capitationStatements: 'modules/cover/hospital-care/hospital-care.repo.ts',
  ledgerEntries: 'modules/platform/ledger/ledger.ts',
  ledgerLines: 'modules/platform/ledger/ledger.ts',
  ledgerPeriods: 'modules/platform/ledger/periods.ts',
  remittances: 'modules/back-office/finance/remittances.ts',
  manualJournals: 'modules/back-office/finance/journals.ts',
  capitationPayments: 'modules/cover/hospital-care/capitation-payments.ts',
  sponsors: 'modules/cover/sponsors/',
  sponsorEnrolments: 'modules/cover/sponsors/',
  sponsorInvoices: 'modules/cover/sponsors/',
  sponsorInvoiceLines: 'modules/cover/sponsors/',
  refundRequests: 'modules/back-office/backoffice/refund-requests.ts',
  staffMembers: 'modules/back-office/staff/staff.repo.ts',
  staffSessions: 'modules/back-office/staff/staff.repo.ts',
  staffRecoveryCodes: 'modules/back-office/staff/staff.repo.ts',
  staffInvitations: 'modules/back-office/staff/staff.repo.ts',
  staffAccessRequests: 'modules/back-office/staff/staff.repo.ts',
  auditLog: 'modules/back-office/staff/audit.ts',
  jobs: 'jobs/',
  telemedicineRequests: 'modules/cover/telemedicine/',
  sandboxTelemedicineOutbox: 'integrations/telemedicine/sandbox.ts',
  rateLimitCounters: 'lib/rate-limit.ts',
  dataBackfills: 'backfills.ts',
  sandboxClock: 'modules/back-office/sandbox/sandbox-clock.ts',
  sandboxCardBehaviours: 'modules/back-office/sandbox-payments/',
  sandboxTransactions: 'integrations/payments/sandbox.ts',
  sandboxRefunds: 'integrations/payments/sandbox.ts',
  sandboxSettlements: 'integrations/payments/sandbox.ts',
  settlements: 'modules/back-office/finance/reconciliation.ts',
  settlementTransactions: 'modules/back-office/finance/reconciliation.ts',
  sandboxTransfers: 'integrations/payments/sandbox.ts',
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

const owns = (owner: string, file: string) =>
  owner.endsWith('/') ? file.startsWith(owner) : file === owner;

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
});
