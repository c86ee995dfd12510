import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lagosDate } from '@alaafia/domain';
import {
  auditLog,
  consents,
  customers,
  notifications,
  outboxMessages,
  policies,
  sandboxTransactions,
  sponsorEnrolments,
} from '../src/db/schema/index.js';
import { runSponsorshipLifecycle } from '../src/modules/sales/sponsors/sponsorship-lifecycle.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  sandboxControls,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import {
  emailCodeOf,
  newCustomer,
  sessionCookie,
  signUp,
  signUpProven,
  useTestApp,
} from './helpers.js';
import { sponsorSupport } from './sponsor-support.js';
import { outboxReader } from './builders/mail.js';

// Sponsors (issue 16): an administrator creates a sponsor and enrols customers (by e-mail here; by
// CSV in sponsors-csv.test.ts);
// the policies carry the sponsor (`sponsor_id`; the answers show its name as `company`) and are never charged during the sponsored months.
const clock = testClock(new Date('2026-05-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  plans = await seededPlans(t);
});

const { staff, newSponsor, payInvoice } = sponsorSupport(t, clock);
type Staff = Awaited<ReturnType<typeof staff>>;

const controls = sandboxControls(t);
const sandbox = {
  /** Moves the application's clock; answers its Lagos day. */
  moveDays: async (days: number) => lagosDate(new Date(await controls.moveDays(days))),
  runJobs: controls.runJobs,
};

/** Enrols one e-mail (new: invoiced, awaiting payment), pays its invoice and answers the enrolment then. */
async function enrolPaid(admin: Staff, sponsorId: number, body: object) {
  const res = await admin.post(`/api/admin/sponsors/${sponsorId}/enrolments`, body);
  expect(res.statusCode).toBe(201);
  const { outcome, enrolment } = res.json().data;
  expect(outcome).toBe('invoiced');
  expect(enrolment).toMatchObject({ status: 'awaiting_payment', amount_due: null });
  const invoice = await payInvoice(enrolment.invoice_number);
  const after = (await admin.get(`/api/admin/sponsors/${sponsorId}/enrolments`))
    .json<{ data: { id: number }[] }>()
    .data.find((e) => e.id === enrolment.id);
  return { invoice, enrolment: after as Record<string, unknown> & { id: number } };
}

const policiesOf = async (customerId: number) =>
  t.database.db.select().from(policies).where(eq(policies.customerId, customerId));
const eventsOf = async (customerId: number) =>
  (
    await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      // The bell's messages (a one-time code sent at once is only a record).
      .where(and(eq(notifications.customerId, customerId), eq(notifications.inApp, true)))
  ).map((x) => x.event);
const mailTo = outboxReader(t);

describe('sponsors: creating and access', () => {
  it('When an administrator creates a sponsor, then it is stored (RC number and phone normalised) and audited; a second with the same name is 409; bad fields are 422', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const list = await admin.get('/api/admin/sponsors');
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id: s.id,
        contact_email: 'hr@dangote.example.ng',
        contact_phone: '08031234567',
        rc_number: 'RC12345',
        enrolled: 0,
        amount_due: 0,
      }),
    );
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sponsor.created'), eq(auditLog.recordId, String(s.id))));
    expect(row).toMatchObject({ staffId: admin.id, recordType: 'sponsor' });

    const again = await admin.post('/api/admin/sponsors', {
      name: s.name.toUpperCase(),
      contact_name: 'Someone',
      contact_email: 'a@b.ng',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toEqual(['A sponsor with this name already exists.']);

    const bad = await admin.post('/api/admin/sponsors', {
      name: 'X',
      contact_name: 'Ngozi',
      contact_email: 'not an email',
      rc_number: '12345',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contact_email', 'name', 'rc_number']);
  });

  it('When a reviewer or finance member tries to create or enrol, then it is 403; finance may read; a customer session is refused everywhere', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const reviewer = await staff(t.app, ['reviewer']);
    const finance = await staff(t.app, ['finance']);
    const body = { name: 'Any Co', contact_name: 'Ada', contact_email: 'ada@any.ng' };
    expect((await reviewer.post('/api/admin/sponsors', body)).statusCode).toBe(403);
    expect((await finance.post('/api/admin/sponsors', body)).statusCode).toBe(403);
    const enrol = { email: 'x@y.ng', product: 'HI', plan_code: 'HI-SMEDAN-M', months: 3 };
    expect((await finance.post(`/api/admin/sponsors/${s.id}/enrolments`, enrol)).statusCode).toBe(
      403,
    );
    expect(
      (await finance.post(`/api/admin/sponsors/${s.id}/enrolments/csv`, { csv: 'email' }))
        .statusCode,
    ).toBe(403);
    expect((await reviewer.get('/api/admin/sponsors')).statusCode).toBe(403);
    expect((await finance.get('/api/admin/sponsors')).statusCode).toBe(200);
    expect((await finance.get(`/api/admin/sponsors/${s.id}/enrolments`)).statusCode).toBe(200);

    const customer = await signUp(t.app);
    const as = api(t.app, customer);
    for (const [method, url] of [
      ['get', '/api/admin/sponsors'],
      ['post', '/api/admin/sponsors'],
      ['get', `/api/admin/sponsors/${s.id}`],
      ['get', `/api/admin/sponsors/${s.id}/enrolments`],
      ['post', `/api/admin/sponsors/${s.id}/enrolments`],
      ['post', `/api/admin/sponsors/${s.id}/enrolments/csv`],
    ] as const) {
      const res = method === 'get' ? await as.get(url) : await as.post(url, enrol);
      expect(res.statusCode, url).toBe(401);
    }
    expect(
      await t.database.db
        .select()
        .from(sponsorEnrolments)
        .where(eq(sponsorEnrolments.sponsorId, s.id)),
    ).toEqual([]);
  });
});

describe('sponsors: enrolling', () => {
  it('When a customer with an account is enrolled, then a policy starts now with the sponsor as company, they are told by SMS, e-mail and the bell, the dashboard premium says so, and enrolling again changes nothing', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const c = await signUpProven(t.app);
    const { invoice, enrolment } = await enrolPaid(admin, s.id, {
      email: c.body.email.toUpperCase(),
      product: 'hi',
      plan_code: 'HI-SMEDAN-M',
      months: 3,
    });
    expect(invoice).toMatchObject({ status: 'paid', paid_via: 'transfer', total_kobo: 330_000 });
    expect(enrolment).toMatchObject({
      status: 'active',
      customer_id: c.id,
      product: 'HI',
      premium: 1100,
      starts_on: '2026-05-01',
      ends_on: '2026-08-01',
      amount_due: 3300,
    });

    const [policy] = await policiesOf(c.id);
    expect(policy).toMatchObject({
      sponsorId: s.id,
      status: 'active',
      productUid: 'HI',
      paymentReferenceId: null,
      nextPaymentDate: '2026-08-01',
      premiumKobo: 110_000,
    });
    const premiums = await api(t.app, c).get(`/api/local/customers/${c.id}/premiums`);
    expect(premiums.json().data).toEqual([
      expect.objectContaining({
        product_prefix_code: 'HI',
        company: s.name,
        active: true,
        next_payment_date: '2026-08-01',
      }),
    ]);
    expect(await eventsOf(c.id)).toEqual(['sponsorship.started']);
    await sandbox.runJobs();
    const mail = await mailTo(c.body.email);
    expect(mail.map((m) => m.subject)).toContain(`${s.name} is paying for your cover`);
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, c.body.phone_number));
    expect(
      sms.some((m) =>
        m.body.includes(`${s.name} has paid for your Health Insurance cover until 1 August 2026`),
      ),
    ).toBe(true);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'sponsor.enrolled'), eq(auditLog.recordId, String(enrolment.id))),
      );
    expect(audited!.after).toMatchObject({
      status: 'awaiting_payment',
      invoice: invoice.number,
    });

    // The same e-mail, sponsor and product again (other months even): the one enrolment, unchanged.
    const again = await admin.post(`/api/admin/sponsors/${s.id}/enrolments`, {
      email: c.body.email,
      product: 'HI',
      plan_code: 'HI-SMEDAN-M',
      months: 6,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      outcome: 'already_enrolled',
      enrolment: { id: enrolment.id, months: 3 },
    });
    expect(await policiesOf(c.id)).toHaveLength(1);
    expect((await policiesOf(c.id))[0]!.nextPaymentDate).toBe('2026-08-01');
    const rows = await t.database.db
      .select()
      .from(sponsorEnrolments)
      .where(eq(sponsorEnrolments.sponsorId, s.id));
    expect(rows).toHaveLength(1);
    expect(await eventsOf(c.id)).toEqual(['sponsorship.started']);

    // A plan of another product, or a yearly plan for 6 months: 422, nothing stored.
    const wrongPlan = await admin.post(`/api/admin/sponsors/${s.id}/enrolments`, {
      email: 'someone.else@example.ng',
      product: 'EI',
      plan_code: 'HI-SMEDAN-M',
      months: 3,
    });
    expect(wrongPlan.statusCode).toBe(422);
    expect(wrongPlan.json().errors.plan_code).toEqual([
      'There is no plan on sale with this code for this product.',
    ]);
    const halfYear = await admin.post(`/api/admin/sponsors/${s.id}/enrolments`, {
      email: 'someone.else@example.ng',
      product: 'HTCI',
      plan_code: 'HTCI-Y',
      months: 6,
    });
    expect(halfYear.statusCode).toBe(422);
    expect(halfYear.json().errors.months).toEqual([
      'This plan is sold by the year: enter 12 or 24 months.',
    ]);
    expect(
      await t.database.db
        .select()
        .from(sponsorEnrolments)
        .where(eq(sponsorEnrolments.sponsorId, s.id)),
    ).toHaveLength(1);
  });

  it('When an e-mail with no account is enrolled, then the enrolment waits and the address is e-mailed; signing up with it starts the cover and the e-mail shows in their bell', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const person = newCustomer();
    const { enrolment } = await enrolPaid(admin, s.id, {
      email: person.email,
      product: 'HTCI',
      plan_code: 'HTCI-Y',
      months: 12,
    });
    expect(enrolment).toMatchObject({
      status: 'pending',
      customer_id: null,
      amount_due: null,
      policy_number: null,
    });
    await sandbox.runJobs();
    const mail = await mailTo(person.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`${s.name} has paid for your HealthCash Insurance cover`);
    expect(mail[0]!.body).toContain('sign up with this e-mail address at http');
    expect(mail[0]!.body).toContain('/auth/signup');

    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person });
    expect(signup.statusCode).toBe(201);
    const id = signup.json<{ data: { id: number } }>().data.id;
    // The cover waits until the new account proves the e-mail is its own (issue 24).
    expect(await policiesOf(id)).toEqual([]);
    const proved = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      headers: { cookie: sessionCookie(signup) },
      payload: { code: await emailCodeOf(t.app, person.email) },
    });
    expect(proved.statusCode).toBe(200);
    const [policy] = await policiesOf(id);
    expect(policy).toMatchObject({
      sponsorId: s.id,
      productUid: 'HTCI',
      unit: 'Year',
      premiumKobo: 100_000,
      nextPaymentDate: '2027-05-01',
    });
    const [started] = await t.database.db
      .select()
      .from(sponsorEnrolments)
      .where(eq(sponsorEnrolments.sponsorId, s.id));
    expect(started).toMatchObject({
      status: 'active',
      customerId: id,
      policyId: policy!.id,
      amountDueKobo: 100_000,
    });
    expect((await eventsOf(id)).sort()).toEqual(['sponsorship.started', 'sponsorship.waiting']);
    // The record the dashboard reads: the HealthCash premium has a company (no next-of-kin prompt).
    const premiums = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${id}/premiums`,
      headers: { cookie: sessionCookie(signup) },
    });
    expect(premiums.json().data[0]).toMatchObject({ product_prefix_code: 'HTCI', company: s.name });
  });

  it('When an enrolment was made at the moment its e-mail signed up (each missed the other), then the next run of the lifecycle job starts its cover', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const c = await signUpProven(t.app);
    // What the race leaves: a pending enrolment for an e-mail that has an account.
    await t.database.db.insert(sponsorEnrolments).values({
      sponsorId: s.id,
      email: c.body.email.toLowerCase(),
      productUid: 'HI',
      planId: plans.health.planId,
      months: 1,
      status: 'pending',
      enrolledAt: clock.now(),
    });
    // The hourly job's work (already run this hour by the other tests' job runs).
    await runSponsorshipLifecycle(t.app.ctx);
    const [enrolment] = await t.database.db
      .select()
      .from(sponsorEnrolments)
      .where(eq(sponsorEnrolments.sponsorId, s.id));
    expect(enrolment).toMatchObject({ status: 'active', customerId: c.id, amountDueKobo: 110_000 });
    expect((await policiesOf(c.id))[0]).toMatchObject({ sponsorId: s.id, productUid: 'HI' });
  });

  it('When a customer already holds the product, then the sponsored months extend their policy (at its premium) rather than issue a second', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const c = await signUpProven(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    const [before] = await policiesOf(c.id);
    const { enrolment } = await enrolPaid(admin, s.id, {
      email: c.body.email,
      product: 'HI',
      plan_code: 'HI-SMEDAN-M',
      months: 2,
    });
    expect(enrolment).toMatchObject({
      starts_on: before!.nextPaymentDate,
      policy_number: before!.policyNumber,
      amount_due: 2200,
    });
    const after = await policiesOf(c.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before!.id,
      sponsorId: s.id,
      startDate: before!.startDate,
    });
    expect(after[0]!.nextPaymentDate! > before!.nextPaymentDate!).toBe(true);
  });
});

describe('sponsors: money', () => {
  it('When the sponsored months run, then the customer is never charged; they are told 14 and 3 days before the end; at the end the saved card pays and the sponsor no longer shows; finance sees and exports what the sponsor owes', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    // A customer who bought health by card (a saved card; paid through a month from now)...
    const c = await signUpProven(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    // ... and one with no card at all, given a new sponsored policy. Both verified, as paying
    // customers are (an unverified payer is paused at 30 days: billing-reminders.test.ts).
    const noCard = await signUpProven(t.app);
    for (const who of [c, noCard])
      await t.database.db
        .update(customers)
        .set({ haveCompletedKyc: true })
        .where(eq(customers.id, who.id));
    for (const who of [c, noCard])
      await enrolPaid(admin, s.id, {
        email: who.body.email,
        product: 'HI',
        plan_code: 'HI-SMEDAN-M',
        months: 2,
      });
    const [paid] = await policiesOf(c.id);
    const [free] = await policiesOf(noCard.id);
    const paidEnds = paid!.nextPaymentDate!;
    const freeEnds = free!.nextPaymentDate!;
    const renewalCharges = async () =>
      (
        await t.database.db
          .select()
          .from(sandboxTransactions)
          .where(
            and(
              eq(sandboxTransactions.email, c.body.email),
              like(sandboxTransactions.reference, 'ALF-RN-%'),
            ),
          )
      ).length;

    // Day by day through the sponsored months: nothing is charged until the card customer's
    // sponsored months end; the no-card customer's end first (the sponsor leaves the policy, they are
    // told, and nothing can be charged: the normal unpaid path follows).
    // Through the sponsored months, on the days that matter (the date the card had paid through,
    // each notice day, each end): nothing is charged until the card customer's sponsored months end;
    // the no-card customer's end first (the sponsor leaves the policy, they are told, and nothing can
    // be charged: the normal unpaid path follows).
    expect([freeEnds, paidEnds]).toEqual(['2026-07-01', '2026-08-01']);
    let day = '2026-05-01';
    let sawFreeEnd = false;
    const checkpoints = ['2026-06-01', '2026-06-02', '2026-06-17', '2026-06-28', '2026-06-30'];
    checkpoints.push('2026-07-01', '2026-07-18', '2026-07-29', '2026-07-31', '2026-08-01');
    for (const to of checkpoints) {
      const days = Math.round((Date.parse(to) - Date.parse(day)) / 86_400_000);
      day = await sandbox.moveDays(days);
      expect(day).toBe(to);
      await sandbox.runJobs();
      if (day < paidEnds) expect(await renewalCharges(), day).toBe(0);
      const [f] = await policiesOf(noCard.id);
      if (day < freeEnds) expect(f).toMatchObject({ status: 'active', sponsorId: s.id });
      if (day === freeEnds) {
        sawFreeEnd = true;
        // Never bought, never agreed to keep: the cover ends with the sponsorship.
        expect(f).toMatchObject({ status: 'cancelled', sponsorId: null });
        expect(await eventsOf(noCard.id)).toContain('sponsorship.ended');
      }
    }
    expect(sawFreeEnd).toBe(true);

    // The 14- and 3-day notices came, each once, to both; each says what happens next.
    const noticesOf = async (id: number) =>
      t.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.customerId, id), eq(notifications.event, 'sponsorship.ending')),
        );
    for (const who of [noCard, c]) {
      const keys = (await noticesOf(who.id)).map((x) => x.key.split(':').pop()).sort();
      expect(keys).toEqual(['14', '3']);
    }
    expect((await noticesOf(noCard.id))[0]!.body).toContain('agree to continue on your dashboard');
    expect((await noticesOf(c.id))[0]!.body).toMatch(/We will charge your saved card ending \d{4}/);

    // The card customer's end date: the saved card pays, once, at the policy's premium.
    await sandbox.runJobs();
    expect(await renewalCharges()).toBe(1);
    const [after] = await policiesOf(c.id);
    expect(after).toMatchObject({ status: 'active', sponsorId: null });
    expect(after!.nextPaymentDate! > paidEnds).toBe(true);
    expect(await eventsOf(c.id)).toEqual(
      expect.arrayContaining(['sponsorship.started', 'sponsorship.ended', 'payment.received']),
    );

    await sandbox.moveDays(15);
    await sandbox.runJobs();
    expect((await policiesOf(noCard.id))[0]).toMatchObject({ status: 'cancelled' });

    // Finance (signed in now: staff sessions end after 15 minutes idle, by the moved clock too):
    // both enrolments (ended), 2 x 1,100 each owed, exported as CSV (audited).
    const finance = await staff(t.app, ['finance']);
    const list = await finance.get('/api/admin/sponsors');
    expect(list.json().data.find((x: { id: number }) => x.id === s.id)).toMatchObject({
      enrolled: 2,
      pending: 0,
      amount_due: 4400,
    });
    const enrolments = await finance.get(`/api/admin/sponsors/${s.id}/enrolments`);
    expect(
      enrolments
        .json()
        .data.map((e: { status: string; amount_due: number }) => [e.status, e.amount_due]),
    ).toEqual([
      ['ended', 2200],
      ['ended', 2200],
    ]);
    const csv = await finance.get(`/api/admin/sponsors/${s.id}/enrolments?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('email');
    expect(lines[0]).toContain('amount_due');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(c.body.email.toLowerCase());
    const [exported] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'sponsor.enrolments_exported'), eq(auditLog.staffId, finance.id)),
      );
    expect(exported!.after).toEqual({ rows: 2 });
  }, 120_000);

  it('When a policy is sponsored, then the premiums answer says what happens when the sponsorship ends: ends without consent, agreed after it; none for a policy no sponsor pays for', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    await t.database.db
      .update(customers)
      .set({ haveCompletedKyc: true, emailVerifiedAt: new Date() })
      .where(eq(customers.id, c.id));
    await enrolPaid(admin, s.id, {
      email: c.body.email,
      product: 'HI',
      plan_code: 'HI-SMEDAN-M',
      months: 1,
    });
    const afterOf = async () =>
      Object.fromEntries(
        (await api(t.app, c).get(`/api/local/customers/${c.id}/premiums`))
          .json()
          .data.map((p: { product_prefix_code: string; after_sponsorship: string | null }) => [
            p.product_prefix_code,
            p.after_sponsorship,
          ]),
      );
    expect(await afterOf()).toEqual({ HI: 'ends', HTCI: null });
    const agreed = await api(t.app, c).post(
      `/api/local/customers/${c.id}/products/HI/continue-after-sponsorship`,
      { accept_terms: true },
    );
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().data.after_sponsorship).toBe('agreed');
    expect(await afterOf()).toEqual({ HI: 'agreed', HTCI: null });
  }, 120_000);

  it('When a sponsored product the customer never bought ends, then their saved card is charged only if they agreed to continue (a recorded consent); without it the policy ends and they are invited to continue', async () => {
    const admin = await staff(t.app, ['administrator']);
    const s = await newSponsor(admin);
    /** A verified customer with a saved card (they bought HealthCash), enrolled for health. */
    const sponsoredWithCard = async () => {
      // A proven e-mail: a sponsor's cover reaches only the address's proven owner (issue 24).
      const c = await signUpProven(t.app);
      await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
      const { reference } = await cardReference(t.app, c);
      await sandboxCharge(t.app, reference);
      expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
      await t.database.db
        .update(customers)
        .set({ haveCompletedKyc: true, emailVerifiedAt: new Date() })
        .where(eq(customers.id, c.id));
      await enrolPaid(admin, s.id, {
        email: c.body.email,
        product: 'HI',
        plan_code: 'HI-SMEDAN-M',
        months: 1,
      });
      return c;
    };
    const silent = await sponsoredWithCard();
    const agreed = await sponsoredWithCard();
    const continueAfter = (c: typeof agreed, body: object) =>
      api(t.app, c).post(
        `/api/local/customers/${c.id}/products/HI/continue-after-sponsorship`,
        body,
      );
    // Without ticking the box: 422 and nothing recorded; with it, recorded once.
    expect((await continueAfter(agreed, {})).statusCode).toBe(422);
    expect((await continueAfter(agreed, { accept_terms: true })).statusCode).toBe(200);
    expect((await continueAfter(agreed, { accept_terms: true })).statusCode).toBe(200);
    const agreedConsents = await t.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.customerId, agreed.id), eq(consents.kind, 'sponsorship_continue')));
    expect(agreedConsents).toHaveLength(1);
    // In the language the page was drawn in (the request's: this customer's English).
    expect(agreedConsents[0]!.language).toBe('en');
    // HealthCash was bought, not sponsored: nothing to agree to.
    expect((await continueAfter(agreed, { accept_terms: true })).statusCode).toBe(200);
    expect(
      (
        await api(t.app, agreed).post(
          `/api/local/customers/${agreed.id}/products/HTCI/continue-after-sponsorship`,
          { accept_terms: true },
        )
      ).statusCode,
    ).toBe(409);

    const hiOf = async (id: number) => (await policiesOf(id)).find((p) => p.productUid === 'HI')!;
    const ends = (await hiOf(silent.id)).nextPaymentDate!;
    const chargesOf = async (email: string) =>
      (
        await t.database.db
          .select()
          .from(sandboxTransactions)
          .where(
            and(
              eq(sandboxTransactions.email, email),
              like(sandboxTransactions.reference, 'ALF-RN-%'),
            ),
          )
      ).length;
    // To two days before the cover ends at once (the reminders on the way are
    // billing-reminders.test.ts's), then day by day over the end, as the hourly jobs would see it.
    const gap = (Date.parse(ends) - Date.parse(lagosDate(t.ctx.now()))) / 86_400_000;
    let day = gap > 2 ? await sandbox.moveDays(gap - 2) : '';
    await sandbox.runJobs();
    while (day < ends) {
      day = await sandbox.moveDays(1);
      await sandbox.runJobs();
    }
    await sandbox.runJobs();
    expect(await chargesOf(silent.body.email)).toBe(0);
    expect(await hiOf(silent.id)).toMatchObject({ status: 'cancelled', sponsorId: null });
    const [ended] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.customerId, silent.id), eq(notifications.event, 'sponsorship.ended')),
      );
    expect(ended!.body).toContain('Renew Now');
    expect(await chargesOf(agreed.body.email)).toBe(1);
    expect(await hiOf(agreed.id)).toMatchObject({ status: 'active', sponsorId: null });
    expect((await hiOf(agreed.id)).nextPaymentDate! > ends).toBe(true);
  }, 120_000);
});
