import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customers,
  notificationDeliveries,
  notifications,
  outboxMessages,
} from '../src/db/schema/index.js';
import {
  listNotifications,
  markNotificationsRead,
} from '../src/modules/platform/messaging/bell.js';
import { notify } from '../src/modules/platform/messaging/index.js';
import { acceptsMarketing } from '../src/modules/customers/customers/index.js';
import { signUp, useTestApp } from './helpers.js';

/** The spec's own line (dashboard, 'KYC not completed'), which the reminder's message starts with. */
const KYC_REMINDER_LINE = 'Complete your verification to enjoy your free first month subscription.';

const t = useTestApp();

const declined = (customerId: number, key = 'policy:1:2026-12-01') =>
  notify(t.database.db, {
    customerId,
    at: new Date(),
    event: 'card.declined',
    key,
    params: { product: 'Health plan', amount: '₦5,000', nextAttempt: '4 December 2026' },
  });

/** What the customer was told (not the sign-up's e-mail confirmation code, issue 24). */
async function outboxTo(email: string, phone: string) {
  const rows = await t.database.db.select().from(outboxMessages);
  return rows.filter(
    (r) => (r.to === email || r.to === phone) && r.subject !== 'Your Alaafia confirmation code',
  );
}

describe('notifications', () => {
  it('When the same event and key are notified twice, then the customer gets one message on each channel, however often the jobs run', async () => {
    const c = await signUp(t.app);
    expect(await declined(c.id)).toBe(true);
    expect(await declined(c.id)).toBe(false);
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, c.id), eq(notifications.inApp, true)));
    expect(rows).toHaveLength(1);
    const sent = await outboxTo(c.body.email, c.body.phone_number);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'email')).toMatchObject({
      subject: 'Your card was declined',
    });
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain(
      'We will try again on 4 December 2026',
    );
  });

  it('When a notification is created inside a transaction that rolls back, then nothing is stored or sent', async () => {
    const c = await signUp(t.app);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, {
          customerId: c.id,
          at: new Date(),
          event: 'kyc.reminder',
          key: `kyc:${c.id}:1`,
          params: { daysLeft: 29 },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.jobs.runDueJobs();
    expect(await listNotifications(t.database.db, c.id, { limit: 10 })).toEqual({
      unread: 0,
      items: [],
    });
    expect(await outboxTo(c.body.email, c.body.phone_number)).toEqual([]);
  });

  it('When a customer reads their messages, then only their own are marked read and the unread count falls', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await declined(a.id, 'policy:a:1');
    await notify(t.database.db, {
      customerId: a.id,
      at: new Date(),
      event: 'kyc.reminder',
      key: `kyc:${a.id}:1`,
      params: { daysLeft: 1 },
    });
    await declined(b.id, 'policy:b:1');
    const list = await listNotifications(t.database.db, a.id, { limit: 10 });
    expect(list.unread).toBe(2);
    expect(list.items.map((i) => i.body)).toContain(`${KYC_REMINDER_LINE} You have 1 day left.`);
    const bId = (await listNotifications(t.database.db, b.id, { limit: 10 })).items[0]!.id;
    expect(await markNotificationsRead(t.database.db, a.id, new Date(), [bId])).toBe(0);
    expect(await markNotificationsRead(t.database.db, a.id, new Date())).toBe(2);
    expect((await listNotifications(t.database.db, a.id, { limit: 10 })).unread).toBe(0);
    expect((await listNotifications(t.database.db, b.id, { limit: 10 })).unread).toBe(1);
  });

  it('When the account was closed before the message went, then it is not sent', async () => {
    const c = await signUp(t.app);
    await declined(c.id, 'policy:closed:1');
    await t.database.db
      .update(customers)
      .set({ closedAt: new Date() })
      .where(eq(customers.id, c.id));
    await t.app.jobs.runDueJobs();
    const deliveries = await t.database.db.select().from(notificationDeliveries);
    expect(deliveries.filter((d) => d.status === 'skipped').length).toBeGreaterThanOrEqual(2);
    expect(await outboxTo(c.body.email, c.body.phone_number)).toEqual([]);
  });
});

describe('the bell (GET /api/local/customers/{id}/notifications)', () => {
  const call = (c: { cookie: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: c.cookie }, ...(payload && { payload }) });

  it('When a customer opens the bell, then their own messages come newest first, paged, with the unread count; reading one, then all, clears it, and reading again changes nothing', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const base = Date.now();
    for (let i = 0; i < 3; i += 1)
      await notify(t.database.db, {
        customerId: a.id,
        at: new Date(base + i * 1000),
        event: 'card.declined',
        key: `bell:${a.id}:${i}`,
        params: {
          product: 'Health Insurance',
          amount: '₦5,000',
          nextAttempt: `${i + 4} June 2026`,
        },
      });
    await declined(b.id, `bell:${b.id}`);

    const page1 = await call(a, 'GET', `/api/local/customers/${a.id}/notifications?perPage=2`);
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1.meta).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 2,
      total: 3,
      unread_count: 3,
    });
    expect(body1.data.map((n: { body: string }) => n.body)).toEqual([
      expect.stringContaining('6 June 2026'),
      expect.stringContaining('5 June 2026'),
    ]);
    expect(body1.data[0]).toMatchObject({
      event: 'card.declined',
      title: 'Your card was declined',
      action_path: '/',
      read_at: null,
    });
    const page2 = await call(
      a,
      'GET',
      `/api/local/customers/${a.id}/notifications?page=2&perPage=2`,
    );
    expect(page2.json().data).toHaveLength(1);

    // Another customer's bell, or their message: refused, nothing changes.
    expect((await call(a, 'GET', `/api/local/customers/${b.id}/notifications`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(a, 'POST', `/api/local/customers/${b.id}/notifications/read`, {})).statusCode,
    ).toBe(403);
    const bId = (await listNotifications(t.database.db, b.id, { limit: 1 })).items[0]!.id;
    expect(
      (await call(a, 'POST', `/api/local/customers/${a.id}/notifications/${bId}/read`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(a, 'POST', `/api/local/customers/${a.id}/notifications/read`, { ids: [bId] })
      ).json().data,
    ).toEqual({ marked: 0, unread_count: 3 });
    expect((await listNotifications(t.database.db, b.id, { limit: 1 })).unread).toBe(1);

    // One read, twice: marked once.
    const one = body1.data[0].id as number;
    const read1 = await call(a, 'POST', `/api/local/customers/${a.id}/notifications/${one}/read`);
    expect(read1.json().data).toEqual({ marked: 1, unread_count: 2 });
    const again = await call(a, 'POST', `/api/local/customers/${a.id}/notifications/${one}/read`);
    expect(again.json().data).toEqual({ marked: 0, unread_count: 2 });

    // All read.
    const all = await call(a, 'POST', `/api/local/customers/${a.id}/notifications/read`);
    expect(all.json()).toEqual({ data: { marked: 2, unread_count: 0 } });
    const after = (await call(a, 'GET', `/api/local/customers/${a.id}/notifications`)).json();
    expect(after.meta.unread_count).toBe(0);
    expect(after.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
  });

  it('When the bell is asked without a session or with a bad page, then it answers 401 or 422, never a 5xx', async () => {
    const a = await signUp(t.app);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${a.id}/notifications`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call(a, 'GET', `/api/local/customers/${a.id}/notifications?page=0`);
    expect(bad.statusCode).toBe(422);
    const badIds = await call(a, 'POST', `/api/local/customers/${a.id}/notifications/read`, {
      ids: ['x'],
    });
    expect([400, 422]).toContain(badIds.statusCode);
  });
});

describe('marketing messages and the switch', () => {
  const offer = async (customerId: number) =>
    notify(t.database.db, {
      customerId,
      at: new Date(),
      event: 'offer.cross-sell',
      key: `offer:${customerId}`,
      params: {
        product: 'Health Insurance',
        offer: 'HealthCash Insurance',
        path: '/buy/health-cash',
      },
      acceptsMarketing: await acceptsMarketing(t.database.db, customerId),
    });

  it('When a customer switched marketing off, then an offer is neither stored nor sent, while a service message still is; switched on, the offer goes', async () => {
    const c = await signUp(t.app);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { marketing_messages: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.marketing_messages).toBe(false);
    expect(await offer(c.id)).toBe(false);
    expect(await declined(c.id, `service:${c.id}`)).toBe(true);
    await t.app.jobs.runDueJobs();
    const sent = await outboxTo(c.body.email, c.body.phone_number);
    expect(sent.map((m) => m.subject ?? m.body)).not.toContain(
      'Add HealthCash Insurance to your cover',
    );
    expect(sent.some((m) => m.subject === 'Your card was declined')).toBe(true);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { marketing_messages: true },
    });
    expect(await offer(c.id)).toBe(true);
    await t.app.jobs.runDueJobs();
    const after = await outboxTo(c.body.email, c.body.phone_number);
    expect(
      after.filter((m) => m.subject === 'Add HealthCash Insurance to your cover'),
    ).toHaveLength(1);
  });

  it('When marketing is switched off after an offer was queued, then its e-mail is not sent', async () => {
    const c = await signUp(t.app);
    expect(await offer(c.id)).toBe(true);
    await t.database.db
      .update(customers)
      .set({ marketingMessages: false })
      .where(eq(customers.id, c.id));
    await t.app.jobs.runDueJobs();
    expect(await outboxTo(c.body.email, c.body.phone_number)).toEqual([]);
  });
});
