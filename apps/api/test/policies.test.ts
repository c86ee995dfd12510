import { checkoutCopy } from '@alaafia/domain';
import { eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  paymentAuthorizations,
  paymentReferences,
  payments,
  policies,
  refunds,
  sandboxTransactions,
} from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  holdings,
  payCall,
  sandboxCharge,
  sandboxControls,
  seededPlans,
  testClock,
  type Customer,
} from './checkout-helpers.js';
import { sessionCookie, setLanguage, signUp, useTestApp } from './helpers.js';
import type { PolicyAnswer } from '../src/modules/cover/policies/policy-view.js';
import { pdfPages, pdfText } from './pdf-text.js';
import {
  ConfigError,
  loadConfig,
  SANDBOX_COLLECTION_ACCOUNT,
  SANDBOX_UNDERWRITER,
} from '../src/config.js';
import { hospitals } from '../src/db/schema/index.js';
import { realProvidersEnv } from './helpers.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

const clock = testClock(new Date('2026-01-31T10:00:00Z'));
// A configured underwriter (UNDERWRITER_*), printed on every policy document.
const t = useTestApp({
  env: { UNDERWRITER_NAME: 'Ikoyi General Insurance Plc', UNDERWRITER_NAICOM_LICENCE: 'RIC-042' },
  overrides: { now: clock.now },
});
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
  await markKycComplete(t.database.db, c.id, clock.now());
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
    const text = await pdfText(pdf);
    for (const expected of [
      policy.policy_number,
      'HealthCash Insurance',
      'Chinedu Okeke',
      c.body.email,
      '₦1,100,000',
      '₦1,000 per year',
      '31 January 2026',
      '31 January 2027',
      "What's covered",
      "What's not covered",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('When a health plan holder downloads it, then it names their hospital and the underwriter with its NAICOM licence, prints ₦ and dates as the app writes them, never the plan code, and no page holds only its footer', async () => {
    const [hospital] = await t.database.db
      .select()
      .from(hospitals)
      .where(eq(hospitals.stateId, 25))
      .limit(1);
    const c = await signUp(t.app);
    const chosen = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      user_id: c.id,
      preferred_hospital: hospital!.id,
    });
    expect(chosen.statusCode).toBe(200);
    const { policy } = await buy(plans.health.planId, 'card', c);
    const res = await api(t.app, c).get(policy.policy_document);
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    const text = pages.join('\n');
    for (const expected of [
      `Hospital ${hospital!.name}, ${hospital!.fullAddress}`,
      'Plan Monthly plan',
      'Cover (sum assured) ₦120,000',
      'Premium ₦1,100 per month',
      'Start date 31 January 2026',
      'Next payment date 28 February 2026',
      'Underwriter Ikoyi General Insurance Plc',
      'NAICOM licence RIC-042',
      'Issued on 31 January 2026',
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(expected);
    }
    expect(text).not.toMatch(/SMEDAN/i);
    expect(text).not.toContain('NGN');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('?');
    // Every page has its footer and more than it: a page never exists for the footer alone.
    expect(pages.length).toBeGreaterThanOrEqual(1);
    pages.forEach((page, index) => {
      const lines = page.split('\n');
      const footer = [
        `Policy ${policy.policy_number}. Underwritten by Ikoyi General Insurance Plc, NAICOM licence RIC-042.`,
        `Page ${index + 1} of ${pages.length}`,
      ];
      expect(lines.slice(-2)).toEqual(footer);
      expect(lines.length - footer.length).toBeGreaterThan(3);
    });
  });

  it('When no underwriter is configured, then the sandbox prints its marked example, and SANDBOX=false refuses to start without one', () => {
    const sandbox = loadConfig({ NODE_ENV: 'test' });
    expect(sandbox.underwriter).toMatchObject(SANDBOX_UNDERWRITER);
    expect(SANDBOX_UNDERWRITER.name).toContain('example');
    const real = { ...realProvidersEnv } as Record<string, string | undefined>;
    delete real.UNDERWRITER_NAME;
    delete real.UNDERWRITER_NAICOM_LICENCE;
    let problems: string[] = [];
    try {
      loadConfig(real);
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      'UNDERWRITER_NAME: is required when SANDBOX=false (it is printed on every policy document)',
      'UNDERWRITER_NAICOM_LICENCE: is required when SANDBOX=false (it is printed on every policy document)',
    ]);
    // Issue 38: the account sponsors pay into by transfer, required alike.
    const noAccount = { ...realProvidersEnv } as Record<string, string | undefined>;
    delete noAccount.COLLECTION_ACCOUNT_NUMBER;
    let accountProblems: string[] = [];
    try {
      loadConfig(noAccount);
    } catch (error) {
      if (error instanceof ConfigError) accountProblems = error.problems;
    }
    expect(accountProblems).toEqual([
      'COLLECTION_ACCOUNT_NUMBER: is required when SANDBOX=false (sponsors pay their invoices into this account by transfer)',
    ]);
    expect(() => loadConfig({ ...realProvidersEnv, COLLECTION_ACCOUNT_NUMBER: '12345' })).toThrow(
      /COLLECTION_ACCOUNT_NUMBER: must be a 10-digit NUBAN account number/,
    );
    expect(sandbox.collectionAccount).toEqual(SANDBOX_COLLECTION_ACCOUNT);
    expect(loadConfig(realProvidersEnv).collectionAccount).toEqual({
      bankName: 'Test Bank Plc',
      accountNumber: '0123456789',
      accountName: 'Alaafia Test Ltd',
    });
    expect(loadConfig(realProvidersEnv).underwriter).toEqual({
      name: 'Test Underwriter Plc',
      naicomLicence: 'TEST-001',
      commissionRate: 0.15,
      vatRate: 0.075,
      ibnrRate: 0.1,
    });
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
  it('When a customer who reads Yoruba renews a policy paused for verification, then the 422 asks them in Yoruba to verify, and nothing is charged', async () => {
    const { c, policy } = await buy(plans.healthCash.planId);
    await t.database.db
      .update(policies)
      .set({ status: 'paused', pauseReason: 'verification' })
      .where(eq(policies.id, policy.id));
    await setLanguage(t.app, c, 'yo');
    const res = await renew(c, policy.product_id);
    expect(res.statusCode).toBe(422);
    const message =
      'Ààbò rẹ ti dúró títí o fi máa parí ìjẹ́rìísí rẹ. Parí rẹ̀ lórí dáṣíbọ́ọ̀dù rẹ kí ààbò rẹ lè padà bẹ̀rẹ̀ lẹ́sẹ̀kẹsẹ̀.';
    expect(res.json()).toEqual({ message, errors: { verification: [message] } });
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 1 });
  });

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

  it("When the saved card is declined, then the answer says so with the bank's words and a reference to pay another way; pressing again the same day charges nothing more", async () => {
    const { c, policy } = await buy(plans.health.planId);
    await sandboxControls(t).cards(c.body.email, 'failed');
    const res = await renew(c, 'HI');
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({
      status: 'declined',
      declined: {
        card: { brand: 'visa', last4: expect.stringMatching(/^\d{4}$/) },
        reason: 'Declined',
      },
      payment: { total: 1100, amount_kobo: 110000, payment_type: 'card', card_verification: 0 },
      policy: { id: policy.id, next_payment_date: policy.next_payment_date },
    });
    // The saved card was asked once, under the day's reference; a second press asks it no more.
    const again = await renew(c, 'HI');
    expect(again.json().data.status).toBe('declined');
    const charges = await t.database.db
      .select({ reference: sandboxTransactions.reference, status: sandboxTransactions.status })
      .from(sandboxTransactions)
      .where(like(sandboxTransactions.reference, `ALF-RN-${policy.id}-%`));
    expect(charges).toEqual([{ reference: `ALF-RN-${policy.id}-20260131`, status: 'failed' }]);
    // Paying another way renews it.
    await sandboxCharge(t.app, answer.payment.reference);
    const paid = await payCall(t.app, c, { payment_reference: answer.payment.reference });
    expect(paid.json().data).toEqual([
      expect.objectContaining({ id: policy.id, next_payment_date: '2026-03-31' }),
    ]);
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
      // Bought on 31 January: the anchor day holds (30 April, then 31 May).
      expect.objectContaining({ id: policy.id, next_payment_date: '2026-05-31' }),
    ]);
    expect(await holdings(t, c.id)).toEqual({ payments: 2, policies: 1 });
  });
});

describe('premiums: month ends, cancellation and paying twice (issue 25)', () => {
  const policyOf = async (c: Customer) =>
    (await t.database.db.select().from(policies).where(eq(policies.customerId, c.id)))[0]!;
  const refundsOf = (c: Customer) =>
    t.database.db.select().from(refunds).where(eq(refunds.customerId, c.id));
  /** No saved card: renew answers a payment reference the customer pays in the checkout. */
  const withoutCard = (c: Customer) =>
    t.database.db
      .update(paymentAuthorizations)
      .set({ active: false })
      .where(eq(paymentAuthorizations.customerId, c.id));
  const renewalReference = async (c: Customer, product: string) => {
    const res = await renew(c, product);
    expect(res.json().data.status).toBe('payment_required');
    return res.json().data.payment.reference as string;
  };
  const payReference = async (c: Customer, reference: string) => {
    await sandboxCharge(t.app, reference);
    await payCall(t.app, c, { payment_reference: reference });
  };

  it('When a monthly policy is bought on 31 January, then it is due 28 February, then 31 March, then 30 April (the anchor day is kept)', async () => {
    clock.set(new Date('2026-01-31T10:00:00Z'));
    const { c } = await buy(plans.health.planId);
    expect((await policyOf(c)).nextPaymentDate).toBe('2026-02-28');
    expect((await renew(c, 'HI')).json().data.status).toBe('renewed');
    expect((await policyOf(c)).nextPaymentDate).toBe('2026-03-31');
    clock.advance(24 * 60 * 60_000); // one saved-card charge per policy per day
    expect((await renew(await signIn(c), 'HI')).json().data.status).toBe('renewed');
    expect((await policyOf(c)).nextPaymentDate).toBe('2026-04-30');
  });

  it('When a premium made before the customer cancelled is paid after, then the policy stays cancelled and the whole payment is refunded', async () => {
    clock.set(new Date('2026-01-31T10:00:00Z'));
    const { c } = await buy(plans.healthCash.planId);
    await withoutCard(c);
    const reference = await renewalReference(c, 'HTCI');
    const before = await policyOf(c);
    expect((await cancel(c, 'HTCI', { reason_id: 1 })).statusCode).toBe(200);
    clock.advance(60_000);
    await payReference(c, reference);
    await t.app.jobs.runDueJobs();
    expect(await policyOf(c)).toMatchObject({
      status: 'cancelled',
      nextPaymentDate: before.nextPaymentDate,
    });
    expect(await refundsOf(c)).toEqual([
      expect.objectContaining({ reason: 'policy_cancelled', amountKobo: null }),
    ]);
  });

  it('When the same period is paid twice, then the second payment is refunded, not turned into more months; paying for the next period ahead is kept', async () => {
    clock.set(new Date('2026-01-31T10:00:00Z'));
    const { c } = await buy(plans.healthCash.planId);
    await withoutCard(c);
    const first = await renewalReference(c, 'HTCI');
    const second = await renewalReference(c, 'HTCI');
    await payReference(c, first);
    expect((await policyOf(c)).nextPaymentDate).toBe('2028-01-31');
    await payReference(c, second);
    await t.app.jobs.runDueJobs();
    expect((await policyOf(c)).nextPaymentDate).toBe('2028-01-31');
    const [paidTwice] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, second));
    expect(await refundsOf(c)).toEqual([
      expect.objectContaining({
        reason: 'paid_twice',
        amountKobo: null,
        paymentReferenceId: paidTwice!.id,
      }),
    ]);
    // A year more, asked for after the last was paid: the customer chose to pay ahead.
    await withoutCard(c);
    await payReference(c, await renewalReference(c, 'HTCI'));
    expect((await policyOf(c)).nextPaymentDate).toBe('2029-01-31');
    expect(await refundsOf(c)).toHaveLength(1);
  });

  it('When a card payment is followed by an earlier bank transfer of the same cart landing, then the transfer is refunded; a transfer of several months of a monthly plan (chosen) is kept as more months', async () => {
    clock.set(new Date('2026-01-31T10:00:00Z'));
    const cardThenTransfer = async (planId: number) => {
      const c = await signUp(t.app);
      await fillCart(t.app, c, [{ plan_id: planId }]);
      const res = await api(t.app, c).post(
        `/api/local/customers/${c.id}/quotes/transfer-payment-reference`,
        { number_of_months: 3, accept_terms: true },
      );
      expect(res.statusCode).toBe(200);
      const transfer = res.json().data.reference as string;
      await payReference(c, (await cardReference(t.app, c)).reference);
      const paidByCard = (await policyOf(c)).nextPaymentDate;
      await sandboxCharge(t.app, transfer);
      await payCall(t.app, c, { payment_reference: transfer }, 'payments/transfer');
      await t.app.jobs.runDueJobs();
      const [late] = await t.database.db
        .select()
        .from(paymentReferences)
        .where(eq(paymentReferences.reference, transfer));
      return { c, paidByCard, late: late! };
    };
    // The yearly plan: the transfer paid the same year again: refunded in full.
    const yearly = await cardThenTransfer(plans.healthCash.planId);
    expect((await policyOf(yearly.c)).nextPaymentDate).toBe(yearly.paidByCard);
    expect((await refundsOf(yearly.c)).filter((r) => r.reason === 'paid_twice')).toEqual([
      expect.objectContaining({ amountKobo: null, paymentReferenceId: yearly.late.id }),
    ]);
    // The monthly plan: 3 months chosen on the transfer are the customer's, after the month paid.
    const monthly = await cardThenTransfer(plans.health.planId);
    expect(monthly.paidByCard).toBe('2026-02-28');
    expect((await policyOf(monthly.c)).nextPaymentDate).toBe('2026-05-31');
    expect((await refundsOf(monthly.c)).filter((r) => r.reason === 'paid_twice')).toEqual([]);
  });
});

describe("before the customer confirms: cancellation terms, renewal quote, 'Other' (issue 18)", () => {
  const terms = (c: Customer, product: string) =>
    api(t.app, c).get(`/api/local/customers/${c.id}/products/${product}/cancellation-terms`);
  const quote = (c: Customer, product: string) =>
    api(t.app, c).get(`/api/local/customers/${c.id}/products/${product}/renewal-quote`);

  it('When a monthly card policy is in its free month, then the terms say so; a transfer policy (paid) is not', async () => {
    const { c, policy } = await buy(plans.health.planId);
    const res = await terms(c, 'HI');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      in_free_month: true,
      paid_until: policy.next_payment_date,
    });
    const paid = await buy(plans.health.planId, 'transfer');
    expect((await terms(paid.c, 'HI')).json().data).toEqual({
      in_free_month: false,
      paid_until: '2026-04-30',
    });
    const other = await signUp(t.app);
    expect((await terms({ id: c.id, cookie: other.cookie }, 'HI')).statusCode).toBe(403);
  });

  it('When a cancelled policy is in its paid period, then the quote is a reactivation at no charge, and renew does exactly that', async () => {
    const { c } = await buy(plans.healthCash.planId);
    await cancel(c, 'HTCI', { reason_id: 1 });
    expect((await quote(c, 'HTCI')).json().data).toEqual({
      how: 'reactivate',
      amount: 0,
      cover_months: 0,
      covered_from: '2026-01-31',
      covered_until: '2027-01-31',
      card: null,
    });
    expect((await renew(c, 'HTCI')).json().data.policy.next_payment_date).toBe('2027-01-31');
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 1 });
  });

  it('When the saved card would be charged, then the quote gives the amount, the card and the dates that renew then gives', async () => {
    const { c } = await buy(plans.healthCash.planId);
    const res = await quote(c, 'HTCI');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      how: 'saved_card',
      amount: 1000,
      cover_months: 12,
      covered_from: '2027-01-31',
      covered_until: '2028-01-31',
    });
    expect(data.card.last4).toMatch(/^\d{4}$/);
    const renewed = await renew(c, 'HTCI');
    expect(renewed.json().data.policy.next_payment_date).toBe(data.covered_until);
  });

  it('When there is no saved card, then the quote is a card payment of the price the reference then charges', async () => {
    const { c } = await buy(plans.health.planId, 'transfer');
    const data = (await quote(c, 'HI')).json().data;
    expect(data).toMatchObject({ how: 'card_payment', amount: 1100, cover_months: 1, card: null });
    const renewed = await renew(c, 'HI');
    expect(renewed.json().data.payment.total).toBe(data.amount);
  });

  it("When the reason is 'Other', then the customer's words are required, checked and kept with the cancellation", async () => {
    const { c, policy } = await buy(plans.health.planId);
    for (const body of [{ reason_id: 7 }, { reason_id: 7, reason_note: '   ' }]) {
      const res = await cancel(c, 'HI', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason_note).toEqual(['Please tell us why you are cancelling.']);
    }
    const long = await cancel(c, 'HI', { reason_id: 7, reason_note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.reason_note).toBeDefined();
    expect((await premiums(c))[0]!.active).toBe(true);

    const res = await cancel(c, 'HI', { reason_id: 7, reason_note: '  Moving abroad  ' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ note: policies.cancellationNote, reason: policies.cancellationReasonId })
      .from(policies)
      .where(eq(policies.id, policy.id));
    expect(row).toEqual({ note: 'Moving abroad', reason: 7 });
  });

  it('When another reason comes with a note, then the note is not kept', async () => {
    const { c, policy } = await buy(plans.health.planId);
    expect((await cancel(c, 'HI', { reason_id: 2, reason_note: 'ignored' })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ note: policies.cancellationNote })
      .from(policies)
      .where(eq(policies.id, policy.id));
    expect(row!.note).toBeNull();
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
  }, 180_000); // months of billing, run by the jobs: 39 to 60 s beside the other steps on 2 cores
});
