/**
 * The database keeps each status column to its list (issue 26 item 3; docs/business-rules.md,
 * "States"): one CHECK constraint per column, its values exactly the domain's list, so a state the
 * code does not know can never be stored, by the API or by hand.
 */
import {
  CART_STATUSES,
  CLAIM_STATUSES,
  COMPLAINT_STATUSES,
  EMPLOYMENT_REVIEW_STATUSES,
  HOSPITAL_CHANGE_STATUSES,
  IDENTITY_DOCUMENT_STATUSES,
  KYC_ACCOUNT_LOOKUP_OUTCOMES,
  KYC_REVIEW_STATUSES,
  PAYMENT_REFERENCE_STATUSES,
  PAYOUT_STATUSES,
  PAYOUT_TRANSFER_STATUSES,
  POLICY_STATUSES,
  PREMIUM_CHARGE_OUTCOMES,
  REFUND_REQUEST_STATUSES,
  REFUND_STATUSES,
  SANDBOX_CARD_OUTCOMES,
  SANDBOX_REFUND_STATUSES,
  SANDBOX_TRANSACTION_STATUSES,
  SPONSOR_ENROLMENT_STATUSES,
  STAFF_ACCESS_REQUEST_STATUSES,
} from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

/** Each status column (table.column) and the list it must hold to. */
const STATUS_COLUMNS: Record<string, readonly string[]> = {
  'policies.status': POLICY_STATUSES,
  'carts.status': CART_STATUSES,
  'payment_references.status': PAYMENT_REFERENCE_STATUSES,
  'refunds.status': REFUND_STATUSES,
  'refund_requests.status': REFUND_REQUEST_STATUSES,
  'premium_charges.outcome': PREMIUM_CHARGE_OUTCOMES,
  'sandbox_card_behaviours.outcome': SANDBOX_CARD_OUTCOMES,
  'claims.status': CLAIM_STATUSES,
  'claim_events.status': CLAIM_STATUSES,
  'payouts.status': PAYOUT_STATUSES,
  'payout_transfers.status': PAYOUT_TRANSFER_STATUSES,
  'identity_documents.status': IDENTITY_DOCUMENT_STATUSES,
  'kyc_reviews.status': KYC_REVIEW_STATUSES,
  'kyc_account_lookups.outcome': KYC_ACCOUNT_LOOKUP_OUTCOMES,
  'change_hospital_requests.status': HOSPITAL_CHANGE_STATUSES,
  'employment_reviews.status': EMPLOYMENT_REVIEW_STATUSES,
  'sponsor_enrolments.status': SPONSOR_ENROLMENT_STATUSES,
  'staff_access_requests.status': STAFF_ACCESS_REQUEST_STATUSES,
  'complaints.status': COMPLAINT_STATUSES,
  'sandbox_transactions.status': SANDBOX_TRANSACTION_STATUSES,
  'sandbox_refunds.status': SANDBOX_REFUND_STATUSES,
  'sandbox_transfers.status': SANDBOX_TRANSACTION_STATUSES,
};

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** The database error code behind a failed query (Drizzle wraps the driver's error). */
async function errorCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe('status columns', () => {
  it('When the migrations have run, then every status column has a CHECK holding exactly its domain list', async () => {
    const rows = rowsOf<{ table_name: string; name: string; def: string }>(
      await t.database.db.execute(sql`
        select c.relname as table_name, con.conname as name, pg_get_constraintdef(con.oid) as def
        from pg_constraint con join pg_class c on c.oid = con.conrelid
        where con.contype = 'c'`),
    );
    for (const [column, values] of Object.entries(STATUS_COLUMNS)) {
      const [table, name] = column.split('.') as [string, string];
      const constraint = rows.find(
        (r) => r.table_name === table && r.name === `${table}_${name}_check`,
      );
      expect(constraint, column).toBeDefined();
      const allowed = [...constraint!.def.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      expect(allowed.sort(), column).toEqual([...values].sort());
    }
  });

  it('When a cart is stored or moved with a status not in its list, then the database refuses it (23514)', async () => {
    const c = await signUp(t.app);
    expect(
      await errorCode(
        t.database.db.execute(
          sql`insert into carts (customer_id, status) values (${c.id}, 'shipped')`,
        ),
      ),
    ).toBe('23514');
    await t.database.db.execute(
      sql`insert into carts (customer_id, status) values (${c.id}, 'open')`,
    );
    expect(
      await errorCode(
        t.database.db.execute(sql`update carts set status = 'shipped' where customer_id = ${c.id}`),
      ),
    ).toBe('23514');
  });
});

describe('who and which sponsor a row names (issue 26 item 6)', () => {
  it('When the migrations have run, then policies.sponsor_id, claims.decided_by and payouts.approved_by are foreign keys, and policies.company is gone', async () => {
    const rows = rowsOf<{ table_name: string; column_name: string; target: string }>(
      await t.database.db.execute(sql`
        select c.relname as table_name, a.attname as column_name, f.relname as target
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_class f on f.oid = con.confrelid
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = any(con.conkey)
        where con.contype = 'f'`),
    );
    const target = (table: string, column: string) =>
      rows.find((r) => r.table_name === table && r.column_name === column)?.target;
    expect(target('policies', 'sponsor_id')).toBe('sponsors');
    expect(target('claims', 'decided_by')).toBe('staff_members');
    expect(target('payouts', 'approved_by')).toBe('staff_members');
    const columns = rowsOf<{ column_name: string }>(
      await t.database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'policies'`,
      ),
    );
    expect(columns.map((c) => c.column_name)).not.toContain('company');
  });
});
