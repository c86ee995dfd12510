import { checkoutCopy } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, paymentReferences, payments, policies } from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  holdings,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
  type Customer,
} from './checkout-helpers.js';
import { sessionCookie, signUp, useTestApp } from './helpers.js';
import type { PolicyAnswer } from '../src/modules/policies/policy-view.js';
import { pdfText } from './pdf-text.js';

const clock = testClock(new Date('2026-01-31T10:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

type Signed = Awaited<ReturnType<typeof signUp>>;
type PolicyView = PolicyAnswer;

/** A customer who bought a plan by card (or transfer) and holds the policy. */
async function buy(planId: number, how: 'card' | 'transfer' = 'card', customer?: Signed) {
  const c = customer ?? (await signUp(t.app));
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const reference =
    how === 'card'
      ? (await cardReference(t.app, c)).reference
      : (
          await api(t.app, c).post(
            `/api/local/customers/${c.id}/quotes/transfer-payment-reference`,
            {
              number_of_months: 3,
              accept_terms: true,
            },
          )
        ).json().data.reference;
  await sandboxCharge(t.app, reference);
  const res = await payCall(
    t.app,
    c,
    { payment_reference: reference },
    how === 'card' ? 'payments' : 'payments/transfer',
  );
  if (res.statusCode !== 200) throw new Error(`buy failed ${res.statusCode}: ${res.body}`);
  // Verified, as a paying customer is (this file is about premiums; an unverified customer's
  // policies are paused at 30 days: billing-reminders.test.ts).
  await t.database.db
    .update(customers)
    .set({ haveCompletedKyc: true, kycCompletedAt: clock.now() })
    .where(eq(customers.id, c.id));
  return { c, policy: res.json().data[0] as PolicyView };
}

/** Signs in again after the clock moved past the session's life. */
async function signIn(c: Signed): Promise<Signed> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: c.body.email, password: c.body.password },
  });
  return { ...c, cookie: sessionCookie(res) };
}

const premiums = async (c: Customer) =>
  (await api(t.app, c).get(`/api/local/customers/${c.id}/premiums`)).json().data as PolicyView[];
const renew = (c: Customer, product: string | number) =>
  api(t.app, c).post(`/api/local/customers/${c.id}/products/${product}/renew-policy`);
const cancel = (c: Customer, product: string | number, body: unknown) =>
  api(t.app, c).post(`/api/local/customers/${c.id}/products/${product}/cancel-policy`, body);

describe('GET /local/customers/{id}/premiums', () => {
  it('When the customer holds a policy, then it is listed with the premium fields and a policy number', async () => {
    const { c, policy } = await buy(plans.health.planId);
    const list = await premiums(c);
    expect(list).toEqual([
      expect.objectContaining({
        id: policy.id,
        policy_number: policy.policy_number,
        product_prefix_code: 'HI',
        product_id: 'Health Insurance',
        sum_assured: 120000,
        premium: 1100,
        policy_duration: 1,
        company: null,
        active: true,
        next_payment_date: '2026-02-28',
        policy_document: `/api/local/customers/${c.id}/policies/${policy.policy_number}/document`,
        date_cancelled: null,
      }),
    ]);
  });

  it("When another customer's premiums are asked for, then it is 403; without a session 401", async () => {
    const { c: owner } = await buy(plans.health.planId);
    const other = await signUp(t.app);
    expect(
      (await api(t.app, other).get(`/api/local/customers/${owner.id}/premiums`)).statusCode,
    ).toBe(403);
    expect(
      (await api(t.app, null).get(`/api/local/customers/${owner.id}/premiums`)).statusCode,
    ).toBe(401);
  });
});

describe('the policy document', () => {
  it('When the owner downloads it, then it is a PDF attachment with the policy number, the insured, the cover, the dates and what is covered and not', async () => {
    const { c, policy } = await buy(plans.healthCash.planId);
    const res = await api(t.app, c).get(policy.policy_document);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="${policy.policy_number}.pdf"`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Policy ${policy.policy_number}`);
    const text = pdfText(pdf);
    for (const expected of [
      policy.policy_number,
      'HealthCash Insurance',
      'Chinedu Okeke',
      c.body.email,
      'NGN 1,100,000',
      'NGN 1,000 per year',
      '2026-01-31',
      '2027-01-31',
      "What's covered",
      "What's not covered",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("When another customer asks for it, then their own id with the number is 404 and the owner's id is 403", async () => {
    const { c: owner, policy } = await buy(plans.health.planId);
    const other = await signUp(t.app);
    const theirs = await api(t.app, other).get(
      `/api/local/customers/${other.id}/policies/${policy.policy_number}/document`,
    );
    expect(theirs.statusCode).toBe(404);
    const unknown = await api(t.app, other).get(
      `/api/local/customers/${other.id}/policies/ALF-HI-2026-999999/document`,
    );
    expect(unknown.json()).toEqual(theirs.json());
    expect((await api(t.app, other).get(policy.policy_document)).statusCode).toBe(403);
    expect((await api(t.app, owner).get(policy.policy_document)).statusCode).toBe(200);
  });
});

describe('cancel-policy', () => {
  it('When a reason from the list is given, then the policy is cancelled now and the premiums show date_cancelled', async () => {
    const { c } = await buy(plans.health.planId);
    const res = await cancel(c, 'HI', { reason_id: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      active: false,
      status: 'cancelled',
      date_cancelled: clock.now().toISOString(),
    });
    expect((await premiums(c))[0]).toMatchObject({
      active: false,
      date_cancelled: clock.now().toISOString(),
    });
    const me = (await api(t.app, c).get('/api/auth/me')).json().data;
    expect(me.customer_products).toEqual([]);
    const again = await cancel(c, 'Health Insurance', { reason_id: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(checkoutCopy.policyAlreadyCancelled);
  });

  it('When the reason is unknown or missing, then it is 422 with errors.reason_id and the policy stays active', async () => {
    const { c } = await buy(plans.health.planId);
    for (const body of [{ reason_id: 999 }, {}, { reason_id: 'because' }]) {
      const res = await cancel(c, 'HI', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason_id).toBeDefined();
    }
    expect((await premiums(c))[0]!.active).toBe(true);
  });

  it('When the customer has no policy of the product, or the product is unknown, then it is 422 or 404; another id is 403', async () => {
    const { c } = await buy(plans.health.planId);
    const none = await cancel(c, 'HTCI', { reason_id: 1 });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.product).toEqual([checkoutCopy.noPolicy]);
    expect((await cancel(c, 'NOPE', { reason_id: 1 })).statusCode).toBe(404);
    const other = await signUp(t.app);
    expect(
      (await cancel({ id: c.id, cookie: other.cookie }, 'HI', { reason_id: 1 })).statusCode,
    ).toBe(403);
    expect((await renew({ id: c.id, cookie: other.cookie }, 'HI')).statusCode).toBe(403);
    expect((await premiums(c))[0]!.active).toBe(true);
  });
});

describe('renew-policy', () => {
  it('When a cancelled policy is still in its paid period, then it is reactivated with no charge', async () => {
    const { c, policy } = await buy(plans.healthCash.planId);
    await cancel(c, 'HTCI', { reason_id: 1 });
    const res = await renew(c, policy.product_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'renewed',
      payment: null,
      policy: { active: true, date_cancelled: null, next_payment_date: '2027-01-31' },
    });
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 1 });
  });

  it('When an active yearly policy is renewed with a saved card, then the card is charged once and the policy runs a year longer', async () => {
    const { c, policy } = await buy(plans.healthCash.planId);
    const res = await renew(c, 'HTCI');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'renewed',
      policy: { id: policy.id, next_payment_date: '2028-01-31', active: true },
    });
    const again = await renew(c, 'HTCI');
    expect(again.json().data.policy.next_payment_date).toBe('2028-01-31');
    expect(await holdings(t, c.id)).toEqual({ payments: 2, policies: 1 });
    const [charge] = await t.database.db
      .select({ confirmedBy: payments.confirmedBy, amountKobo: payments.amountKobo })
      .from(payments)
      .innerJoin(paymentReferences, eq(paymentReferences.id, payments.paymentReferenceId))
      .where(eq(paymentReferences.reference, `ALF-RN-${policy.id}-20260131`));
    expect(charge).toEqual({ confirmedBy: 'renewal_charge', amountKobo: 100000 });
  });

  it('When there is no saved card, then the answer is a payment reference, and only its confirmed payment extends the policy', async () => {
    const { c, policy } = await buy(plans.health.planId, 'transfer');
    expect(policy.next_payment_date).toBe('2026-04-30');
    const res = await renew(c, 'HI');
    expect(res.statusCode).toBe(200);
    const { status, payment } = res.json().data;
    expect(status).toBe('payment_required');
    expect(payment).toMatchObject({
      total: 1100,
      amount_kobo: 110000,
      payment_type: 'card',
      card_verification: 0,
    });
    expect((await premiums(c))[0]!.next_payment_date).toBe('2026-04-30');
    const unpaid = await payCall(t.app, c, {
      payment_reference: payment.reference,
      has_payed: true,
    });
    expect(unpaid.statusCode).toBe(422);
    await sandboxCharge(t.app, payment.reference);
    const paid = await payCall(t.app, c, { payment_reference: payment.reference });
    expect(paid.json().data).toEqual([
      expect.objectContaining({ id: policy.id, next_payment_date: '2026-05-30' }),
    ]);
    expect(await holdings(t, c.id)).toEqual({ payments: 2, policies: 1 });
  });
});

describe('premium collection and lapsing (the scheduled job)', () => {
  it('When a monthly card policy falls due, then the saved card is charged once that day and the policy runs another month; an unpaid transfer policy has 14 days of grace, is paused, and lapses 60 days later', async () => {
    clock.set(new Date('2026-05-01T08:00:00Z'));
    const { c: cardCustomer } = await buy(plans.health.planId);
    const { c: transferCustomer } = await buy(plans.health.planId, 'transfer');
    clock.set(new Date('2026-06-01T08:00:00Z'));
    await t.app.jobs.runDueJobs({ schedule: true });
    clock.set(new Date('2026-06-01T09:30:00Z'));
    await t.app.jobs.runDueJobs({ schedule: true });
    const [card] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, cardCustomer.id));
    expect(card).toMatchObject({ status: 'active', nextPaymentDate: '2026-07-01' });
    expect(await holdings(t, cardCustomer.id)).toEqual({ payments: 2, policies: 1 });

    const transferPolicy = async () =>
      (
        await t.database.db
          .select()
          .from(policies)
          .where(eq(policies.customerId, transferCustomer.id))
      )[0];
    // Signed in afresh at each step: the clock moves by weeks, past the session's idle time.
    const tiles = async () => premiums(await signIn(transferCustomer));
    // Day 8 after its due date: in grace, cover on, the tile says the premium is overdue.
    clock.set(new Date('2026-08-09T08:00:00Z'));
    await t.app.jobs.runDueJobs({ schedule: true });
    expect(await transferPolicy()).toMatchObject({
      status: 'active',
      nextPaymentDate: '2026-08-01',
    });
    expect((await tiles())[0]).toMatchObject({
      active: true,
      payment_state: 'overdue',
      grace_ends_on: '2026-08-14',
    });
    // Day 14: paused, no cover.
    clock.set(new Date('2026-08-15T08:00:00Z'));
    await t.app.jobs.runDueJobs({ schedule: true });
    expect(await transferPolicy()).toMatchObject({ status: 'paused' });
    expect((await tiles())[0]).toMatchObject({
      active: false,
      status: 'paused',
      payment_state: 'paused',
      paused_on: '2026-08-15',
      lapses_on: '2026-10-14',
    });
    // 60 days after the pause, still unpaid: lapsed.
    clock.set(new Date('2026-10-13T08:00:00Z'));
    await t.app.jobs.runDueJobs({ schedule: true });
    expect(await transferPolicy()).toMatchObject({ status: 'paused' });
    clock.set(new Date('2026-10-14T08:00:00Z'));
    await t.app.jobs.runDueJobs({ schedule: true });
    expect(await transferPolicy()).toMatchObject({
      status: 'lapsed',
      nextPaymentDate: '2026-08-01',
    });
    expect((await tiles())[0]!.active).toBe(false);
  });
});
