import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_WARNING_AFTER } from '../src/lib/rate-limit.js';
import { notificationDeliveries, notifications, outboxMessages } from '../src/db/schema/index.js';
import { deliverNotification } from '../src/modules/service/notifications/notifications.service.js';
import { receiptFor, signUp, useTestApp } from './helpers.js';

// Issue 26 item 5: one way to send a message. The messages that used to be e-mailed directly go
// through notify and the catalogue: stored once, queued, retried by the job when the provider fails
// (docs/business-rules.md, 'Messages'), with the words the customer gets unchanged.
const t = useTestApp();

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
        receiptFor(down),
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
      receiptFor(t.ctx),
    );
    await deliverNotification(
      t.ctx,
      { notificationId: message!.id, channel: 'email' },
      receiptFor(t.ctx),
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
