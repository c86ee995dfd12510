import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  financeItems,
  notifications,
  outboxMessages,
  paymentAuthorizations,
  policies,
  sandboxTransactions,
} from '../src/db/schema/index.js';
import { collectDuePremiums, premiumChargesOf } from '../src/modules/sales/billing/renewals.js';
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
import { sessionCookie, signUp, useTestApp } from './helpers.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

// The life of a policy after the sale (issue 15), through the sandbox's own controls: the clock
// (POST /api/sandbox/clock), the job run (POST /api/sandbox/jobs/run) and the card behaviour
// (POST /api/sandbox/paystack/card-behaviour), as an e2e test or a support engineer would.
const clock = testClock(new Date('2026-05-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  plans = await seededPlans(t);
});

const sandbox = sandboxControls(t);

/**
 * A customer who bought the health plan and finished identity verification (this file is about
 * premiums; an unverified customer's policies are paused at 30 days: billing-reminders.test.ts).
 */
async function buyHealth() {
  const c = await signUp(t.app);
  await markKycComplete(t.database.db, c.id, clock.now());
  await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  const res = await payCall(t.app, c, { payment_reference: reference });
  expect(res.statusCode).toBe(200);
  return c;
}

describe('the life of a monthly card policy', () => {
  it('When premiums fall due, then the card is charged once, declines are retried on days 3, 7 and 14 and told, the policy is paused after 14 days of grace, and paying resumes it', async () => {
    const c = await buyHealth();
    const email = c.body.email;
    const policy = async () =>
      (await t.database.db.select().from(policies).where(eq(policies.customerId, c.id)))[0]!;
    const providerCharges = async () =>
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
    const events = async () =>
      (
        await t.database.db
          .select({ event: notifications.event })
          .from(notifications)
          // The bell's messages (a one-time code sent at once is only a record).
          .where(and(eq(notifications.customerId, c.id), eq(notifications.inApp, true)))
      )
        .map((n) => n.event)
        // The service messages of the premium (the cross-sell offer is billing-reminders.test.ts's).
        .filter((event) => event !== 'offer.cross-sell');
    const first = await policy();
    expect(first.nextPaymentDate).toBe('2026-06-01');

    // The free month ends: the premium is charged on the saved card, once, however often jobs run.
    await sandbox.moveDays(31); // 2026-06-01
    await sandbox.runJobs();
    await sandbox.runJobs();
    expect(await policy()).toMatchObject({ status: 'active', nextPaymentDate: '2026-07-01' });
    expect(await providerCharges()).toBe(1);
    expect(await events()).toEqual(['payment.received']);
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email.toLowerCase()));
    expect(mail.some((m) => m.attachments?.some((a) => a.contentType === 'application/pdf'))).toBe(
      true,
    );

    // The card starts to decline: day 0, then days 3, 7 and 14, each once and each told.
    await sandbox.cards(email, 'failed');
    await sandbox.moveDays(30); // 2026-07-01
    await sandbox.runJobs();
    await sandbox.runJobs();
    expect(await providerCharges()).toBe(2);
    const declined = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, c.id), eq(notifications.event, 'card.declined')));
    expect(declined).toHaveLength(1);
    expect(declined[0]!.body).toContain('We will try again on 4 July 2026');
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, c.body.phone_number));
    expect(sms.some((m) => m.body.includes('We could not charge'))).toBe(true);
    expect(await policy()).toMatchObject({ status: 'active', nextPaymentDate: '2026-07-01' });

    await sandbox.moveDays(1); // 07-02: no attempt
    await sandbox.runJobs();
    expect(await providerCharges()).toBe(2);
    await sandbox.moveDays(2); // 07-04: attempt 2
    await sandbox.runJobs();
    expect(await providerCharges()).toBe(3);
    await sandbox.moveDays(4); // 07-08: attempt 3
    await sandbox.runJobs();
    expect(await providerCharges()).toBe(4);
    await sandbox.moveDays(4); // 07-12: three days before the pause, a warning
    await sandbox.runJobs();
    expect(await events()).toContain('grace.ending');
    expect(await policy()).toMatchObject({ status: 'active' });
    await sandbox.moveDays(3); // 07-15: the last attempt, declined; grace over: paused
    await sandbox.runJobs();
    expect(await providerCharges()).toBe(5);
    expect(await policy()).toMatchObject({ status: 'paused', nextPaymentDate: '2026-07-01' });
    expect((await premiumChargesOf(t.ctx, [first.id])).map((r) => [r.attempt, r.outcome])).toEqual(
      expect.arrayContaining([
        [0, 'failed'],
        [1, 'failed'],
        [2, 'failed'],
        [3, 'failed'],
      ]),
    );
    expect(await events()).toContain('cover.paused');
    await sandbox.moveDays(1);
    await sandbox.runJobs();
    expect(await providerCharges()).toBe(5); // paused: no more automatic charges

    // The customer pays from the dashboard (Renew Now, the saved card works again): resumed at once.
    await sandbox.cards(email, 'success');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: c.body.password },
    });
    const customer = { id: c.id, cookie: sessionCookie(login) };
    const tiles = await api(t.app, customer).get(`/api/local/customers/${c.id}/premiums`);
    expect(tiles.json().data[0]).toMatchObject({ active: false, payment_state: 'paused' });
    const paid = await api(t.app, customer).post(
      `/api/local/customers/${c.id}/products/HI/renew-policy`,
    );
    expect(paid.json().data).toMatchObject({ status: 'renewed' });
    expect(await policy()).toMatchObject({
      status: 'active',
      startDate: first.startDate,
      nextPaymentDate: '2026-08-16',
      pausedAt: null,
    });
    expect(await events()).toContain('cover.resumed');
    expect(await providerCharges()).toBe(6);
  });

  it('When the provider refuses a saved card outright, then the card is switched off, the customer told, and it is not tried again', async () => {
    const c = await buyHealth();
    const email = c.body.email;
    const [before] = await t.database.db
      .select({ next: policies.nextPaymentDate })
      .from(policies)
      .where(eq(policies.customerId, c.id));
    await sandbox.cards(email, 'invalid');
    // Move to the policy's due date (this test's clock is wherever the one before left it).
    const today = (await sandbox.moveDays(1)).slice(0, 10);
    const days = Math.round((Date.parse(before!.next!) - Date.parse(today)) / 86_400_000);
    if (days > 0) await sandbox.moveDays(days);
    await sandbox.runJobs();
    const [card] = await t.database.db
      .select()
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.customerId, c.id));
    expect(card!.active).toBe(false);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, c.id), eq(notifications.event, 'card.declined')));
    expect(told).toHaveLength(1);
    await sandbox.moveDays(3);
    await sandbox.runJobs();
    const attempts = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.email, email), like(sandboxTransactions.reference, 'ALF-RN-%')),
      );
    expect(attempts).toHaveLength(0);
    expect(
      (await t.database.db.select().from(policies).where(eq(policies.customerId, c.id)))[0],
    ).toMatchObject({ status: 'active', nextPaymentDate: before!.next });
  });
});

describe('cards about to expire', () => {
  it('When a saved card expires at the end of next month, then the customer is asked once for a new card', async () => {
    const c = await buyHealth();
    // Collection runs hourly: the next day's run is the one that looks at the card.
    await sandbox.moveDays(1);
    const now = t.ctx.now();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
    await t.database.db
      .update(paymentAuthorizations)
      .set({
        expYear: String(next.getUTCFullYear()),
        expMonth: String(next.getUTCMonth() + 1).padStart(2, '0'),
      })
      .where(eq(paymentAuthorizations.customerId, c.id));
    await sandbox.runJobs();
    await sandbox.runJobs();
    const asked = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, c.id), eq(notifications.event, 'card.expiring')));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatch(/expires at the end of [A-Z][a-z]+ \d{4}\. Add a new card/);
  });
});

describe('the sandbox controls', () => {
  it('When the clock is moved, then every rule reads the new time; a bad move or card behaviour is 422 and changes nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/sandbox/clock' });
    const now = new Date(before.json().data.now).getTime();
    for (const payload of [{ days: 0 }, { days: -3 }, { days: 1.5 }, { days: 'ten' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/clock', payload });
      expect(res.statusCode).toBe(422);
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/sandbox/clock' });
    expect(new Date(after.json().data.now).getTime()).toBe(now);
    const moved = new Date(await sandbox.moveDays(2)).getTime();
    expect(moved - now).toBe(2 * 24 * 3_600_000);
    expect(t.ctx.now().getTime()).toBe(moved);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
    expect(new Date(reset.json().data.now).getTime()).toBe(clock.now().getTime());
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/card-behaviour',
      payload: { email: 'not-an-email', outcome: 'failed' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('When the clock is moved by minutes (issue 39), then it moves that many minutes; 0, 1,441, a fraction or days and minutes together are 422 and change nothing', async () => {
    const before = new Date(
      (await t.app.inject({ method: 'GET', url: '/api/sandbox/clock' })).json().data.now,
    ).getTime();
    for (const payload of [
      { minutes: 0 },
      { minutes: 1441 },
      { minutes: 2.5 },
      { minutes: 'ten' },
      { days: 1, minutes: 5 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/clock', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/move the clock forward/);
    }
    expect(t.ctx.now().getTime()).toBe(before);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      payload: { minutes: 45 },
    });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().data.now).getTime() - before).toBe(45 * 60_000);
    expect(t.ctx.now().getTime() - before).toBe(45 * 60_000);
    const most = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      payload: { minutes: 1440 },
    });
    expect(new Date(most.json().data.now).getTime() - before).toBe((45 + 1440) * 60_000);
    await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
  });

  it('When the clock is put back and moved forward again, then the schedules of those times run again', async () => {
    await sandbox.moveDays(9);
    const first = await sandbox.runJobs();
    expect(first.kinds['premiums.collect']).toBe(1);
    expect((await sandbox.runJobs()).kinds['premiums.collect']).toBeUndefined(); // once per hour
    await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
    await sandbox.moveDays(9); // the same hour as before the reset
    const again = await sandbox.runJobs();
    expect(again.kinds['premiums.collect']).toBe(1);
    await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
  });
});

describe('one premium that cannot be collected (issue 36 item 6)', () => {
  it("When one policy's premium attempt fails, then the others are charged all the same, finance sees the failure, and the next run collects it", async () => {
    const a = await buyHealth();
    const b = await buyHealth();
    const policyOf = async (customerId: number) =>
      (await t.database.db.select().from(policies).where(eq(policies.customerId, customerId)))[0]!;
    const [pa, pb] = [await policyOf(a.id), await policyOf(b.id)];
    expect(pa.nextPaymentDate).toBe(pb.nextPaymentDate);
    const due = pa.nextPaymentDate!;
    clock.set(new Date(`${due}T09:00:00Z`));
    // The first policy's attempt cannot be recorded (as a 32-bit column once refused a charge).
    await t.database.db.execute(
      sql.raw(`create function test_premium_refused() returns trigger language plpgsql as $$
        begin
          if new.policy_id = ${pa.id} then raise exception 'value out of range for type integer'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_premium_refused before insert on premium_charges
        for each row execute function test_premium_refused()`),
    );
    try {
      // The run goes through every policy, then ends with the error (the job is retried soon).
      await expect(collectDuePremiums(t.ctx)).rejects.toThrow('premium_charges');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger test_premium_refused on premium_charges'));
      await t.database.db.execute(sql.raw('drop function test_premium_refused()'));
    }
    expect((await policyOf(b.id)).nextPaymentDate).not.toBe(due);
    expect((await policyOf(a.id)).nextPaymentDate).toBe(due);
    const subject = `premium:${pa.id}:${due}`;
    const [failed] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.subject, subject));
    expect(failed).toMatchObject({ kind: 'batch.failed', resolvedAt: null });
    expect(failed!.note).toContain('value out of range for type integer');

    await collectDuePremiums(t.ctx);
    expect((await policyOf(a.id)).nextPaymentDate).not.toBe(due);
    const [closed] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.subject, subject));
    expect(closed!.resolvedAt).not.toBeNull();
  });
});
