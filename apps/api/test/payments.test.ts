import { checkoutCopy, consentCopy, PRIVACY_VERSION, TERMS_VERSION } from '@alaafia/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  carts,
  consents,
  customers,
  paymentReferences,
  jobs,
  paymentAuthorizations,
  referralDiscounts,
  refunds,
  sandboxTransactions,
  webhookEvents,
  notifications,
} from '../src/db/schema/index.js';
import { paystackSignature } from '../src/integrations/payments/paystack-http.js';
import {
  api,
  cardReference,
  fillCart,
  holdings,
  MINUTE,
  payCall,
  referenceRow,
  sandboxCharge,
  withConsent,
  CONSENT,
} from './checkout-helpers.js';
import { signUp } from './helpers.js';
import { usePaymentsApp } from './payments-support.js';

const { clock, t, plans, sandbox, customerWith } = usePaymentsApp();

/** A card reference with the checkout's consent (issue 18 item 8); `consent: false` leaves it out. */
const quote = (c: { id: number; cookie: string }, query = '', { consent = true } = {}) =>
  api(t.app, c).get(
    `/api/local/customers/${c.id}/quotes/payment-reference${consent ? withConsent(query) : query}`,
  );
const transferQuote = (
  c: { id: number; cookie: string },
  body: Record<string, unknown>,
  { consent = true } = {},
) =>
  api(t.app, c).post(
    `/api/local/customers/${c.id}/quotes/transfer-payment-reference`,
    consent ? { ...CONSENT, ...body } : body,
  );

describe('card payment references', () => {
  it('When the cart holds the monthly health plan, then the reference charges the refundable ₦50 card verification (first month free) and is stored before payment', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const res = await quote(c);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({
      total: 50,
      amount_kobo: 5000,
      currency: 'NGN',
      payment_type: 'card',
      provider: 'sandbox',
      public_key: null,
      email: c.body.email,
      phone_number: c.body.phone_number,
      card_verification: 50,
      discount_percent: 0,
    });
    expect(data.reference).toMatch(/^ALF-[0-9A-F]{20}$/);
    expect(data.lines).toEqual([
      expect.objectContaining({ product_uid: 'HI', unit_price: 1100, cover_months: 1, amount: 0 }),
    ]);
    expect(await referenceRow(t, data.reference)).toMatchObject({
      customerId: c.id,
      status: 'pending',
      amountKobo: 5000,
      cardVerificationKobo: 5000,
      paymentType: 'card',
    });
  });

  it('When the cart holds the yearly HealthCash plan, then the card pays the yearly premium up front', async () => {
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    const data = (await quote(c)).json().data;
    expect(data).toMatchObject({ total: 1000, amount_kobo: 100000, card_verification: 0 });
    expect(data.lines[0]).toMatchObject({ cover_months: 12, amount: 1000 });
  });

  it("When another customer's referral code is given, then 5% comes off; a code with its own discount gives that", async () => {
    const referrer = await signUp(t.app);
    const [row] = await t.database.db
      .select({ code: customers.customerReferralCode })
      .from(customers)
      .where(eq(customers.id, referrer.id));
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    const five = (await quote(c, `?referral_code=${row!.code.toLowerCase()}`)).json().data;
    expect(five).toMatchObject({
      total: 950,
      amount_kobo: 95000,
      discount_percent: 5,
      referral_code: row!.code,
    });
    await t.database.db
      .insert(referralDiscounts)
      .values({ code: 'PARTNER10', customerDiscount: 10 });
    const ten = (await quote(c, '?referral_code=PARTNER10')).json().data;
    expect(ten).toMatchObject({ total: 900, discount_percent: 10 });
  });

  it('When the customer signed up with a referral code, then it is used without being sent again', async () => {
    const referrer = await signUp(t.app);
    const [row] = await t.database.db
      .select({ code: customers.customerReferralCode })
      .from(customers)
      .where(eq(customers.id, referrer.id));
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    await t.database.db
      .update(customers)
      .set({ referralCode: row!.code })
      .where(eq(customers.id, c.id));
    expect((await quote(c)).json().data).toMatchObject({ total: 950, discount_percent: 5 });
  });

  it('When the referral code is unknown or the customer’s own, then it is 422 with errors.referral_code and no reference is made', async () => {
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    const [own] = await t.database.db
      .select({ code: customers.customerReferralCode })
      .from(customers)
      .where(eq(customers.id, c.id));
    const unknown = await quote(c, '?referral_code=NOSUCHCODE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.referral_code).toEqual([checkoutCopy.referralInvalid]);
    const mine = await quote(c, `?referral_code=${own!.code}`);
    expect(mine.statusCode).toBe(422);
    expect(mine.json().errors.referral_code).toEqual([checkoutCopy.referralOwn]);
  });

  it('When the cart is empty, then it is 422 "Your cart is empty."', async () => {
    const c = await signUp(t.app);
    const res = await quote(c);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Your cart is empty.',
      errors: { cart: ['Your cart is empty.'] },
    });
  });

  it("When another customer's id is used, then both quote calls are 403; without a session 401", async () => {
    const a = await signUp(t.app);
    const b = await customerWith([{ plan_id: plans.health.planId }]);
    expect((await quote({ id: b.id, cookie: a.cookie })).statusCode).toBe(403);
    expect(
      (await transferQuote({ id: b.id, cookie: a.cookie }, { number_of_months: 3 })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/local/customers/${b.id}/quotes/payment-reference`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('consent to the policy terms and the privacy notice (issue 18 item 8)', () => {
  const stored = async (customerId: number) => ({
    consents: await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.customerId, customerId)),
    references: await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.customerId, customerId)),
  });

  it('When a card or transfer reference is asked without accept_terms, or with it false, then it is 422 on errors.accept_terms and nothing is stored', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const answers = [
      await quote(c, '', { consent: false }),
      await quote(c, '?accept_terms=false', { consent: false }),
      await transferQuote(c, { number_of_months: 3 }, { consent: false }),
      await transferQuote(c, { number_of_months: 3, accept_terms: false }, { consent: false }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.accept_terms).toEqual([consentCopy.required]);
    }
    expect(await stored(c.id)).toEqual({ consents: [], references: [] });
  });

  it('When the page showed older terms than ours, then it is 422 asking to accept them again and nothing is stored', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const res = await quote(c, '?terms_version=2020-01-01');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: consentCopy.versionChanged,
      errors: { accept_terms: [consentCopy.versionChanged] },
    });
    const transfer = await transferQuote(c, { number_of_months: 3, privacy_version: 'old' });
    expect(transfer.statusCode).toBe(422);
    expect(await stored(c.id)).toEqual({ consents: [], references: [] });
  });

  it('When the box was ticked, then each reference is stored with its consent: who, the terms and privacy versions, the app clock, the IP; the data export lists them', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const card = (
      await quote(c, `?terms_version=${TERMS_VERSION}&privacy_version=${PRIVACY_VERSION}`)
    ).json().data;
    const transfer = (await transferQuote(c, { number_of_months: 12 })).json().data;
    const rows = (await stored(c.id)).consents;
    expect(rows.map((r) => r.paymentReference).sort()).toEqual(
      [card.reference, transfer.reference].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        customerId: c.id,
        kind: 'checkout_terms',
        termsVersion: TERMS_VERSION,
        privacyVersion: PRIVACY_VERSION,
        acceptedAt: clock.now(),
        ipAddress: '127.0.0.1',
      });
    }
    const exported = await api(t.app, c).get(`/api/local/customers/${c.id}/data-export`);
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).consents).toEqual([
      {
        kind: 'checkout_terms',
        terms_version: TERMS_VERSION,
        privacy_version: PRIVACY_VERSION,
        accepted_at: clock.now().toISOString(),
        ip_address: '127.0.0.1',
        payment_reference: card.reference,
      },
      expect.objectContaining({ payment_reference: transfer.reference }),
    ]);
  });

  it('When the reference cannot be made (empty cart), then no consent is recorded either', async () => {
    const c = await signUp(t.app);
    expect((await quote(c)).statusCode).toBe(422);
    expect((await stored(c.id)).consents).toEqual([]);
  });
});

describe('bank transfer references', () => {
  it('When Quarterly is chosen, then the total is 3 months of the plan less the referral discount, with a clearly fake sandbox account', async () => {
    const referrer = await signUp(t.app);
    const [row] = await t.database.db
      .select({ code: customers.customerReferralCode })
      .from(customers)
      .where(eq(customers.id, referrer.id));
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const res = await transferQuote(c, { number_of_months: 3, referral_code: row!.code });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      total: 3135,
      amount_kobo: 313500,
      payment_type: 'transfer',
      number_of_months: 3,
      account: { account_name: 'ALAAFIA SANDBOX - TEST MODE' },
    });
    expect(data.account.bank_name).toContain('test mode');
    expect(data.account.account_number).toMatch(/^\d{10}$/);
    expect(new Date(data.expires_at).getTime()).toBe(clock.now().getTime() + 60 * MINUTE);
    const yearly = (await transferQuote(c, { number_of_months: 12 })).json().data;
    expect(yearly).toMatchObject({ total: 13200, number_of_months: 12 });
  });

  it('When number_of_months is neither 3 nor 12, then it is 422 with errors.number_of_months', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const res = await transferQuote(c, { number_of_months: 6 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.number_of_months).toEqual([checkoutCopy.transferMonths]);
  });

  it('When a transfer is paid and confirmed, then the policy covers the months paid for and no card is kept', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = (await transferQuote(c, { number_of_months: 3 })).json().data;
    await sandboxCharge(t.app, reference);
    const res = await payCall(t.app, c, { payment_reference: reference }, 'payments/transfer');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        product_uid: 'HI',
        policy_duration: 3,
        start_date: '2026-03-10',
        next_payment_date: '2026-06-10',
      }),
    ]);
    const auths = await t.database.db
      .select()
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.customerId, c.id));
    expect(auths).toEqual([]);
    // The checkout tells a customer waiting for a transfer that they may close the page and will be
    // told when it arrives: this is that message (issue 18 item 3).
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, c.id));
    expect(told.filter((n) => n.event === 'payment.received')).toHaveLength(1);
    expect(told.find((n) => n.event === 'payment.received')?.body).toContain(reference);
  });
});

describe('POST /local/customers/{id}/payments', () => {
  it('When the reference was never paid, then it is 422 and nothing is issued, whatever has_payed and plan_value say', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    const res = await payCall(t.app, c, {
      payment_reference: reference,
      has_payed: true,
      plan_value: 1_000_000,
      price: 0,
      total: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_reference).toEqual([checkoutCopy.paymentNotReceived]);
    expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
  });

  it('When the charge failed at the provider, then it is 422, the reference is failed and nothing is issued', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    expect((await sandboxCharge(t.app, reference, 'failed')).status).toBe('failed');
    const res = await payCall(t.app, c, { payment_reference: reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_reference).toEqual([checkoutCopy.paymentFailed]);
    expect((await referenceRow(t, reference)).status).toBe('failed');
    expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
  });

  it("When another customer's paid reference is sent, then it is 422 as if unknown, and nothing is issued to either", async () => {
    const owner = await customerWith([{ plan_id: plans.health.planId }]);
    const thief = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, owner);
    await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: 5000,
      email: owner.body.email,
      channel: 'card',
    });
    const res = await payCall(t.app, thief, { payment_reference: reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_reference).toEqual([checkoutCopy.paymentNotFound]);
    expect(await holdings(t, thief.id)).toEqual({ payments: 0, policies: 0 });
    expect(await holdings(t, owner.id)).toEqual({ payments: 0, policies: 0 });
  });

  it('When a smaller amount was paid, then it is 422, nothing is issued and the money is refunded in full', async () => {
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference, 'success', 50_000);
    const res = await payCall(t.app, c, { payment_reference: reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_reference).toEqual([checkoutCopy.amountMismatch]);
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
    expect(await referenceRow(t, reference)).toMatchObject({
      status: 'amount_mismatch',
      providerAmountKobo: 50_000,
    });
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.customerId, c.id));
    expect(refund).toMatchObject({ reason: 'amount_mismatch', status: 'requested' });
    const [ledger] = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference));
    expect(ledger!.refundedKobo).toBe(50_000);
  });

  it('When the customer pays the monthly plan, then one policy is issued, the card is kept encrypted, the cart checked out, the ₦50 refunded and the record shows it', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    const res = await payCall(t.app, c, { payment_reference: reference, has_payed: false });
    expect(res.statusCode).toBe(200);
    const [policy] = res.json().data;
    expect(policy).toMatchObject({
      product: 'Health Insurance',
      product_uid: 'HI',
      product_prefix_code: 'HI',
      product_id: 'Health Insurance',
      sum_assured: 120000,
      premium: 1100,
      unit: 'Month',
      policy_duration: 1,
      active: true,
      start_date: '2026-03-10',
      next_payment_date: '2026-04-10',
      date_cancelled: null,
    });
    expect(policy.policy_number).toMatch(/^ALF-HI-2026-\d{6}$/);
    expect(policy.policy_document).toBe(
      `/api/local/customers/${c.id}/policies/${policy.policy_number}/document`,
    );

    const again = await payCall(t.app, c, { payment_reference: reference });
    expect(again.json().data).toEqual(res.json().data);

    const [auth] = await t.database.db
      .select()
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.customerId, c.id));
    expect(auth).toMatchObject({ reusable: true, active: true, last4: '4081' });
    expect(auth!.authorizationCodeEnc).not.toContain('AUTH_');
    expect(t.ctx.cipher.decrypt(auth!.authorizationCodeEnc)).toMatch(/^AUTH_/);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.customerId, c.id));
    expect(cart!.status).toBe('checked_out');

    await t.app.jobs.runDueJobs();
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.customerId, c.id));
    expect(refund).toMatchObject({
      reason: 'card_verification',
      amountKobo: 5000,
      status: 'requested',
    });
    const [ledger] = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference));
    expect(ledger!.refundedKobo).toBe(5000);
    // Paystack has only queued the refund: the customer is not told it is on its way until it is
    // processed (issue 15).
    const told = async () =>
      (
        await t.database.db.select().from(notifications).where(eq(notifications.customerId, c.id))
      ).map((n) => n.event);
    expect(await told()).not.toContain('refund.processed');
    const processed = await sandbox().setRefundOutcome({ reference, outcome: 'processed' });
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': processed!.signature },
      payload: processed!.body,
    });
    await t.app.jobs.runDueJobs();
    expect(await told()).toContain('refund.processed');

    const me = (await api(t.app, c).get('/api/auth/me')).json().data;
    expect(me).toMatchObject({
      has_payed: true,
      payment_reference: reference,
      customer_products: [{ product_id: 'Health Insurance', product_uid: 'HI' }],
    });
  });

  it('When the product is already active, then a new reference is 409 "You already paid for this product" with product_status active', async () => {
    const c = await customerWith([{ plan_id: plans.healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
    const res = await quote(c);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You already paid for this product',
      product_status: 'active',
      product_uid: 'HTCI',
      errors: { product: ['You already paid for this product'] },
    });
    expect((await transferQuote(c, { number_of_months: 12 })).statusCode).toBe(409);
  });

  it('When the body has no payment_reference, then it is 422; another customer id is 403', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const missing = await api(t.app, a).post(`/api/local/customers/${a.id}/payments`, {
      has_payed: true,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.payment_reference).toBeDefined();
    expect(
      (await payCall(t.app, { id: b.id, cookie: a.cookie }, { payment_reference: 'ALF-X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await payCall(
          t.app,
          { id: b.id, cookie: a.cookie },
          { payment_reference: 'ALF-X' },
          'payments/transfer',
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('the API document', () => {
  it('When /api/docs/json is read, then the checkout, policy, invoice and webhook routes are in it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/local/customers/{id}/carts',
        '/api/local/customers/{id}/quotes/payment-reference',
        '/api/local/customers/{id}/quotes/transfer-payment-reference',
        '/api/local/customers/{id}/payments',
        '/api/local/customers/{id}/payments/transfer',
        '/api/local/customers/{id}/premiums',
        '/api/local/customers/{id}/policies/{policyNumber}/document',
        '/api/local/customers/{id}/products/{productId}/renew-policy',
        '/api/local/customers/{id}/products/{productId}/cancel-policy',
        '/api/local/customers/health-invoice',
        '/api/webhooks/paystack',
        '/api/sandbox/paystack/charge',
      ]),
    );
  });
});

describe('POST /api/webhooks/paystack', () => {
  const webhook = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
      payload: body,
    });

  it('When the signature is forged or missing, then it is 401 and nothing is stored, queued or issued', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: 5000,
      email: c.body.email,
      channel: 'card',
    });
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, status: 'success', amount: 5000, currency: 'NGN' },
    });
    const [jobsBefore] = await t.database.db.select({ n: count() }).from(jobs);
    for (const signature of [paystackSignature('sk_test_wrong_secret', body), undefined, 'abc']) {
      const res = await webhook(body, signature);
      expect(res.statusCode).toBe(401);
    }
    const tampered = await webhook(
      body.replace('5000', '500000'),
      paystackSignature('sk_test_alaafia_sandbox_no_real_money', body),
    );
    expect(tampered.statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.reference, reference)),
    ).toEqual([]);
    const [jobsAfter] = await t.database.db.select({ n: count() }).from(jobs);
    expect(jobsAfter!.n).toBe(jobsBefore!.n);
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
  });

  it('When a correctly signed event arrives twice, then it is stored and queued once, and answered 200 both times', async () => {
    const c = await customerWith([{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    const row = await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: 5000,
      email: c.body.email,
      channel: 'card',
    });
    const { body, signature } = sandbox().webhookFor(row);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, reference));
    expect(stored).toHaveLength(1);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'webhook.process'), eq(jobs.dedupeKey, `webhook-${stored[0]!.id}`)));
    expect(queued).toHaveLength(1);
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 1 });
  });

  it('When an event we do not act on arrives signed, then it is 200 and ignored', async () => {
    const body = JSON.stringify({ event: 'subscription.create', data: { reference: 'TRF-1' } });
    const res = await webhook(
      body,
      paystackSignature('sk_test_alaafia_sandbox_no_real_money', body),
    );
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.reference, 'TRF-1')),
    ).toEqual([]);
  });
});
