import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customers,
  notificationDeliveries,
  notifications,
  outboxMessages,
} from '../src/db/schema/index.js';
import { KYC_REMINDER_LINE } from '../src/modules/notifications/catalogue.js';
import {
  listNotifications,
  markNotificationsRead,
  notify,
} from '../src/modules/notifications/notifications.service.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

const declined = (customerId: number, key = 'policy:1:2026-12-01') =>
  notify(t.database.db, {
    customerId,
    at: new Date(),
    event: 'card.declined',
    key,
    params: { product: 'Health plan', amount: '₦5,000', nextAttempt: '4 December 2026' },
  });

async function outboxTo(email: string, phone: string) {
  const rows = await t.database.db.select().from(outboxMessages);
  return rows.filter((r) => r.to === email || r.to === phone);
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
      .where(eq(notifications.customerId, c.id));
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
