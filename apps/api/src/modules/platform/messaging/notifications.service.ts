import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { customers, notificationDeliveries, notifications } from '../../../db/schema/index.js';
import { enqueueJob } from '../../../jobs/queue.js';
import type { EmailAttachment } from '../../../integrations/messaging/types.js';
import type { FieldCipher } from '../../../lib/crypto.js';
import {
  NOTIFICATIONS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationParams,
  type NotificationTemplate,
} from './catalogue.js';

export interface NotifyInput<E extends NotificationEvent> {
  customerId: number;
  event: E;
  /**
   * Which occurrence this is, unique with the event: the payment reference, or the policy and its
   * due date ('policy:12:2026-12-01'). A second call with the same event and key does nothing, so a
   * retried job never tells the customer twice.
   */
  key: string;
  params: NotificationParams[E];
  /** The application's time (ctx.now()): when it was told, and when its deliveries are due. */
  at: Date;
  /**
   * The application's cipher (ctx.cipher), for an event with secret parameters (the catalogue's
   * `secret`): they are stored encrypted. Required for such an event.
   */
  cipher?: FieldCipher;
}

/**
 * The stored form of a message: its parameters, with the secret ones encrypted, and the bell's text
 * made from them. Refuses an event with secrets and no cipher, and a template whose stored text
 * would show a secret (docs/business-rules.md, 'Messages').
 */
function storedMessage<E extends NotificationEvent>(input: Omit<NotifyInput<E>, 'customerId'>) {
  const template = NOTIFICATIONS[input.event] as NotificationTemplate<E>;
  const params = { ...input.params } as Record<string, string | number>;
  const title = template.title(input.params);
  const body = template.body(input.params);
  const actionPath = template.actionPath(input.params);
  for (const name of template.secret ?? []) {
    if (!input.cipher)
      throw new Error(`${input.event} has secret parameters: give notify the cipher`);
    const value = String(params[name] ?? '');
    if (value && [title, body, actionPath ?? ''].some((text) => text.includes(value)))
      throw new Error(`${input.event} would store its secret ${name} readable`);
    params[name] = input.cipher.encrypt(value);
  }
  return { params, title, body, actionPath };
}

/**
 * Tells a customer something: stores the message once (the bell shows it) and queues its SMS and
 * e-mail deliveries, in the caller's transaction when given one (the message exists exactly when
 * the change it reports is committed). Answers false when this event and key were already sent.
 */
export async function notify<E extends NotificationEvent>(
  db: DbOrTx,
  input: NotifyInput<E>,
): Promise<boolean> {
  const template = NOTIFICATIONS[input.event] as NotificationTemplate<E>;
  // Marketing goes only to customers who have not switched it off; service messages always go.
  if (template.category === 'marketing' && !(await acceptsMarketing(db, input.customerId)))
    return false;
  const [row] = await db
    .insert(notifications)
    .values({
      customerId: input.customerId,
      event: input.event,
      key: input.key,
      ...storedMessage(input),
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return false;
  for (const channel of template.channels) {
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

/** Has the customer left marketing messages on (Settings)? */
async function acceptsMarketing(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: customers.marketingMessages, closedAt: customers.closedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row !== undefined && row.on && row.closedAt === null;
}

/**
 * Tells someone who has no account yet, by e-mail only (a sponsor enrolled their address: cover is
 * waiting for their sign-up). Stored once per event and key like every message, with no customer;
 * the account later opened with that address adopts it (`adoptAddressMessages`), so it shows in
 * their bell. Only events whose catalogue channels are e-mail alone may be sent this way.
 */
export async function notifyAddress<E extends NotificationEvent>(
  db: DbOrTx,
  input: Omit<NotifyInput<E>, 'customerId'> & { email: string },
): Promise<boolean> {
  const template = NOTIFICATIONS[input.event] as NotificationTemplate<E>;
  if (template.channels.some((c) => c !== 'email'))
    throw new Error(`${input.event} goes out by SMS too: it needs a customer`);
  const [row] = await db
    .insert(notifications)
    .values({
      customerId: null,
      email: input.email,
      event: input.event,
      key: input.key,
      ...storedMessage(input),
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return false;
  await db
    .insert(notificationDeliveries)
    .values({ notificationId: row.id, channel: 'email' })
    .onConflictDoNothing();
  await enqueueJob(
    db,
    'notifications.deliver',
    { notificationId: row.id, channel: 'email' },
    { dedupeKey: `${row.id}:email`, runAt: input.at },
  );
  return true;
}

/** Messages sent to an address before it had an account become that account's (its bell shows them). */
export async function adoptAddressMessages(db: DbOrTx, email: string, customerId: number) {
  await db
    .update(notifications)
    .set({ customerId })
    .where(and(isNull(notifications.customerId), eq(notifications.email, email)));
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

/** A delivery claimed by a worker that stopped before recording its answer is taken over after this. */
const SENDING_STALE_MS = 10 * 60_000;

/**
 * Sends one notification on one channel (the `notifications.deliver` job), in the order things
 * happened (docs/business-rules.md, 'Messages'): the jobs of one moment may run in any order (pg-boss
 * fetches jobs created together in no set order), so a delivery first sends, oldest first, every
 * message to the same person on the same channel that is still waiting and was created before it.
 * Each is sent once: a delivery is claimed ('sending') before its provider call, so two workers
 * never both send it. A provider failure puts it back and throws, so the job is retried and nothing
 * newer overtakes it; a customer whose account was closed since gets nothing (skipped), but for a
 * message sent to an address of its own (the closure notice, the catalogue's `sendTo`). Secret
 * parameters are decrypted to send and erased once the message is sent or skipped.
 */
export async function deliverNotification(
  ctx: AppContext,
  input: DeliverInput,
  receiptFor: ReceiptFor,
): Promise<void> {
  const { db } = ctx.database;
  const [target] = await db
    .select({ delivery: notificationDeliveries, notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        eq(notificationDeliveries.notificationId, input.notificationId),
        eq(notificationDeliveries.channel, input.channel),
      ),
    )
    .limit(1);
  if (!target || target.delivery.status === 'sent' || target.delivery.status === 'skipped') return;
  const { notification } = target;
  const recipient =
    notification.customerId !== null
      ? eq(notifications.customerId, notification.customerId)
      : and(isNull(notifications.customerId), eq(notifications.email, notification.email ?? ''));
  const waiting = await db
    .select({ id: notifications.id, createdAt: notifications.createdAt })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        recipient,
        eq(notificationDeliveries.channel, input.channel),
        inArray(notificationDeliveries.status, ['pending', 'sending']),
        or(
          lt(notifications.createdAt, notification.createdAt),
          and(
            eq(notifications.createdAt, notification.createdAt),
            lte(notifications.id, notification.id),
          ),
        ),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  for (const row of waiting) {
    try {
      await deliverOne(ctx, { notificationId: row.id, channel: input.channel }, receiptFor);
    } catch (err) {
      // An older message that keeps failing holds newer ones back for an hour at most; after that
      // it is left to its own job's retries (and the dead-letter queue), and the newer ones go.
      const olderBy = notification.createdAt.getTime() - row.createdAt.getTime();
      if (row.id === notification.id || olderBy < HOLD_BACK_MS) throw err;
    }
  }
}

/** How long a failing older message holds newer ones to the same person and channel back. */
const HOLD_BACK_MS = 60 * 60_000;

type DeliverInput = { notificationId: number; channel: NotificationChannel };

/** The receipt a 'Payment received' e-mail carries, made by the invoices module. */
export interface MessageReceipt {
  invoiceNumber: string;
  attachment: EmailAttachment;
  markEmailed(): Promise<void>;
}

/**
 * How the sender gets a payment's receipt: given by the caller (the job handler, jobs/handlers.ts)
 * so that notifications, which every module uses, imports no module (docs/architecture.md, "Module
 * groups").
 */
export type ReceiptFor = (
  customerId: number,
  reference: string,
  productUid: string,
) => Promise<MessageReceipt | null>;

/** Sends one waiting delivery, once (see deliverNotification). */
async function deliverOne(
  ctx: AppContext,
  input: DeliverInput,
  receiptFor: ReceiptFor,
): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.now();
  // Claimed: pending, or left 'sending' by a worker that stopped (sentAt is when it was claimed).
  const [claimed] = await db
    .update(notificationDeliveries)
    .set({ status: 'sending', sentAt: now })
    .where(
      and(
        eq(notificationDeliveries.notificationId, input.notificationId),
        eq(notificationDeliveries.channel, input.channel),
        or(
          eq(notificationDeliveries.status, 'pending'),
          and(
            eq(notificationDeliveries.status, 'sending'),
            lt(notificationDeliveries.sentAt, new Date(now.getTime() - SENDING_STALE_MS)),
          ),
        ),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  if (!claimed) {
    // Not ours to send now. Sent or skipped: nothing to do. Still 'sending' under another claim (a
    // worker sending it right now, or one that was killed mid-send): the job must not finish, or a
    // killed worker's message would never be sent (found by `npm run bench:cluster`); it throws, so
    // pg-boss retries it (backing off past SENDING_STALE_MS, when the claim may be taken over), and
    // a newer message to the same person waits for it instead of overtaking it.
    const [left] = await db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, input.notificationId),
          eq(notificationDeliveries.channel, input.channel),
        ),
      )
      .limit(1);
    if (left?.status === 'sending') {
      throw new Error(
        `notification ${input.notificationId} (${input.channel}) is being sent under another claim; retried later`,
      );
    }
    return;
  }
  const [row] = await db
    .select({
      notification: notifications,
      email: customers.email,
      phone: customers.phoneNumber,
      closedAt: customers.closedAt,
      marketingMessages: customers.marketingMessages,
    })
    .from(notifications)
    .leftJoin(customers, eq(customers.id, notifications.customerId))
    .where(eq(notifications.id, input.notificationId))
    .limit(1);
  const finish = (set: Partial<typeof notificationDeliveries.$inferInsert>) =>
    db.update(notificationDeliveries).set(set).where(eq(notificationDeliveries.id, claimed.id));
  if (!row) return;
  const event = row.notification.event as NotificationEvent;
  const template = NOTIFICATIONS[event] as NotificationTemplate<NotificationEvent> | undefined;
  /** The delivery ends: recorded, and the message's secrets erased once none of its deliveries waits. */
  const end = (set: Partial<typeof notificationDeliveries.$inferInsert>) =>
    db.transaction(async (tx) => {
      await tx
        .update(notificationDeliveries)
        .set(set)
        .where(eq(notificationDeliveries.id, claimed.id));
      if (template?.secret?.length) await eraseSecrets(tx, row.notification, template.secret);
    });
  // Closed since (unless it goes to an address of its own), or (for an offer) marketing switched
  // off since it was queued: not sent.
  if (
    (row.closedAt && !template?.sendTo) ||
    (template?.category === 'marketing' && !row.marketingMessages)
  ) {
    await end({ status: 'skipped', sentAt: null });
    return;
  }
  const { title, body } = row.notification;
  const params = readableParams(ctx.cipher, row.notification.params, template?.secret);
  // A message to an address with no account (yet), or to an address of its own, goes by e-mail to
  // that address only.
  const to =
    input.channel !== 'email'
      ? row.phone
      : template?.sendTo
        ? String(params[template.sendTo] ?? '')
        : (row.email ?? row.notification.email);
  if (!to) {
    await end({ status: 'skipped', sentAt: null });
    return;
  }
  const letter = template?.email as
    ((p: Record<string, unknown>) => { subject: string; text: string }) | undefined;
  try {
    const receipt =
      input.channel === 'email' ? await receiptOf(row.notification, params, receiptFor) : null;
    // A letter about a receipt with none to attach (it went with 'Payment received'): not sent.
    if (input.channel === 'email' && letter && template?.receipt && !receipt) {
      await end({ status: 'skipped', sentAt: null });
      return;
    }
    const attachments = receipt ? { attachments: [receipt.attachment] } : {};
    let sent;
    if (input.channel === 'email' && letter) {
      sent = await ctx.email.send({ to, ...letter(params), ...attachments });
    } else if (input.channel === 'email') {
      sent = await ctx.email.send({
        to,
        subject: title,
        text: `${body}${receipt ? ` Your receipt ${receipt.invoiceNumber} is attached.` : ''}\n\nAlaafia`,
        ...attachments,
      });
    } else {
      sent = await ctx.sms.send({ to, text: `Alaafia: ${body}` });
    }
    await receipt?.markEmailed();
    await end({ status: 'sent', providerMessageId: sent.id, sentAt: ctx.now() });
  } catch (err) {
    await finish({ status: 'pending', sentAt: null });
    throw err;
  }
}

/** The stored parameters with the secret ones decrypted, to make the message being sent. */
function readableParams(
  cipher: FieldCipher,
  stored: Record<string, string | number>,
  secret: readonly string[] = [],
): Record<string, string | number> {
  const params = { ...stored };
  for (const name of secret) {
    const value = params[name];
    if (typeof value === 'string' && value) params[name] = cipher.decrypt(value);
  }
  return params;
}

/** Erases a message's secret parameters once none of its deliveries waits any more. */
async function eraseSecrets(
  db: DbOrTx,
  notification: typeof notifications.$inferSelect,
  secret: readonly string[],
) {
  const [waiting] = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, notification.id),
        inArray(notificationDeliveries.status, ['pending', 'sending']),
      ),
    )
    .limit(1);
  if (waiting) return;
  const params = { ...notification.params };
  for (const name of secret) delete params[name];
  await db.update(notifications).set({ params }).where(eq(notifications.id, notification.id));
}

/**
 * The receipt an e-mail carries (the catalogue's `receipt`): 'Payment received' carries the
 * payment's, so one e-mail tells a payment; a receipt asked for is e-mailed with its own letter
 * (docs/business-rules.md, 'Messages').
 */
async function receiptOf(
  notification: typeof notifications.$inferSelect,
  params: Record<string, string | number>,
  receiptFor: ReceiptFor,
) {
  const template = NOTIFICATIONS[notification.event as NotificationEvent] as
    NotificationTemplate<NotificationEvent> | undefined;
  if (!template?.receipt || notification.customerId === null) return null;
  const of = template.receipt(params as never);
  if (!of.reference || !of.productUid) return null;
  return receiptFor(notification.customerId, of.reference, of.productUid);
}

/** The customer's messages, newest first, with the unread count (the bell). */
export async function listNotifications(
  db: DbOrTx,
  customerId: number,
  options: { limit: number; offset?: number },
) {
  const items = await db
    .select({
      id: notifications.id,
      event: notifications.event,
      title: notifications.title,
      body: notifications.body,
      actionPath: notifications.actionPath,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
  return { unread: unread?.n ?? 0, items };
}

/** How many messages the customer has in all (the bell's paging). */
export async function countNotifications(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.customerId, customerId));
  return row?.n ?? 0;
}

/** Marks the customer's own messages read (all of them when no ids are given). Answers how many changed. */
export async function markNotificationsRead(
  db: DbOrTx,
  customerId: number,
  at: Date,
  ids?: number[],
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.customerId, customerId),
        isNull(notifications.readAt),
        ...(ids ? [inArray(notifications.id, ids)] : []),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Is this message the customer's own? */
export async function ownsNotification(
  db: DbOrTx,
  customerId: number,
  notificationId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.customerId, customerId)))
    .limit(1);
  return rows.length > 0;
}
