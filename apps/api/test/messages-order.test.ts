import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../src/db/schema/index.js';
import { deliverNotification, notify } from '../src/modules/platform/messaging/index.js';
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
import { deliveryDeps, sessionCookie, signUp, useTestApp } from './helpers.js';
import { outboxReader } from './builders/mail.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

// Issue 30, 'Contradictions': messages in the order things happened, one per event and channel
// (docs/business-rules.md, 'Messages'). Read from the sandbox outbox, in the order it received them.
const clock = testClock(new Date('2026-05-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  plans = await seededPlans(t);
});

const sandbox = sandboxControls(t);

/** A verified customer with a monthly health plan paid by card (the card is saved). */
async function buyHealth() {
  const c = await signUp(t.app);
  await markKycComplete(t.database.db, c.id, clock.now());
  await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
  return c;
}

/** What the outbox received for an address or phone number, in the order it received it. */
const outboxOf = outboxReader(t);

/** The events of the SMS a customer received, in the order they arrived. */
async function smsEvents(customerId: number, phone: string) {
  const sent = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.customerId, customerId));
  return (await outboxOf(phone))
    .filter((m) => m.channel === 'sms')
    .map((m) => sent.find((n) => `Alaafia: ${n.body}` === m.body)?.event ?? m.body);
}

describe('messages in the order things happened', () => {
  it('When several messages are told at one moment, then each channel delivers them in the order they were told, however the jobs are fetched', async () => {
    const c = await signUp(t.app);
    const told = [
      ['card.declined', { product: 'Health Insurance', amount: '₦1', nextAttempt: '4 June 2026' }],
      ['grace.ending', { product: 'Health Insurance', amount: '₦1', pauseDate: '15 June 2026' }],
      ['cover.paused', { product: 'Health Insurance', amount: '₦1' }],
      ['cover.resumed', { product: 'Health Insurance' }],
      ['renewal.due', { product: 'Health Insurance', endDate: '1 July 2026' }],
      ['kyc.reminder', { daysLeft: 3 }],
    ] as const;
    const at = clock.now();
    for (const [event, params] of told)
      await notify(t.database.db, {
        customerId: c.id,
        at,
        event,
        key: `order-${event}`,
        params,
      });
    await sandbox.runJobs();
    const events = told.map(([event]) => event);
    expect(await smsEvents(c.id, c.body.phone_number)).toEqual(events);
    const mail = (await outboxOf(c.body.email)).filter((m) => m.channel === 'email');
    const titles = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.customerId, c.id))
      .orderBy(asc(notifications.id));
    expect(mail.map((m) => m.subject).filter((s) => titles.some((n) => n.title === s))).toEqual(
      titles.map((n) => n.title),
    );
  });

  it('When an older message fails to send, then a newer one to the same phone waits for it (then both go, oldest first); an older one failing for over an hour no longer holds newer ones back', async () => {
    const c = await signUp(t.app);
    const tell = (key: string, daysLeft: number, at: Date) =>
      notify(t.database.db, {
        customerId: c.id,
        at,
        event: 'kyc.reminder',
        key,
        params: { daysLeft },
      });
    const bodyOf = async (key: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.key, key)))[0]!;
    const failing = (body: string) => ({
      ...t.ctx,
      sms: {
        send: async (m: { to: string; text: string }) => {
          if (m.text.includes(body)) throw new Error('SMS provider down');
          return t.ctx.sms.send(m);
        },
      },
    });
    const now = clock.now();
    await tell('fail-first', 9, now);
    await tell('then-this', 8, now);
    const first = await bodyOf('fail-first');
    const second = await bodyOf('then-this');
    await expect(
      deliverNotification(
        failing(first.body),
        { notificationId: second.id, channel: 'sms' },
        deliveryDeps(t.ctx),
      ),
    ).rejects.toThrow('SMS provider down');
    expect(await smsEvents(c.id, c.body.phone_number)).toEqual([]);
    const [held] = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, first.id),
          eq(notificationDeliveries.channel, 'sms'),
        ),
      );
    expect(held).toMatchObject({ channel: 'sms', status: 'pending', sentAt: null });
    await deliverNotification(
      t.ctx,
      { notificationId: second.id, channel: 'sms' },
      deliveryDeps(t.ctx),
    );
    const sms = (await outboxOf(c.body.phone_number)).map((m) => m.body);
    expect(sms).toEqual([`Alaafia: ${first.body}`, `Alaafia: ${second.body}`]);

    await tell('old-and-stuck', 7, new Date(now.getTime() - 2 * 3_600_000));
    await tell('newer', 6, now);
    const stuck = await bodyOf('old-and-stuck');
    const newer = await bodyOf('newer');
    await deliverNotification(
      failing(stuck.body),
      { notificationId: newer.id, channel: 'sms' },
      deliveryDeps(t.ctx),
    );
    expect((await outboxOf(c.body.phone_number)).map((m) => m.body).slice(2)).toEqual([
      `Alaafia: ${newer.body}`,
    ]);
  });

  it('When a worker was killed while sending a message, then its retried job does not finish until the claim goes stale and the message is sent, once', async () => {
    const c = await signUp(t.app);
    await notify(t.database.db, {
      customerId: c.id,
      at: clock.now(),
      event: 'kyc.reminder',
      key: 'killed-mid-send',
      params: { daysLeft: 5 },
    });
    const [message] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.key, 'killed-mid-send'));
    const claimedAt = clock.now();
    // What a worker killed between its claim and the provider's answer leaves behind.
    await t.database.db
      .update(notificationDeliveries)
      .set({ status: 'sending', sentAt: claimedAt })
      .where(
        and(
          eq(notificationDeliveries.notificationId, message!.id),
          eq(notificationDeliveries.channel, 'sms'),
        ),
      );
    const deliver = (at: Date) =>
      deliverNotification(
        { ...t.ctx, now: () => at },
        { notificationId: message!.id, channel: 'sms' },
        deliveryDeps(t.ctx),
      );
    await expect(deliver(new Date(claimedAt.getTime() + 5 * 60_000))).rejects.toThrow(
      'being sent under another claim',
    );
    expect(await outboxOf(c.body.phone_number)).toEqual([]);
    await deliver(new Date(claimedAt.getTime() + 11 * 60_000));
    await deliver(new Date(claimedAt.getTime() + 12 * 60_000));
    expect((await outboxOf(c.body.phone_number)).map((m) => m.body)).toEqual([
      `Alaafia: ${message!.body}`,
    ]);
  });

  it("When a card keeps declining until the grace ends, then the SMS arrive declined, declined, warned, paused (in that order), and no 'Your cover continues for now' follows or accompanies the pause", async () => {
    const c = await buyHealth();
    await sandbox.cards(c.body.email, 'failed');
    await sandbox.moveDays(31); // 2026-06-01: the first attempt, declined
    await sandbox.runJobs();
    await sandbox.moveDays(11); // 06-12: the day-7 attempt declined, and three days before the pause
    await sandbox.runJobs();
    // The dashboard's tile says the same last day of cover as the SMS (issue 38).
    // Weeks later on the sandbox clock, the customer signs in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.body.email, password: c.body.password },
    });
    const again = { id: c.id, cookie: sessionCookie(login) };
    const tiles = await api(t.app, again).get(`/api/local/customers/${c.id}/premiums`);
    expect(tiles.json().data).toEqual([
      expect.objectContaining({ payment_state: 'overdue', grace_ends_on: '2026-06-14' }),
    ]);
    await sandbox.moveDays(3); // 06-15: the last attempt declined, the grace over: paused
    await sandbox.runJobs();
    await sandbox.runJobs();
    const events = (await smsEvents(c.id, c.body.phone_number)).filter((e) => e !== 'kyc.reminder');
    expect(events).toEqual(['card.declined', 'card.declined', 'grace.ending', 'cover.paused']);
    const sms = (await outboxOf(c.body.phone_number)).map((m) => m.body);
    const paused = sms.findIndex((b) => b.includes('cover is paused'));
    expect(sms.slice(paused).some((b) => b.includes('Your cover continues for now'))).toBe(false);
    // Issue 38: the SMS says the same last day of cover as the dashboard (grace_ends_on: 14 June),
    // and that the attempt on the 15th is the last before the pause.
    expect(sms.filter((b) => b.includes('Your cover continues until 14 June 2026.'))).toHaveLength(
      2,
    );
    expect(
      sms.filter((b) =>
        b.includes(
          'We will try once more on 15 June 2026: if that fails, your cover is paused that day.',
        ),
      ),
    ).toHaveLength(1);
    expect(sms.filter((b) => b.includes('Your cover continues for now'))).toEqual([]);
  });
});

describe('one e-mail per payment', () => {
  it('When a monthly premium is charged on the saved card, then the customer gets one e-mail, Payment received, with the receipt attached; asking for the receipt then sends nothing more', async () => {
    const c = await buyHealth();
    const before = (await outboxOf(c.body.email)).length;
    await sandbox.moveDays(31); // 2026-06-01: charged
    await sandbox.runJobs();
    await sandbox.runJobs();
    const mail = (await outboxOf(c.body.email)).slice(before);
    const payment = mail.filter((m) => !m.subject?.startsWith('Add ')); // not the cross-sell offer
    expect(payment).toHaveLength(1);
    expect(payment[0]).toMatchObject({ subject: 'Payment received' });
    expect(payment[0]!.body).toMatch(/Your receipt INV-2026-\d{6} is attached\./);
    expect(payment[0]!.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf' }),
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.body.email, password: c.body.password },
    });
    const customer = { id: c.id, cookie: sessionCookie(login) };
    const receipt = await api(t.app, customer).post('/api/local/customers/health-invoice', {
      customer_id: c.id,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data.emailed_at).not.toBeNull();
    expect((await outboxOf(c.body.email)).length).toBe(before + mail.length);
  });

  it("When a customer pays with 'Pay now' on the saved card, then one e-mail tells the payment and carries the receipt", async () => {
    const c = await buyHealth();
    await sandbox.cards(c.body.email, 'failed');
    await sandbox.moveDays(31); // 2026-06-01: declined
    await sandbox.runJobs();
    await sandbox.cards(c.body.email, 'success');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.body.email, password: c.body.password },
    });
    const customer = { id: c.id, cookie: sessionCookie(login) };
    const before = (await outboxOf(c.body.email)).length;
    const paid = await api(t.app, customer).post(
      `/api/local/customers/${c.id}/products/HI/renew-policy`,
    );
    expect(paid.json().data).toMatchObject({ status: 'renewed' });
    // The dashboard asks for the receipt at once (before the message's job has run).
    const receipt = await api(t.app, customer).post('/api/local/customers/health-invoice', {
      customer_id: c.id,
    });
    expect(receipt.statusCode).toBe(200);
    await sandbox.runJobs();
    await sandbox.runJobs();
    const mail = (await outboxOf(c.body.email)).slice(before);
    expect(mail.map((m) => m.subject)).toEqual(['Payment received']);
    expect(mail[0]!.attachments).toHaveLength(1);
  });

  it('When a bank transfer pays for a plan, then one e-mail tells the payment and carries the receipt, even when the receipt is asked for first', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const quote = await api(t.app, c).post(
      `/api/local/customers/${c.id}/quotes/transfer-payment-reference`,
      { number_of_months: 12, accept_terms: true },
    );
    expect(quote.statusCode).toBe(200);
    const { reference } = quote.json().data;
    const before = (await outboxOf(c.body.email)).length;
    await sandboxCharge(t.app, reference);
    const paid = await payCall(t.app, c, { payment_reference: reference }, 'payments/transfer');
    expect(paid.statusCode).toBe(200);
    const receipt = await api(t.app, c).post('/api/local/customers/health-invoice', {
      customer_id: c.id,
    });
    expect(receipt.statusCode).toBe(200);
    await sandbox.runJobs();
    await sandbox.runJobs();
    const mail = (await outboxOf(c.body.email)).slice(before);
    expect(mail.map((m) => m.subject)).toEqual(['Payment received']);
    expect(mail[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `${receipt.json().data.invoice_number}.pdf` }),
    ]);
  });
});
