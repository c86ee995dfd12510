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
  customers: 'modules/customers/customers.repo.ts',
  sessions: 'plugins/session.ts',
  passwordResetTokens: 'modules/auth/auth.repo.ts',
  emailVerificationCodes: 'modules/auth/auth.repo.ts',
  carts: 'modules/carts/carts.repo.ts',
  cartItems: 'modules/carts/carts.repo.ts',
  policies: 'modules/policies/',
  policyEvents: 'modules/policies/policy-moves.ts',
  premiumCharges: 'modules/policies/',
  identityDocuments: 'modules/kyc/',
  otpCodes: 'modules/kyc/kyc.repo.ts',
  kycEvents: 'modules/kyc/kyc.repo.ts',
  kycIdClaims: 'modules/kyc/',
  kycReviews: 'modules/kyc/',
  kycNameDisclosures: 'modules/kyc/kyc.repo.ts',
  kycCodesSent: 'modules/kyc/kyc.repo.ts',
  kycAccountLookups: 'modules/kyc/kyc.repo.ts',
  employmentInformation: 'modules/employment/employment.repo.ts',
  employmentReviews: 'modules/employment/employment-review.ts',
  changeHospitalRequests: 'modules/hospitals/',
  nextOfKin: 'modules/next-of-kin/next-of-kin.repo.ts',
  leads: 'modules/leads/leads.repo.ts',
  analyticsEvents: 'modules/events/events.repo.ts',
  uploads: 'modules/uploads/uploads.repo.ts',
  outboxMessages: 'integrations/messaging/outbox.ts',
  webhookEvents: 'modules/webhooks/webhooks.service.ts',
  paymentAuthorizations: 'modules/payments/',
  paymentReferences: 'modules/payments/',
  payments: 'modules/payments/',
  refunds: 'modules/payments/',
  disputes: 'modules/payments/disputes.ts',
  financeItems: 'modules/payments/finance-queue.ts',
  freeMonths: 'modules/payments/fulfilment.ts',
  freeMonthPromises: 'modules/payments/payments.repo.ts',
  invoices: 'modules/invoices/invoices.service.ts',
  pricingPlans: 'modules/income/income.repo.ts',
  notifications: 'modules/notifications/notifications.service.ts',
  notificationDeliveries: 'modules/notifications/notifications.service.ts',
  claims: 'modules/claims/',
  complaints: 'modules/support/',
  consents: 'modules/consents/consents.repo.ts',
  claimEvents: 'modules/claims/',
  claimDocuments: 'modules/claims/',
  claimantVerifications: 'modules/claims/next-of-kin-claims.ts',
  payouts: 'modules/claims/',
  payoutTransfers: 'modules/claims/payouts.ts',
  banks: 'modules/reference/reference.repo.ts',
  sponsors: 'modules/sponsors/',
  sponsorEnrolments: 'modules/sponsors/',
  refundRequests: 'modules/backoffice/refund-requests.ts',
  staffMembers: 'modules/staff/staff.repo.ts',
  staffSessions: 'modules/staff/staff.repo.ts',
  staffRecoveryCodes: 'modules/staff/staff.repo.ts',
  staffInvitations: 'modules/staff/staff.repo.ts',
  staffAccessRequests: 'modules/staff/staff.repo.ts',
  auditLog: 'modules/staff/audit.ts',
  jobs: 'jobs/',
  rateLimitCounters: 'lib/rate-limit.ts',
  sandboxClock: 'modules/sandbox/sandbox-clock.ts',
  sandboxCardBehaviours: 'modules/sandbox-payments/',
  sandboxTransactions: 'integrations/payments/sandbox.ts',
  sandboxRefunds: 'integrations/payments/sandbox.ts',
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
