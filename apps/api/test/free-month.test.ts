import { addMonths } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds } from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  MINUTE,
  payCall,
  referenceRow,
  sandboxCharge,
} from './checkout-helpers.js';
import { signUp } from './helpers.js';
import { FREE, useFreeMonthApp } from './free-month-support.js';

/**
 * Issue 12, money items 1 and 2: one free month per customer per product, ever. The references of
 * one customer paid or confirmed at once are free-month-races.test.ts's (on the drivers list).
 */
const { clock, t, plans, healthPolicies, grants, customerWithCart, pay } = useFreeMonthApp();

describe('one free month per customer per product, ever', () => {
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
  const PREMIUM = 110000;

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
