import { addMonths } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, refunds } from '../src/db/schema/index.js';
import { confirmReference } from '../src/modules/sales/payments/fulfilment.js';
import { reconcilePendingReferences } from '../src/modules/sales/payments/reconciliation.js';
import {
  cardReference,
  fillCart,
  MINUTE,
  payCall,
  referenceRow,
  sandboxCharge,
} from './checkout-helpers.js';
import { signUp } from './helpers.js';
import { FREE, useFreeMonthApp } from './free-month-support.js';

// One customer's free-month references paid, confirmed and reconciled at once (issue 12, money
// items 1 and 2; issue 38 item 1): where PGlite (one connection) and a PostgreSQL server (a pool,
// concurrent transactions, the free month's unique claim) may differ, so this file is on the
// drivers list (test/postgres-suite.ts) and runs on both in CI. The rest of the free month's rules
// is free-month.test.ts's (docs/decisions/2026-12-07-drivers-list-holds-the-races.md).
const { clock, t, plans, healthPolicies, grants, customerWithCart, pay } = useFreeMonthApp();

describe('one free month per customer per product, ever', () => {
  it('When six free-month references are made before paying and all are paid at once, then the customer gets exactly one free month and every ₦50 back', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    // Each is priced free (nothing was given yet): fulfilment's claim keeps the free month to one.
    const refs = await Promise.all(Array.from({ length: 6 }, () => cardReference(t.app, c)));
    for (const r of refs) expect(r.amount_kobo).toBe(5000);
    for (const { reference } of refs) await sandboxCharge(t.app, reference);

    const answers = await Promise.all(
      refs.map(({ reference }) => payCall(t.app, c, { payment_reference: reference })),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    // The webhooks and reconciliation arrive too, in any order: nothing more is given.
    await t.app.jobs.runDueJobs();
    clock.advance(10 * MINUTE);
    await reconcilePendingReferences(t.ctx);
    await Promise.all(refs.map(({ reference }) => confirmReference(t.ctx, reference, 'webhook')));

    const held = await healthPolicies(c.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.nextPaymentDate).toBe(addMonths(held[0]!.startDate, 1));
    const granted = await grants(c.id);
    expect(granted).toHaveLength(1);
    const paid = await t.database.db.select().from(payments).where(eq(payments.customerId, c.id));
    expect(paid).toHaveLength(6);
    // The five references that found the free month taken bought no cover, and say so.
    const rows = await Promise.all(refs.map(({ reference }) => referenceRow(t, reference)));
    const free = rows.filter((r) => r.lines[0]!.cover_months === 1);
    expect(free.map((r) => r.id)).toEqual([granted[0]!.paymentReferenceId]);
    for (const r of rows) {
      expect(r.status).toBe('success');
      expect(r.lines[0]!.policy_id).toBe(held[0]!.id);
    }
    expect(rows.filter((r) => r.lines[0]!.cover_months === 0)).toHaveLength(5);
    await t.app.jobs.runDueJobs();
    const back = await t.database.db.select().from(refunds).where(eq(refunds.customerId, c.id));
    expect(back).toHaveLength(6);
    expect(back.every((r) => r.reason === 'card_verification' && r.amountKobo === 5000)).toBe(true);
  });
});

describe('a checkout cancelled or left, then started again', () => {
  it('When A (left open in another tab) and B of one cart are both paid, then the first paid gets the free month, the other buys no cover, and both ₦50 go back', async () => {
    const c = await customerWithCart();
    const a = await cardReference(t.app, c);
    const b = await cardReference(t.app, c);
    expect([a.amount_kobo, b.amount_kobo]).toEqual([FREE, FREE]);
    await pay(c, b.reference);
    await pay(c, a.reference);
    await t.app.jobs.runDueJobs();
    await Promise.all([a, b].map(({ reference }) => confirmReference(t.ctx, reference, 'webhook')));

    const held = await healthPolicies(c.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.nextPaymentDate).toBe(addMonths(held[0]!.startDate, 1));
    expect((await grants(c.id)).map((g) => g.paymentReferenceId)).toEqual([
      (await referenceRow(t, b.reference)).id,
    ]);
    const row = await referenceRow(t, a.reference);
    expect(row.lines[0]).toMatchObject({ cover_months: 0, policy_id: held[0]!.id });
    const back = await t.database.db.select().from(refunds).where(eq(refunds.customerId, c.id));
    expect(back).toHaveLength(2);
    expect(back.every((r) => r.reason === 'card_verification' && r.amountKobo === FREE)).toBe(true);
  });
});
