import { addMonths } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freeMonths, payments, policies, refunds } from '../src/db/schema/index.js';
import { confirmReference } from '../src/modules/sales/payments/fulfilment.js';
import { reconcilePendingReferences } from '../src/modules/sales/payments/reconciliation.js';
import {
  api,
  cardReference,
  fillCart,
  MINUTE,
  payCall,
  referenceRow,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

/** Issue 12, money items 1 and 2: one free month per customer per product, ever. */

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

async function healthPolicies(customerId: number) {
  return t.database.db
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, customerId), eq(policies.productUid, 'HI')))
    .orderBy(policies.id);
}

async function grants(customerId: number) {
  return t.database.db.select().from(freeMonths).where(eq(freeMonths.customerId, customerId));
}

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

  it('When the customer cancels and buys the product again, then the new reference charges the first month now (no second free month) and buys one month', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const first = await cardReference(t.app, c);
    await sandboxCharge(t.app, first.reference);
    expect((await payCall(t.app, c, { payment_reference: first.reference })).statusCode).toBe(200);
    const cancelled = await api(t.app, c).post(
      `/api/local/customers/${c.id}/products/HI/cancel-policy`,
      { reason_id: 5 },
    );
    expect(cancelled.statusCode).toBe(200);

    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const again = await api(t.app, c).get(
      `/api/local/customers/${c.id}/quotes/payment-reference?accept_terms=true`,
    );
    expect(again.statusCode).toBe(200);
    const quote = again.json().data;
    expect(quote).toMatchObject({ total: 1100, amount_kobo: 110000, card_verification: 0 });
    expect(quote.lines).toEqual([
      expect.objectContaining({ product_uid: 'HI', cover_months: 1, amount: 1100 }),
    ]);
    await sandboxCharge(t.app, quote.reference);
    expect((await payCall(t.app, c, { payment_reference: quote.reference })).statusCode).toBe(200);

    const held = await healthPolicies(c.id);
    expect(held.map((p) => p.status)).toEqual(['cancelled', 'active']);
    expect(held[1]!.nextPaymentDate).toBe(addMonths(held[1]!.startDate, 1));
    const granted = await grants(c.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]!.paymentReferenceId).toBe((await referenceRow(t, first.reference)).id);
  });

  it("When the customer's free month of a product was given (and the policy since cancelled), then GET /api/auth/me names the product in free_months_used", async () => {
    const c = await signUp(t.app);
    const before = await api(t.app, c).get('/api/auth/me');
    expect(before.json().data.free_months_used).toEqual([]);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const first = await cardReference(t.app, c);
    await sandboxCharge(t.app, first.reference);
    expect((await payCall(t.app, c, { payment_reference: first.reference })).statusCode).toBe(200);
    expect((await api(t.app, c).get('/api/auth/me')).json().data.free_months_used).toEqual(['HI']);
    await api(t.app, c).post(`/api/local/customers/${c.id}/products/HI/cancel-policy`, {
      reason_id: 5,
    });
    expect((await api(t.app, c).get('/api/auth/me')).json().data.free_months_used).toEqual(['HI']);
  });

  it('When a free-month reference made earlier is paid after the free month was given and the policy cancelled, then it gives no cover and its ₦50 goes back', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const first = await cardReference(t.app, c);
    const stale = await cardReference(t.app, c);
    expect(stale.amount_kobo).toBe(5000);
    await sandboxCharge(t.app, first.reference);
    expect((await payCall(t.app, c, { payment_reference: first.reference })).statusCode).toBe(200);
    await api(t.app, c).post(`/api/local/customers/${c.id}/products/HI/cancel-policy`, {
      reason_id: 5,
    });

    await sandboxCharge(t.app, stale.reference);
    const res = await payCall(t.app, c, { payment_reference: stale.reference });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    await t.app.jobs.runDueJobs();

    const held = await healthPolicies(c.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.status).toBe('cancelled');
    expect(held[0]!.nextPaymentDate).toBe(addMonths(held[0]!.startDate, 1));
    const row = await referenceRow(t, stale.reference);
    expect(row.status).toBe('success');
    expect(row.lines[0]).toMatchObject({ cover_months: 0 });
    expect(row.lines[0]!.policy_id).toBeUndefined();
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentReferenceId, row.id));
    expect(refund).toMatchObject({ reason: 'card_verification', amountKobo: 5000 });
  });

  it('When one customer used their free month, then another customer still gets theirs', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const first = await cardReference(t.app, c);
    await sandboxCharge(t.app, first.reference);
    await payCall(t.app, c, { payment_reference: first.reference });
    const other = await signUp(t.app);
    await fillCart(t.app, other, [{ plan_id: plans.health.planId }]);
    // Another customer's free month is their own.
    expect((await cardReference(t.app, other)).amount_kobo).toBe(5000);
    expect(await grants(c.id)).toHaveLength(1);
  });
});

/**
 * Issue 38 item 1: a checkout cancelled or left unpaid never takes the free month from the next one;
 * the amount in the payment window is the amount the notice before it named.
 */
describe('a checkout cancelled or left, then started again', () => {
  const FREE = 5000;
  const PREMIUM = 110000;

  async function customerWithCart() {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    return c;
  }

  async function pay(c: Awaited<ReturnType<typeof signUp>>, reference: string) {
    await sandboxCharge(t.app, reference);
    const res = await payCall(t.app, c, { payment_reference: reference });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('When the payment window of reference A (₦50) is cancelled and Subscribe Now is pressed again at once, then reference B still charges ₦50 for the free month', async () => {
    const c = await customerWithCart();
    const a = await cardReference(t.app, c);
    expect(a.amount_kobo).toBe(FREE);
    // Nothing reaches the server when the window is cancelled or the tab closed.
    const res = await api(t.app, c).get(
      `/api/local/customers/${c.id}/quotes/payment-reference?accept_terms=true`,
    );
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({ total: 50, amount_kobo: FREE, card_verification: 50 });
    expect(b.lines).toEqual([
      expect.objectContaining({ product_uid: 'HI', cover_months: 1, amount: 0 }),
    ]);
    // And paying B buys the free month, once.
    await pay(c, b.reference);
    const held = await healthPolicies(c.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.nextPaymentDate).toBe(addMonths(held[0]!.startDate, 1));
    expect((await grants(c.id)).map((g) => g.paymentReferenceId)).toEqual([
      (await referenceRow(t, b.reference)).id,
    ]);
  });

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

  it("When A's card is declined, then the customer's next reference gets the free month", async () => {
    const c = await customerWithCart();
    const a = await cardReference(t.app, c);
    await sandboxCharge(t.app, a.reference, 'failed');
    expect((await payCall(t.app, c, { payment_reference: a.reference })).statusCode).toBe(422);
    expect((await referenceRow(t, a.reference)).status).toBe('failed');

    const b = await cardReference(t.app, c);
    expect(b.amount_kobo).toBe(FREE);
    await pay(c, b.reference);
    const held = await healthPolicies(c.id);
    expect(held[0]!.nextPaymentDate).toBe(addMonths(held[0]!.startDate, 1));
  });

  it('When the customer cancels and buys again while an older free-month reference is unpaid, then the new one charges the premium (the free month was given)', async () => {
    const c = await customerWithCart();
    const first = await cardReference(t.app, c);
    const older = await cardReference(t.app, c);
    expect(older.amount_kobo).toBe(FREE);
    await pay(c, first.reference);
    const cancelled = await api(t.app, c).post(
      `/api/local/customers/${c.id}/products/HI/cancel-policy`,
      { reason_id: 5 },
    );
    expect(cancelled.statusCode).toBe(200);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    clock.advance(MINUTE);
    expect((await cardReference(t.app, c)).amount_kobo).toBe(PREMIUM);
  });
});
