import { accountCopy, checkoutCopy } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  paymentAuthorizations,
  payments,
  policies,
  refunds,
  sandboxTransactions,
} from '../src/db/schema/index.js';
import { processRefund } from '../src/modules/sales/payments/refunds.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  referenceRow,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

type Signed = Awaited<ReturnType<typeof signUp>>;

async function buyMonthly(c: Signed) {
  await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
  return reference;
}

const cardsOf = (customerId: number) =>
  t.database.db
    .select()
    .from(paymentAuthorizations)
    .where(eq(paymentAuthorizations.customerId, customerId));

const list = (c: Signed) => api(t.app, c).get(`/api/local/customers/${c.id}/payment-methods`);
const replace = (c: Signed, id = c.id) =>
  api(t.app, c).post(`/api/local/customers/${id}/payment-methods/replace`);
const confirm = (c: Signed, reference: string, id = c.id) =>
  api(t.app, c).post(`/api/local/customers/${id}/payment-methods/confirm`, {
    payment_reference: reference,
  });

describe('the saved payment card', () => {
  it('When the customer has never paid by card, then no card is listed', async () => {
    const c = await signUp(t.app);
    const res = await list(c);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('When a monthly plan was bought by card, then the card is listed by brand and last four, never by its authorization', async () => {
    const c = await signUp(t.app);
    await buyMonthly(c);
    const res = await list(c);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        brand: 'visa',
        last4: '4081',
        exp_month: '12',
        exp_year: expect.stringMatching(/^\d{4}$/),
        bank: 'SANDBOX TEST BANK',
        in_use: true,
        saved_at: expect.any(String),
      },
    ]);
    expect(res.body).not.toMatch(/AUTH_/);
  });

  it('When the card is replaced, then the ₦50 verification is charged through the checkout, the new card is the only one in use, its verification is refunded and no policy is issued', async () => {
    const c = await signUp(t.app);
    await buyMonthly(c);
    // An older card on file, which the replacement must retire.
    const [old] = await t.database.db
      .insert(paymentAuthorizations)
      .values({
        customerId: c.id,
        provider: 'sandbox',
        authorizationCodeEnc: t.ctx.cipher.encrypt('AUTH_old'),
        signature: 'SIG_old_card',
        cardType: 'mastercard',
        last4: '1111',
        expMonth: '01',
        expYear: '2030',
        bank: 'OLD BANK',
        reusable: true,
      })
      .returning();
    expect((await list(c)).json().data[0]).toMatchObject({ last4: '1111', in_use: true });

    const started = await replace(c);
    expect(started.statusCode).toBe(200);
    const quote = started.json().data;
    expect(quote).toMatchObject({
      total: 50,
      amount_kobo: 5000,
      currency: 'NGN',
      payment_type: 'card',
      provider: 'sandbox',
      public_key: null,
      email: c.body.email,
      card_verification: 50,
      lines: [],
    });
    const ref = await referenceRow(t, quote.reference);
    expect(ref).toMatchObject({ purpose: 'card_update', amountKobo: 5000, status: 'pending' });

    // Not paid yet: nothing changes.
    const early = await confirm(c, quote.reference);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.payment_reference).toEqual([checkoutCopy.paymentNotReceived]);

    await sandboxCharge(t.app, quote.reference);
    const done = await confirm(c, quote.reference);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4081', in_use: true }),
    ]);
    const cards = await cardsOf(c.id);
    expect(cards.find((k) => k.id === old!.id)).toMatchObject({ active: false });
    expect(cards.filter((k) => k.active)).toHaveLength(1);

    // One payment for the verification, no policy from it, and its refund queued then sent.
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentReferenceId, ref.id));
    expect(paid).toHaveLength(1);
    expect(
      await t.database.db.select().from(policies).where(eq(policies.paymentReferenceId, ref.id)),
    ).toEqual([]);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentReferenceId, ref.id), eq(refunds.reason, 'card_verification')));
    expect(refund).toMatchObject({ amountKobo: 5000, status: 'pending' });
    await processRefund(t.ctx, refund!.id);
    const [ledger] = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, quote.reference));
    expect(ledger!.refundedKobo).toBe(5000);

    // Confirming again answers the same, and changes nothing.
    expect((await confirm(c, quote.reference)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.paymentReferenceId, ref.id)),
    ).toHaveLength(1);
  });

  it('When the provider says the new card cannot be charged again, then it is 422 and the card in use stays', async () => {
    const c = await signUp(t.app);
    await buyMonthly(c);
    const before = (await list(c)).json().data;
    const quote = (await replace(c)).json().data;
    await sandboxCharge(t.app, quote.reference);
    // The sandbox's cards are reusable; this one is as a bank would report a one-off card.
    const verify = t.ctx.payments.verifyTransaction.bind(t.ctx.payments);
    t.ctx.payments.verifyTransaction = async (reference) => {
      const tx = await verify(reference);
      return tx && tx.authorization
        ? { ...tx, authorization: { ...tx.authorization, reusable: false, signature: 'SIG_new' } }
        : tx;
    };
    try {
      const res = await confirm(c, quote.reference);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(accountCopy.cardNotReusable);
    } finally {
      t.ctx.payments.verifyTransaction = verify;
    }
    expect((await list(c)).json().data).toEqual(before);
  });

  it("When the reference is a purchase, another customer's, or unknown, then confirming is 422 and saves nothing", async () => {
    const c = await signUp(t.app);
    const purchase = await buyMonthly(c);
    const purchaseRes = await confirm(c, purchase);
    expect(purchaseRes.statusCode).toBe(422);
    expect(purchaseRes.json().errors.payment_reference).toEqual([accountCopy.notACardVerification]);

    const other = await signUp(t.app);
    const theirs = (await replace(other)).json().data.reference;
    await sandboxCharge(t.app, theirs);
    const stolen = await confirm(c, theirs);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.payment_reference).toEqual([checkoutCopy.paymentNotFound]);
    expect(await cardsOf(other.id)).toEqual([]);

    expect((await confirm(c, 'ALF-NOPE')).statusCode).toBe(422);
    expect((await confirm(c, '')).json().errors.payment_reference).toEqual([
      checkoutCopy.paymentReferenceRequired,
    ]);
  });

  it("When another customer's id is used, then listing, replacing and confirming are 403; without a session 401", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    expect(
      (await api(t.app, other).get(`/api/local/customers/${owner.id}/payment-methods`)).statusCode,
    ).toBe(403);
    expect((await replace(other, owner.id)).statusCode).toBe(403);
    expect((await confirm(other, 'ALF-X', owner.id)).statusCode).toBe(403);
    expect(
      (await api(t.app, null).get(`/api/local/customers/${owner.id}/payment-methods`)).statusCode,
    ).toBe(401);
  });
});

describe('removing a saved card (issue 18)', () => {
  const remove = (c: Signed, cardId: number | string, id = c.id) =>
    api(t.app, c).delete(`/api/local/customers/${id}/payment-methods/${cardId}`);

  it('When the customer removes their card, then its authorization is deleted, the list is empty and the removal is audited', async () => {
    const c = await signUp(t.app);
    await buyMonthly(c);
    const [card] = (await list(c)).json().data as { id: number; last4: string; brand: string }[];
    const res = await remove(c, card!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(await cardsOf(c.id)).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'customer.card_removed'), eq(auditLog.recordId, String(card!.id))),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: null,
      recordType: 'payment_authorization',
      before: { customer_id: c.id, last4: card!.last4, brand: card!.brand },
      after: null,
    });
    expect(JSON.stringify(entries[0])).not.toMatch(/AUTH_/i);
    // The policy stays; its next premium needs a new card.
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, c.id));
    expect(policy!.status).toBe('active');
    // Removed already: 404, nothing else changes.
    expect((await remove(c, card!.id)).statusCode).toBe(404);
  });

  it("When another customer's card or id is used, then it is 404 or 403 and the card stays", async () => {
    const owner = await signUp(t.app);
    await buyMonthly(owner);
    const [card] = await cardsOf(owner.id);
    const other = await signUp(t.app);
    const theirs = await remove(other, card!.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('We could not find this card. Please refresh the page.');
    expect((await remove(other, card!.id, owner.id)).statusCode).toBe(403);
    expect((await remove(owner, 'abc')).statusCode).toBe(422);
    expect(await cardsOf(owner.id)).toHaveLength(1);
  });
});
