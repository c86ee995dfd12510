import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { notificationDeliveries, notifications } from '../../../db/schema/index.js';
import { enqueueJob } from '../../../jobs/queue.js';
import type { FieldCipher } from '../../../lib/crypto.js';
import { english } from '../../../lib/translators.js';
import {
  NOTIFICATIONS,
  type DeliveryChannel,
  type NotificationEvent,
  type NotificationParams,
  type NotificationTemplate,
} from './catalogue.js';

/**
 * Who is told. A customer (their phone and e-mail are read when the message is delivered, and
 * their bell shows it), a staff member (a hospital's staff too: their e-mail), or an address with
 * no account: an e-mail address (adopted by the account later opened with it) or a phone (a next
 * of kin). Exactly one.
 */
export type Recipient =
  | { customerId: number; staffId?: never; email?: never; phone?: never }
  | { staffId: number; customerId?: never; email?: never; phone?: never }
  | { email: string; customerId?: never; staffId?: never; phone?: never }
  | { phone: string; customerId?: never; staffId?: never; email?: never };

interface MessageInput<E extends NotificationEvent> {
  event: E;
  /**
   * Which occurrence this is, unique with the event: the payment reference, or the policy and its
   * due date ('policy:12:2026-12-01'). A second call with the same event and key does nothing, so a
   * retried job never tells anyone twice.
   */
  key: string;
  params: NotificationParams[E];
  /** The application's time (ctx.now()): when it was told, and when its deliveries are due. */
  at: Date;
}

export type NotifyInput<E extends NotificationEvent> = Recipient &
  MessageInput<E> & {
    /**
     * The application's cipher (ctx.cipher), for an event with secret parameters (the catalogue's
     * `secret`): they are stored encrypted. Required for such an event.
     */
    cipher?: FieldCipher;
    /**
     * For a marketing event (the catalogue's category), whether the customer accepts marketing
     * messages, as their owner answers it (customers/customers' `acceptsMarketing`): false stores
     * and sends nothing. Required for such an event.
     */
    acceptsMarketing?: boolean;
  };

export const templateOf = <E extends NotificationEvent>(event: E) =>
  NOTIFICATIONS[event] as NotificationTemplate<E>;

/** The channels a delivery job sends the template on (all of them but the in-app one). */
export const deliveryChannelsOf = (template: { channels: readonly string[] }) =>
  template.channels.filter((c): c is DeliveryChannel => c !== 'in_app');

/** The columns that name the recipient. */
export function recipientColumns(to: Recipient) {
  return {
    customerId: to.customerId ?? null,
    staffId: to.staffId ?? null,
    email: to.email ?? null,
    phone: to.phone ?? null,
  };
}

/**
 * The stored form of a message: its parameters, with the secret ones encrypted (or, for a message
 * sent at once, left out), and the bell's text made from them. Refuses an event with secrets and
 * no cipher, and a template whose stored text would show a secret (docs/business-rules.md,
 * 'Messages').
 */
export function storedMessage<E extends NotificationEvent>(
  input: MessageInput<E> & { cipher?: FieldCipher | undefined },
) {
  const template = templateOf(input.event);
  const params = { ...input.params } as Record<string, string | number>;
  // The record is kept in English (the back office reads it); each delivery and the bell draw the
  // message again in the recipient's language (deliver.ts, inLanguage).
  const { t } = english();
  const title = template.title(input.params, t);
  const body = template.body(input.params, t);
  const actionPath = template.actionPath(input.params);
  for (const name of template.secret ?? []) {
    const value = String(params[name] ?? '');
    if (value && [title, body, actionPath ?? ''].some((text) => text.includes(value)))
      throw new Error(`${input.event} would store its secret ${name} readable`);
    if (template.immediate) {
      delete params[name];
      continue;
    }
    if (!input.cipher)
      throw new Error(`${input.event} has secret parameters: give notify the cipher`);
    params[name] = input.cipher.encrypt(value);
  }
  return { params, title, body, actionPath };
}

/**
 * Tells someone something (docs/architecture.md, 'How to add a notification'): stores the message
 * once and queues a delivery job per channel, in the caller's transaction when given one (the
 * message exists exactly when the change it reports is committed). A customer's message is also
 * in their bell. Answers false when this event and key were already told (or a marketing message
 * the customer does not accept).
 */
export async function notify<E extends NotificationEvent>(
  db: DbOrTx,
  input: NotifyInput<E>,
): Promise<boolean> {
  const template = templateOf(input.event);
  if (template.immediate)
    throw new Error(`${input.event} is sent at once: use sendNow, not notify`);
  if (template.category === 'marketing') {
    if (input.acceptsMarketing === undefined || input.customerId === undefined)
      throw new Error(`${input.event} is marketing: it goes to a customer, with acceptsMarketing`);
    // Marketing goes only to customers who have not switched it off; service messages always go.
    if (!input.acceptsMarketing) return false;
  }
  const channels = deliveryChannelsOf(template);
  // An address with no account has one channel: the message must go on it alone.
  const only: DeliveryChannel | null =
    input.email !== undefined ? 'email' : input.phone !== undefined ? 'sms' : null;
  if (only && channels.some((c) => c !== only))
    throw new Error(`${input.event} goes out by ${channels.join(' and ')}: it needs a customer`);
  const inApp =
    template.channels.includes('in_app') &&
    (input.customerId !== undefined || input.email !== undefined);
  const [row] = await db
    .insert(notifications)
    .values({
      ...recipientColumns(input),
      event: input.event,
      key: input.key,
      ...storedMessage(input),
      inApp,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return false;
  for (const channel of channels) {
    await db
      .insert(notificationDeliveries)
      .values({ notificationId: row.id, channel })
      .onConflictDoNothing();
    await enqueueJob(
      db,
      'notifications.deliver',
      { notificationId: row.id, channel },
      { dedupeKey: `${row.id}:${channel}`, runAt: input.at },
    );
  }
  return true;
}

/**
 * Messages sent to an address before it had an account become that account's (its bell shows
 * them); a record of a message sent at once (a one-time code) stays the address's.
 */
export async function adoptAddressMessages(db: DbOrTx, email: string, customerId: number) {
  await db
    .update(notifications)
    .set({ customerId })
    .where(
      and(
        isNull(notifications.customerId),
        isNull(notifications.staffId),
        eq(notifications.email, email),
        eq(notifications.inApp, true),
      ),
    );
}

/**
 * A closed account's messages keep nothing that names the person (docs/business-rules.md, 'Close my
 * account'): the address a message was sent to before the account adopted it, and the first name
 * of the letters. Run in the closure's transaction, before the closure notice is queued.
 */
export async function forgetMessagePersonalData(db: DbOrTx, customerId: number) {
  await db
    .update(notifications)
    .set({ email: null, params: sql`${notifications.params} - 'firstName'` })
    .where(eq(notifications.customerId, customerId));
}
