import { emailProofCopy } from '@alaafia/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customers,
  emailVerificationCodes,
  invoices,
  notifications,
  policies,
  sponsorEnrolments,
} from '../src/db/schema/index.js';
import type { EmailMessage, EmailSender } from '../src/integrations/messaging/types.js';
import { runSponsorshipLifecycle } from '../src/modules/sales/sponsors/sponsorship-lifecycle.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import {
  buildTestApp,
  emailCodeOf,
  newCustomer,
  proveEmail,
  signUp,
  useTestApp,
} from './helpers.js';
import { signedInStaff, paySponsorInvoices } from './staff-support.js';
import { runJobs } from './builders/jobs.js';

// Issue 24, 'E-mail ownership': whoever signed up first with an enrolled employee's address got the
// sponsored cover and the messages sent to it. A new account proves its e-mail with a 6-digit code;
// until then nothing addressed to the e-mail before the account existed is attached to it.
const t = useTestApp();

const verify = (cookie: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email/verify',
    headers: { cookie },
    payload: { code },
  });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{
    data: { email_verified: boolean };
  }>().data;
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function sponsorWithEnrolment(email: string) {
  const admin = await signedInStaff(t.app, ['administrator'], 'ep');
  const sponsor = await admin.post('/api/admin/sponsors', {
    name: `Dangote Cement ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    contact_name: 'Ngozi Eze',
    contact_email: 'hr@dangote.example.ng',
    contact_phone: '0803 123 4567',
    rc_number: 'rc 12345',
  });
  const sponsorId = sponsor.json<{ data: { id: number } }>().data.id;
  const enrolled = await admin.post(`/api/admin/sponsors/${sponsorId}/enrolments`, {
    email,
    product: 'HTCI',
    plan_code: 'HTCI-Y',
    months: 12,
  });
  expect(enrolled.statusCode).toBe(201);
  expect(await paySponsorInvoices(t.app, sponsorId)).toBe(1);
  return { sponsorId, admin };
}

const enrolmentOf = async (sponsorId: number) =>
  (
    await t.database.db
      .select()
      .from(sponsorEnrolments)
      .where(eq(sponsorEnrolments.sponsorId, sponsorId))
  )[0]!;

describe('a new account proves its e-mail', () => {
  it('When a customer signs up, then a 6-digit code is e-mailed to the address and the account is not yet proven', async () => {
    const c = await signUp(t.app);
    expect(c.body).toBeDefined();
    expect((await me(c.cookie)).email_verified).toBe(false);
    const code = await emailCodeOf(t.app, c.body.email);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('When the code is malformed, wrong, or right, then 422 on errors.code with the message, twice, then the address is proven; a second proof changes nothing', async () => {
    const c = await signUp(t.app);
    const code = await emailCodeOf(t.app, c.body.email);
    for (const bad of ['', '12345', 'abcdef', '1234567']) {
      const res = await verify(c.cookie, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.code).toEqual([emailProofCopy.codeInvalid]);
    }
    const wrong = await verify(c.cookie, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([emailProofCopy.codeWrong]);
    expect((await me(c.cookie)).email_verified).toBe(false);
    const right = await verify(c.cookie, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.message).toBe(emailProofCopy.confirmed);
    expect((await me(c.cookie)).email_verified).toBe(true);
    // Single use: the code is gone, and a proven account answers that it is confirmed.
    expect(
      await t.database.db
        .select()
        .from(emailVerificationCodes)
        .where(eq(emailVerificationCodes.customerId, c.id)),
    ).toEqual([]);
    expect((await verify(c.cookie, code)).json().data.message).toBe(
      emailProofCopy.alreadyConfirmed,
    );
  });

  it('When 20 wrong codes arrive at once, then only 5 are counted as tries and the right code after them is refused until a new code is sent', async () => {
    const c = await signUp(t.app);
    const code = await emailCodeOf(t.app, c.body.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(c.cookie, wrongCodeFor(code))),
    );
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.customerId, c.id));
    expect(row!.tries).toBe(5);
    const late = await verify(c.cookie, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.code).toEqual([emailProofCopy.codeTooManyTries]);
    expect((await me(c.cookie)).email_verified).toBe(false);
  });

  it('When a new code is asked for within the minute, then 429; without a session, 401', async () => {
    const c = await signUp(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/code',
      headers: { cookie: c.cookie },
    });
    expect(again.statusCode).toBe(429);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/email/code' });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/email/verify',
          payload: { code: '123456' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('what was addressed to the e-mail waits for the proof', () => {
  it('When someone signs up first with an enrolled employee’s address, then the sponsored cover and the waiting message are not theirs, even after the lifecycle job; the code attaches both', async () => {
    const person = newCustomer();
    const { sponsorId } = await sponsorWithEnrolment(person.email);
    const c = await signUp(t.app, person);
    expect((await enrolmentOf(sponsorId)).status).toBe('pending');
    await runSponsorshipLifecycle(t.app.ctx);
    const after = await enrolmentOf(sponsorId);
    expect(after).toMatchObject({ status: 'pending', customerId: null });
    expect(
      await t.database.db.select().from(policies).where(eq(policies.customerId, c.id)),
    ).toEqual([]);
    // In the customer's bell: nothing (the sign-up's code is only a record of what was sent).
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, c.id), eq(notifications.inApp, true))),
    ).toEqual([]);

    await proveEmail(t.app, c);
    expect(await enrolmentOf(sponsorId)).toMatchObject({ status: 'active', customerId: c.id });
    const events = (
      await t.database.db
        .select({ event: notifications.event })
        .from(notifications)
        .where(and(eq(notifications.customerId, c.id), eq(notifications.inApp, true)))
    ).map((n) => n.event);
    expect(events.sort()).toEqual(['sponsorship.started', 'sponsorship.waiting']);
  });

  it('When a sponsor enrols the address of an account that has not proven it, then the cover waits for the proof', async () => {
    const c = await signUp(t.app);
    const { sponsorId } = await sponsorWithEnrolment(c.body.email);
    expect(await enrolmentOf(sponsorId)).toMatchObject({ status: 'pending', customerId: null });
    await proveEmail(t.app, c);
    expect(await enrolmentOf(sponsorId)).toMatchObject({ status: 'active', customerId: c.id });
  });

  it('When a complaint made without an account was answered at the address, then the answer joins the account only once the e-mail is proven', async () => {
    const person = newCustomer();
    const filed = await api(t.app, null).post('/api/local/complaints', {
      category: 'service',
      description: 'Your agent promised to call me back about HealthCash and never did.',
      full_name: 'Ngozi Eze',
      email: person.email,
      phone_number: '+234 803 555 0101',
    });
    expect(filed.statusCode).toBe(201);
    const reference = filed.json<{ data: { reference: string } }>().data.reference;
    const reviewer = await signedInStaff(t.app, ['reviewer'], 'ep');
    const queue = (await reviewer.get('/api/admin/complaints')).json<{
      data: { id: number; reference: string }[];
    }>().data;
    const item = queue.find((x) => x.reference === reference)!;
    await reviewer.post(`/api/admin/complaints/${item.id}/take`, {});
    const answered = await reviewer.post(`/api/admin/complaints/${item.id}/answer`, {
      response: 'We called you today and arranged the visit you asked for; sorry for the wait.',
    });
    expect(answered.statusCode).toBe(200);

    const c = await signUp(t.app, person);
    const mine = () =>
      t.database.db
        .select({ event: notifications.event })
        .from(notifications)
        .where(and(eq(notifications.customerId, c.id), eq(notifications.inApp, true)));
    expect(await mine()).toEqual([]);
    const waiting = await t.database.db
      .select()
      .from(notifications)
      .where(and(isNull(notifications.customerId), eq(notifications.email, person.email)));
    expect(waiting.map((n) => n.event).sort()).toEqual([
      'complaint.answered',
      'complaint.received',
    ]);
    await proveEmail(t.app, c);
    expect((await mine()).map((n) => n.event).sort()).toEqual([
      'complaint.answered',
      'complaint.received',
    ]);
  });

  it('When the owner resets the password with the e-mailed link, then that proves the address too', async () => {
    const c = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: c.body.email },
    });
    // The reset e-mail goes through notify (issue 26): its delivery is a job.
    await runJobs(t);
    const mail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sandbox/outbox?to=${encodeURIComponent(c.body.email)}`,
      })
    )
      .json<{ data: { subject: string; body: string }[] }>()
      .data.find((m) => m.subject === 'Reset your Alaafia password')!;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [row] = await t.database.db
      .select({ at: customers.emailVerifiedAt })
      .from(customers)
      .where(eq(customers.id, c.id));
    expect(row!.at).not.toBeNull();
  });
});

describe('receipts go only to a proven address', () => {
  it('When an unproven customer pays by card with a real e-mail provider, then the payment goes through but no receipt is e-mailed; after the proof, the receipt is e-mailed', async () => {
    const sent: EmailMessage[] = [];
    const inbox: EmailSender = {
      reachesInboxes: true,
      send(message) {
        sent.push(message);
        return Promise.resolve({ id: `m${sent.length}` });
      },
    };
    const real = await buildTestApp({ overrides: { email: inbox } });
    try {
      const plans = await seededPlans(real);
      const c = await signUp(real.app, newCustomer());
      const code = /confirmation code is (\d{6})/.exec(sent.at(-1)!.text)![1]!;
      await fillCart(real.app, c, [{ plan_id: plans.health.planId }]);
      const { reference } = await cardReference(real.app, c);
      await sandboxCharge(real.app, reference);
      const paid = await payCall(real.app, c, { payment_reference: reference }, 'payments');
      expect(paid.statusCode).toBe(200);
      const receipt = () =>
        api(real.app, c).post('/api/local/customers/health-invoice', { customer_id: c.id });
      expect((await receipt()).statusCode).toBe(200);
      await real.app.jobs.runDueJobs();
      const receipts = () => sent.filter((m) => m.subject.startsWith('Your Alaafia receipt'));
      expect(receipts()).toEqual([]);
      const [invoice] = await real.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.customerId, c.id));
      expect(invoice!.emailedAt).toBeNull();

      const proved = await real.app.inject({
        method: 'POST',
        url: '/api/auth/email/verify',
        headers: { cookie: c.cookie },
        payload: { code },
      });
      expect(proved.statusCode).toBe(200);
      expect((await receipt()).statusCode).toBe(200);
      await real.app.jobs.runDueJobs();
      expect(receipts()).toHaveLength(1);
      expect(receipts()[0]!.to).toBe(c.body.email);
    } finally {
      await real.close();
    }
  });
});
