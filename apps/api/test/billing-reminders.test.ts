import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, policies, sandboxTransactions } from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { kycClient, latestCode, ownValue } from './kyc-support.js';
import { sessionCookie, signUp, useTestApp } from './helpers.js';
import { jobRunner } from './builders/jobs.js';
import { outboxReader } from './builders/mail.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

/** The spec's own line (dashboard, 'KYC not completed'), which the reminder's message starts with. */
const KYC_REMINDER_LINE = 'Complete your verification to enjoy your free first month subscription.';

// Verification after the sale and marketing messages (issue 15), moved through the sandbox's clock
// and job run as support or an e2e test would.
const clock = testClock(new Date('2026-05-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  plans = await seededPlans(t);
});

async function moveDays(days: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/clock', payload: { days } });
  expect(res.statusCode).toBe(200);
}
const runJobs = jobRunner(t);

async function buyHealth() {
  const c = await signUp(t.app);
  await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
  return c;
}

/** Signs in again (sessions end while the clock moves weeks on). */
async function signIn(c: {
  id: number;
  cookie: string;
  body: { email: string; password: string };
}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: c.body.email, password: c.body.password },
  });
  expect(res.statusCode).toBe(200);
  c.cookie = sessionCookie(res);
  return c;
}

const messagesOf = (customerId: number, event: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.event, event)))
    .orderBy(notifications.id);

const outboxTo = outboxReader(t);

const policyOf = async (customerId: number) =>
  (await t.database.db.select().from(policies).where(eq(policies.customerId, customerId)))[0]!;

const renewalCharges = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.email, email), like(sandboxTransactions.reference, 'ALF-RN-%')),
      )
  ).length;

describe('verification after the sale', () => {
  it('When a customer pays and does not verify, then they are reminded on days 1, 7 and 25 (each once), paused for verification on day 30 (no charge, Pay now refused), and verifying resumes the policy at once', async () => {
    const c = await buyHealth();
    await runJobs();
    expect(await messagesOf(c.id, 'kyc.reminder')).toHaveLength(0);

    await moveDays(1);
    await runJobs();
    await runJobs();
    const [first] = await messagesOf(c.id, 'kyc.reminder');
    expect(await messagesOf(c.id, 'kyc.reminder')).toHaveLength(1);
    expect(first!.body).toBe(`${KYC_REMINDER_LINE} You have 29 days left.`);
    const sms = (await outboxTo(c.body.phone_number)).filter((m) => m.channel === 'sms');
    expect(sms.filter((m) => m.body.includes(KYC_REMINDER_LINE))).toHaveLength(1);

    await moveDays(6); // day 7
    await runJobs();
    await moveDays(18); // day 25
    await runJobs();
    await runJobs();
    const reminders = await messagesOf(c.id, 'kyc.reminder');
    expect(reminders.map((r) => r.key)).toEqual([`${c.id}:day1`, `${c.id}:day7`, `${c.id}:day25`]);
    expect(reminders[2]!.body).toContain('You have 5 days left.');
    expect(await policyOf(c.id)).toMatchObject({ status: 'active', pauseReason: null });

    await moveDays(5); // day 30: 2026-05-31
    await runJobs();
    await runJobs();
    expect(await policyOf(c.id)).toMatchObject({ status: 'paused', pauseReason: 'verification' });
    const suspended = await messagesOf(c.id, 'kyc.suspended');
    expect(suspended).toHaveLength(1);
    expect(suspended[0]!.body).toContain('Health Insurance cover is paused');
    await signIn(c);
    const premiums = await api(t.app, c).get(`/api/local/customers/${c.id}/premiums`);
    expect(premiums.json().data[0]).toMatchObject({
      active: false,
      payment_state: 'paused',
      paused_reason: 'verification',
    });
    // Paying does not lift a pause for verification, and nothing is charged while paused.
    const pay = await api(t.app, c).post(`/api/local/customers/${c.id}/products/HI/renew-policy`);
    expect(pay.statusCode).toBe(422);
    expect(pay.json().errors.verification[0]).toContain('complete your verification');
    await moveDays(2); // 2026-06-02, past the due date
    await runJobs();
    await signIn(c);
    expect(await renewalCharges(c.body.email)).toBe(0);
    expect(await policyOf(c.id)).toMatchObject({ status: 'paused', pauseReason: 'verification' });

    // Verified: the policy resumes at once and is charged from today (the paused days are free).
    const kyc = kycClient(t.app, c.id, c.cookie);
    expect((await kyc.submit('nin', ownValue('digits11'))).statusCode).toBe(200);
    expect((await kyc.verify(await latestCode(t.app, c.body.phone_number))).statusCode).toBe(200);
    expect((await kyc.complete()).statusCode).toBe(200);
    expect(await policyOf(c.id)).toMatchObject({
      status: 'active',
      pauseReason: null,
      pausedAt: null,
      nextPaymentDate: '2026-06-02',
    });
    expect(await messagesOf(c.id, 'cover.resumed')).toHaveLength(1);
    await moveDays(1); // the next collection charges it
    await runJobs();
    expect(await renewalCharges(c.body.email)).toBe(1);
    expect(await policyOf(c.id)).toMatchObject({ status: 'active', nextPaymentDate: '2026-07-02' });
    // Verified now: no more reminders or pauses.
    await moveDays(40);
    await runJobs();
    expect(await messagesOf(c.id, 'kyc.reminder')).toHaveLength(3);
    expect(await messagesOf(c.id, 'kyc.suspended')).toHaveLength(1);
  });

  it('When the clock jumps past several reminder days at once, then only the latest reminder is sent, and a customer paused for verification for 60 days lapses', async () => {
    const c = await buyHealth();
    await moveDays(8);
    await runJobs();
    expect((await messagesOf(c.id, 'kyc.reminder')).map((r) => r.key)).toEqual([`${c.id}:day7`]);
    await moveDays(22); // day 30
    await runJobs();
    expect(await policyOf(c.id)).toMatchObject({ status: 'paused', pauseReason: 'verification' });
    await moveDays(59);
    await runJobs();
    expect((await policyOf(c.id)).status).toBe('paused');
    await moveDays(1);
    await runJobs();
    expect((await policyOf(c.id)).status).toBe('lapsed');
    expect(await messagesOf(c.id, 'cover.lapsed')).toHaveLength(1);
  });
});

describe('marketing messages', () => {
  it('When 14 days pass after a first purchase, then one offer of another product is e-mailed (never twice); a customer who switched marketing off gets none but still gets service messages', async () => {
    const keen = await buyHealth();
    const off = await buyHealth();
    const patch = await api(t.app, off).patch(`/api/local/customers/${off.id}`, {
      marketing_messages: false,
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.marketing_messages).toBe(false);
    const me = await api(t.app, off).get('/api/auth/me');
    expect(me.json().data.marketing_messages).toBe(false);

    await moveDays(13);
    await runJobs();
    expect(await messagesOf(keen.id, 'offer.cross-sell')).toHaveLength(0);
    await moveDays(1);
    await runJobs();
    await runJobs();
    const offers = await messagesOf(keen.id, 'offer.cross-sell');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      title: 'Add HealthCash Insurance to your cover',
      actionPath: '/buy/health-cash',
    });
    const mail = (await outboxTo(keen.body.email)).filter((m) =>
      m.subject?.startsWith('Add HealthCash'),
    );
    expect(mail).toHaveLength(1);
    await moveDays(3);
    await runJobs();
    expect(await messagesOf(keen.id, 'offer.cross-sell')).toHaveLength(1);

    // Switched off: no offer, stored or sent; service messages (the KYC reminders) still go.
    expect(await messagesOf(off.id, 'offer.cross-sell')).toHaveLength(0);
    expect(
      (await outboxTo(off.body.email)).filter((m) => m.subject?.startsWith('Add ')),
    ).toHaveLength(0);
    expect((await messagesOf(off.id, 'kyc.reminder')).length).toBeGreaterThan(0);
    expect(
      (await outboxTo(off.body.email)).some((m) => m.subject === 'Complete your verification'),
    ).toBe(true);

    // Switched back on: the offer comes at the next run.
    await signIn(off);
    const on = await api(t.app, off).patch(`/api/local/customers/${off.id}`, {
      marketing_messages: true,
    });
    expect(on.statusCode).toBe(200);
    await moveDays(1);
    await runJobs();
    expect(await messagesOf(off.id, 'offer.cross-sell')).toHaveLength(1);
  });
});

describe('what the issue lists, checked once more', () => {
  async function buy(planId: number, verified = true) {
    const c = await signUp(t.app);
    if (verified) await markKycComplete(t.database.db, c.id, clock.now());
    await fillCart(t.app, c, [{ plan_id: planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
    return c;
  }

  it('When a yearly policy nears its end, then it is never charged automatically and gets reminders 14, 7 and 1 days before, each once', async () => {
    const c = await buy(plans.healthCash.planId);
    const policy = await policyOf(c.id);
    expect(policy.unit).toBe('Year');
    const end = policy.nextPaymentDate!;
    const { now } = (await t.app.inject({ method: 'GET', url: '/api/sandbox/clock' })).json()
      .data as { now: string };
    const toEnd = Math.round((Date.parse(end) - Date.parse(now.slice(0, 10))) / 86_400_000);
    await moveDays(toEnd - 15);
    await runJobs();
    expect(await messagesOf(c.id, 'renewal.due')).toHaveLength(0);
    for (const step of [1, 7, 6, 1]) {
      await moveDays(step); // 14 days before, 7, 1, then the end itself
      await runJobs();
      await runJobs();
    }
    const reminders = await messagesOf(c.id, 'renewal.due');
    expect(reminders.map((r) => r.key.split(':').pop())).toEqual(['14', '7', '1']);
    expect(reminders[0]!.body).toContain('Renew it on your dashboard');
    expect(await renewalCharges(c.body.email)).toBe(0);
  });

  it('When a monthly policy was cancelled before its due date, then it is never charged', async () => {
    const c = await buy(plans.health.planId);
    const cancel = await api(t.app, c).post(
      `/api/local/customers/${c.id}/products/HI/cancel-policy`,
      { reason_id: 5 },
    );
    expect(cancel.statusCode).toBe(200);
    await moveDays(31);
    await runJobs();
    await moveDays(3);
    await runJobs();
    await signIn(c);
    expect(await renewalCharges(c.body.email)).toBe(0);
    expect((await policyOf(c.id)).status).toBe('cancelled');
    expect(await messagesOf(c.id, 'card.declined')).toHaveLength(0);
  });
});
