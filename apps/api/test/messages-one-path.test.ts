import { lagosDate } from '@alaafia/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.js';
import type { EmailMessage, SmsMessage } from '../src/integrations/messaging/types.js';
import { SIGN_IN_WARNING_AFTER } from '../src/lib/rate-limit.js';
import {
  invoices,
  notificationDeliveries,
  notifications,
  outboxMessages,
} from '../src/db/schema/index.js';
import {
  adoptAddressMessages,
  deliverNotification,
  IMMEDIATE_EVENTS,
  notify,
  sendNow,
} from '../src/modules/platform/messaging/index.js';
import { NOTIFICATIONS } from '../src/modules/platform/messaging/catalogue.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { deliveryDeps, signUp, useTestApp } from './helpers.js';

// Issue 26 item 5: one way to send a message. The messages that used to be e-mailed directly go
// through notify and the catalogue: stored once, queued, retried by the job when the provider fails
// (docs/business-rules.md, 'Messages'), with the words the customer gets unchanged.
const t = useTestApp();
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

/** The context with an e-mail provider that is down: every send throws. */
const providerDown = (): AppContext => ({
  ...t.ctx,
  email: {
    ...t.ctx.email,
    send: async () => {
      throw new Error('e-mail provider down');
    },
  },
});

/** The context with an e-mail provider that keeps what it is given (nothing in the database). */
function capturingProvider(): { ctx: AppContext; sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  const ctx = {
    ...t.ctx,
    email: {
      ...t.ctx.email,
      send: async (message: EmailMessage) => {
        sent.push(message);
        return { id: `captured-${sent.length}` };
      },
    },
  };
  return { ctx, sent };
}

const deliver = (ctx: AppContext, notificationId: number) =>
  deliverNotification(ctx, { notificationId, channel: 'email' }, deliveryDeps(ctx));

async function messageOf(customerId: number, event: string) {
  const [message] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.event, event)));
  return message;
}

async function deliveryOf(notificationId: number) {
  const [row] = await t.database.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  return row;
}

/** Every row of every table (all schemas, the job queue's too), as text. */
async function databaseDump(): Promise<string> {
  const query = async <T>(statement: SQL): Promise<T[]> => {
    const result: unknown = await t.database.db.execute(statement);
    return (result as { rows: T[] }).rows;
  };
  const tables = await query<{ table_schema: string; table_name: string }>(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  let dump = '';
  for (const { table_schema, table_name } of tables) {
    const rows = await query<{ row: string }>(
      sql.raw(`select row_to_json(t)::text as row from "${table_schema}"."${table_name}" t`),
    );
    dump += `${rows.map((r) => r.row).join('\n')}\n`;
  }
  return dump;
}

const WARNING_SUBJECT = 'Someone is trying to sign in to your Alaafia account';

async function failSignIns(email: string, times: number) {
  for (let i = 1; i <= times; i += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: `wrong guess ${i}` },
      remoteAddress: `10.9.0.${i}`,
    });
    expect(res.statusCode).toBe(401);
  }
}

const mailTo = async (email: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email.toLowerCase()), eq(outboxMessages.channel, 'email')));

describe('the sign-in warning goes through notify', () => {
  it('When an account sees many failed sign-ins, then the warning is a stored message with a queued e-mail delivery, retried when the provider fails, and sent once with the same words', async () => {
    const { id, body } = await signUp(t.app);
    await failSignIns(body.email, SIGN_IN_WARNING_AFTER);

    const [message] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.customerId, id), eq(notifications.event, 'account.sign-in-warning')),
      );
    expect(message).toBeDefined();
    expect(message!.title).toBe(WARNING_SUBJECT);
    // Not sent inline: nothing in the outbox until the delivery job runs.
    expect((await mailTo(body.email)).filter((m) => m.subject === WARNING_SUBJECT)).toHaveLength(0);

    // The provider is down: the delivery stays pending and the job fails, so it is retried.
    const down = {
      ...t.ctx,
      email: {
        ...t.ctx.email,
        send: async () => {
          throw new Error('e-mail provider down');
        },
      },
    };
    await expect(
      deliverNotification(
        down,
        { notificationId: message!.id, channel: 'email' },
        deliveryDeps(down),
      ),
    ).rejects.toThrow('e-mail provider down');
    const [held] = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, message!.id));
    expect(held).toMatchObject({ channel: 'email', status: 'pending', sentAt: null });

    // The retry sends it, once, with the letter's words.
    await deliverNotification(
      t.ctx,
      { notificationId: message!.id, channel: 'email' },
      deliveryDeps(t.ctx),
    );
    await deliverNotification(
      t.ctx,
      { notificationId: message!.id, channel: 'email' },
      deliveryDeps(t.ctx),
    );
    const sent = (await mailTo(body.email)).filter((m) => m.subject === WARNING_SUBJECT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(
      [
        `Hello ${body.first_name},`,
        '',
        'We have seen several failed attempts to sign in to your Alaafia account in the last few minutes.',
        'Your account is safe and you can still sign in as usual with your password.',
        '',
        'If these attempts were not you, we advise you to choose a new password: http://localhost:3000/auth/forgot-password',
        '',
        'If they were you, you can ignore this e-mail.',
      ].join('\n'),
    );
  });
});

describe('the password reset goes through notify', () => {
  it('When a customer asks for a reset link, then it is a stored message whose link is never readable in the database, retried when the provider fails, sent once with the same words, and the link erased once sent', async () => {
    const { id, body } = await signUp(t.app, { first_name: 'Adaeze' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });
    expect(asked.statusCode).toBe(200);

    const message = await messageOf(id, 'account.password-reset');
    expect(message).toBeDefined();
    expect(message!.title).toBe('Reset your Alaafia password');
    // Queued, not sent inline, and the link is stored only encrypted.
    expect((await mailTo(body.email)).filter((m) => m.subject === message!.title)).toEqual([]);
    const stored = String(message!.params.link);
    expect(stored).toMatch(/^v1\./);
    const dump = await databaseDump();
    expect(dump).not.toContain('reset-password?token=');
    expect(t.ctx.cipher.decrypt(stored)).toMatch(
      /^http:\/\/localhost:3000\/auth\/reset-password\?token=/,
    );

    // The provider is down: pending, the job fails (and is retried), the link still stored.
    await expect(deliver(providerDown(), message!.id)).rejects.toThrow('e-mail provider down');
    expect(await deliveryOf(message!.id)).toMatchObject({ status: 'pending', sentAt: null });
    expect((await messageOf(id, 'account.password-reset'))!.params.link).toBe(stored);

    // The retry sends it once, with the words the customer always got.
    await deliver(t.ctx, message!.id);
    await deliver(t.ctx, message!.id);
    const sent = (await mailTo(body.email)).filter((m) => m.subject === message!.title);
    expect(sent).toHaveLength(1);
    const link = t.ctx.cipher.decrypt(stored);
    expect(sent[0]!.body).toBe(
      [
        'Hello Adaeze,',
        '',
        'We received a request to reset the password of your Alaafia account.',
        `Open this link within 1 hour to choose a new password: ${link}`,
        '',
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ].join('\n'),
    );
    expect(await deliveryOf(message!.id)).toMatchObject({ status: 'sent' });
    // Sent: the link is gone from the message, and the one in the e-mail works.
    expect((await messageOf(id, 'account.password-reset'))!.params).toEqual({
      firstName: 'Adaeze',
    });
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(sent[0]!.body)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('the receipt asked for goes through notify', () => {
  it('When a customer asks for a receipt, then the answer says it is queued, the e-mail is retried when the provider fails and sent once with the PDF, and then the receipt is e-mailed', async () => {
    const c = await signUp(t.app, { first_name: 'Chidi' });
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);

    const asked = await api(t.app, c).post('/api/local/customers/health-invoice', {
      customer_id: c.id,
    });
    expect(asked.statusCode).toBe(200);
    const receipt = asked.json().data;
    // What is true: queued now, not yet e-mailed.
    expect(receipt.email_queued_at).toEqual(expect.any(String));
    expect(receipt.emailed_at).toBeNull();
    const subject = `Your Alaafia receipt ${receipt.invoice_number}`;
    expect((await mailTo(c.body.email)).filter((m) => m.subject === subject)).toEqual([]);
    const message = await messageOf(c.id, 'receipt.requested');
    expect(message).toMatchObject({ key: receipt.invoice_number, title: subject });

    await expect(deliver(providerDown(), message!.id)).rejects.toThrow('e-mail provider down');
    expect(await deliveryOf(message!.id)).toMatchObject({ status: 'pending', sentAt: null });
    const [waiting] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, receipt.invoice_number));
    expect(waiting!.emailedAt).toBeNull();

    // Asked again while it waits: the same receipt, nothing more queued.
    const again = await api(t.app, c).post('/api/local/customers/health-invoice', {
      customer_id: c.id,
    });
    expect(again.json().data).toMatchObject({
      invoice_number: receipt.invoice_number,
      email_queued_at: receipt.email_queued_at,
      emailed_at: null,
    });

    await deliver(t.ctx, message!.id);
    await deliver(t.ctx, message!.id);
    const sent = (await mailTo(c.body.email)).filter((m) => m.subject === subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(
      `Hello Chidi,\n\nThank you for your payment of ₦50 for Health Insurance (payment reference ${reference}). Your receipt ${receipt.invoice_number} is attached.\n\nAlaafia`,
    );
    expect(sent[0]!.attachments).toEqual([
      {
        filename: `${receipt.invoice_number}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const history = await api(t.app, c).get(`/api/local/customers/${c.id}/payments`);
    expect(history.json().data[0].receipts[0].emailed_at).toEqual(expect.any(String));
  });
});

describe('the closure notice goes through notify', () => {
  it('When a customer closes their account, then the notice is queued to the old address, retried when the provider fails, sent once with the same words, and then the address and name are nowhere in the database', async () => {
    const c = await signUp(t.app, { first_name: 'Oluwaseyitan', last_name: 'Ekwueme' });
    const closed = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: c.body.password,
    });
    expect(closed.statusCode).toBe(200);
    const message = await messageOf(c.id, 'account.closed');
    expect(message).toMatchObject({ title: 'Your Alaafia account is closed' });
    // Before it is sent, the address and the name are stored only encrypted.
    let dump = await databaseDump();
    expect(dump.toLowerCase()).not.toContain(c.body.email.toLowerCase());
    expect(dump).not.toContain('Oluwaseyitan');

    await expect(deliver(providerDown(), message!.id)).rejects.toThrow('e-mail provider down');
    expect(await deliveryOf(message!.id)).toMatchObject({ status: 'pending', sentAt: null });

    // Delivered though the account is closed, once, to the address it held.
    const provider = capturingProvider();
    await deliver(provider.ctx, message!.id);
    await deliver(provider.ctx, message!.id);
    expect(provider.sent).toHaveLength(1);
    const closedOn = lagosDate(new Date(closed.json().data.closed_at));
    expect(provider.sent[0]).toEqual({
      to: c.body.email,
      language: 'en',
      subject: 'Your Alaafia account is closed',
      text: [
        'Hello Oluwaseyitan,',
        '',
        `As you asked, your Alaafia account was closed on ${closedOn}. You can no longer sign in.`,
        '',
        'What we erased:',
        '- Your name, e-mail address, phone number, address and date of birth on your account',
        '- Your next of kin',
        '- Your saved cards',
        '- Your sign-in sessions and password',
        '- Your hospital change requests, carts, analytics events and contact requests',
        '- Your ID checks (ID numbers and their results) and your uploaded documents',
        '',
        'We keep this e-mail as the record that your request was carried out.',
        'If you did not ask for this, contact support at once.',
      ].join('\n'),
    });
    expect(await deliveryOf(message!.id)).toMatchObject({ status: 'sent' });
    // Sent: not even the encrypted address or name is kept.
    expect((await messageOf(c.id, 'account.closed'))!.params).not.toHaveProperty('email');
    expect((await messageOf(c.id, 'account.closed'))!.params).not.toHaveProperty('firstName');
    dump = await databaseDump();
    expect(dump.toLowerCase()).not.toContain(c.body.email.toLowerCase());
    expect(dump).not.toContain('Oluwaseyitan');
  });
});

describe('a closed account keeps no personal data in its messages', () => {
  it('When a customer whose messages named them (an address message adopted at sign-up, a letter with their first name) closes, then once the notice is sent neither the address nor the name is in the database', async () => {
    const c = await signUp(t.app, { first_name: 'Temitayo' });
    const db = t.database.db;
    const at = t.ctx.now();
    // Sent to the address before the account existed, then adopted by it (issue 24).
    await notify(db, {
      email: c.body.email,
      event: 'complaint.received',
      key: `test-${c.id}`,
      params: { reference: `CMP-${c.id}`, answerBy: '1 December 2026' },
      at,
    });
    await adoptAddressMessages(db, c.body.email, c.id);
    await notify(db, {
      customerId: c.id,
      event: 'account.sign-in-warning',
      key: `test-${c.id}`,
      params: { firstName: 'Temitayo', link: 'http://localhost:3000/auth/forgot-password' },
      at,
    });
    let dump = await databaseDump();
    expect(dump.toLowerCase()).toContain(c.body.email.toLowerCase()); // the check can fail
    expect(dump).toContain('Temitayo');

    const closed = await api(t.app, c).post(`/api/local/customers/${c.id}/close-account`, {
      password: c.body.password,
    });
    expect(closed.statusCode).toBe(200);
    const notice = await messageOf(c.id, 'account.closed');
    const provider = capturingProvider();
    await deliver(provider.ctx, notice!.id);
    // The older messages to the closed account were skipped; the notice went, by name.
    expect(provider.sent.map((m) => m.subject)).toEqual(['Your Alaafia account is closed']);
    expect(provider.sent[0]!.text).toContain('Hello Temitayo,');
    dump = await databaseDump();
    expect(dump.toLowerCase()).not.toContain(c.body.email.toLowerCase());
    expect(dump).not.toContain('Temitayo');
  });
});

describe('a one-time code goes at once, through messaging, with its record', () => {
  /** The context with an SMS provider that keeps what it is given, or one that is down. */
  const smsProvider = (down = false) => {
    const sent: SmsMessage[] = [];
    const ctx: AppContext = {
      ...t.ctx,
      sms: {
        send: async (message: SmsMessage) => {
          if (down) throw new Error('SMS provider down');
          sent.push(message);
          return { id: `sms-${sent.length}` };
        },
      },
    };
    return { ctx, sent };
  };

  it('When a code is sent now, then the provider has it at once with its words, and the record keeps neither the code nor the address, is never in the bell, and is sent once per key', async () => {
    const c = await signUp(t.app);
    const provider = smsProvider();
    const input = {
      customerId: c.id,
      address: '08031112222',
      event: 'code.identity' as const,
      key: `test-code-${c.id}`,
      params: { code: '4821' },
    };
    await sendNow(provider.ctx, input);
    await sendNow(provider.ctx, input);
    expect(provider.sent).toEqual([
      {
        to: '08031112222',
        text: 'Your Alaafia verification code is 4821. It expires in 10 minutes. Do not share it with anyone.',
        language: 'en',
      },
    ]);
    const record = await messageOf(c.id, 'code.identity');
    expect(record).toMatchObject({ inApp: false, params: {}, phone: null, email: null });
    expect(JSON.stringify(record)).not.toContain('4821');
    expect(JSON.stringify(record)).not.toContain('08031112222');
    expect(await deliveryOf(record!.id)).toMatchObject({
      status: 'sent',
      providerMessageId: 'sms-1',
    });
    const bell = await api(t.app, c).get(`/api/local/customers/${c.id}/notifications`);
    expect(bell.statusCode).toBe(200);
    expect(JSON.stringify(bell.json())).not.toContain('verification code');
  });

  it('When the provider refuses a code sent now, then the caller is told at once and the record says it failed; no job sends it later', async () => {
    const c = await signUp(t.app);
    await expect(
      sendNow(smsProvider(true).ctx, {
        customerId: c.id,
        address: '08031113333',
        event: 'code.identity',
        key: `test-code-down-${c.id}`,
        params: { code: '1234' },
      }),
    ).rejects.toThrow('SMS provider down');
    const record = await messageOf(c.id, 'code.identity');
    expect(await deliveryOf(record!.id)).toMatchObject({ status: 'failed', sentAt: null });
    await t.app.jobs.runDueJobs();
    const outbox = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, '08031113333'));
    expect(outbox).toEqual([]);
  });

  it('When the catalogue is read, then the messages sent at once are exactly the ones sendNow takes, each on one channel and not in the bell', () => {
    const immediate = Object.entries(NOTIFICATIONS).filter(([, template]) => template.immediate);
    expect(immediate.map(([event]) => event).sort()).toEqual([...IMMEDIATE_EVENTS].sort());
    for (const [, template] of immediate) expect(template.channels).toHaveLength(1);
    for (const [, template] of immediate) expect(template.channels).not.toContain('in_app');
  });

  it('When a code sent now was left half-sent (the process stopped), then no delivery job ever sends it', async () => {
    const c = await signUp(t.app);
    await sendNow(smsProvider().ctx, {
      customerId: c.id,
      address: '08031114444',
      event: 'code.identity',
      key: `test-code-stopped-${c.id}`,
      params: { code: '7777' },
    });
    const record = await messageOf(c.id, 'code.identity');
    const stale = new Date(t.ctx.now().getTime() - 60 * 60_000);
    await t.database.db
      .update(notificationDeliveries)
      .set({ status: 'sending', sentAt: stale })
      .where(eq(notificationDeliveries.notificationId, record!.id));
    await notify(t.database.db, {
      customerId: c.id,
      event: 'card.declined',
      key: `after-code-${c.id}`,
      params: { product: 'Health plan', amount: '₦5,000', nextAttempt: '4 December 2026' },
      at: t.ctx.now(),
    });
    await t.app.jobs.runDueJobs();
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, c.body.phone_number));
    expect(sms.map((m) => m.body).filter((b) => b.includes('card'))).toHaveLength(1);
    expect(sms.some((m) => m.body.includes('verification code'))).toBe(false);
    expect(await deliveryOf(record!.id)).toMatchObject({ status: 'sending' });
  });

  it('When notify is asked to queue a message meant to go at once, or sendNow one meant to be queued, then it is refused', async () => {
    const c = await signUp(t.app);
    await expect(
      notify(t.database.db, {
        customerId: c.id,
        event: 'code.identity',
        key: `wrong-way-${c.id}`,
        params: { code: '1111' },
        at: t.ctx.now(),
      }),
    ).rejects.toThrow('use sendNow');
    await expect(
      sendNow(t.ctx, {
        customerId: c.id,
        address: c.body.email,
        event: 'account.sign-in-warning' as never,
        key: `wrong-way-${c.id}`,
        params: { firstName: 'Ada', link: 'x' } as never,
      }),
    ).rejects.toThrow('not a message sent at once');
  });
});
