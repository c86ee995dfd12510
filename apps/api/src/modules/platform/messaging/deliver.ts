import { SOURCE_LANGUAGE, type Language, type Translate } from '@alaafia/i18n';
import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { notificationDeliveries, notifications } from '../../../db/schema/index.js';
import type { EmailAttachment } from '../../../integrations/messaging/types.js';
import type { FieldCipher } from '../../../lib/crypto.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { translatorOf } from '../../../lib/translators.js';
import {
  NOTIFICATIONS,
  type DeliveryChannel,
  type NotificationEvent,
  type NotificationTemplate,
  type SponsorDocumentRef,
} from './catalogue.js';
import { CHANNELS, channelNamed, paramsIn, type Contact } from './channels.js';

/**
 * How the sender reaches people it knows by id: each answered by the person's owner (customers/
 * customers, access) and given by the job handler (jobs/handlers.ts), so that messaging, which
 * every module uses, imports neither (docs/architecture.md, 'The layers'). Null: no such person.
 */
export interface Contacts {
  customer(db: DbOrTx, customerId: number): Promise<Contact | null>;
  staff(db: DbOrTx, staffId: number): Promise<Contact | null>;
}

/** What a delivery needs from above messaging: the contacts, and the receipt an e-mail carries. */
export interface DeliveryDeps {
  contacts: Contacts;
  receiptFor: ReceiptFor;
  documentFor: DocumentFor;
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
  job: { notificationId: number; channel: string },
  deps: DeliveryDeps,
): Promise<void> {
  const channel = channelNamed(job.channel);
  if (!channel)
    throw new Error(`no channel ${job.channel} to deliver notification ${job.notificationId}`);
  const input: DeliverInput = { notificationId: job.notificationId, channel };
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
  if (
    !target ||
    (target.delivery.status !== 'pending' && target.delivery.status !== 'sending') ||
    SENT_AT_ONCE.includes(target.notification.event)
  )
    return;
  const { notification } = target;
  const recipient = sameRecipient(notification);
  const waiting = await db
    .select({ id: notifications.id, createdAt: notifications.createdAt })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        recipient,
        eq(notificationDeliveries.channel, input.channel),
        inArray(notificationDeliveries.status, ['pending', 'sending']),
        // A message sent at once (sendNow) is never a job's: its record is not waiting for one.
        notInArray(notifications.event, SENT_AT_ONCE),
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
      await deliverOne(ctx, { notificationId: row.id, channel: input.channel }, deps);
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

type DeliverInput = { notificationId: number; channel: DeliveryChannel };

/** The events sent at once by sendNow (the catalogue's `immediate` templates). */
const SENT_AT_ONCE = Object.entries(NOTIFICATIONS)
  .filter(([, template]) => (template as { immediate?: true }).immediate)
  .map(([event]) => event);

/** The messages to the same person as this one (the same customer, staff member or address). */
function sameRecipient(n: typeof notifications.$inferSelect) {
  if (n.customerId !== null) return eq(notifications.customerId, n.customerId);
  if (n.staffId !== null) return eq(notifications.staffId, n.staffId);
  const noAccount = and(isNull(notifications.customerId), isNull(notifications.staffId));
  return n.email !== null
    ? and(noAccount, eq(notifications.email, n.email))
    : and(noAccount, isNull(notifications.email), eq(notifications.phone, n.phone ?? ''));
}

/**
 * A notification's WhatsApp message failed (Meta refused it, or its status came back `failed`):
 * its SMS, skipped because WhatsApp replaced it, goes after all (docs/business-rules.md,
 * 'WhatsApp'). Given to the WhatsApp queue (whatsapp.ts) as its `onFailed`.
 */
export async function smsAfterWhatsAppFailed(db: DbOrTx, notificationId: number, at: Date) {
  const [row] = await db
    .update(notificationDeliveries)
    .set({ status: 'pending', via: 'fallback', sentAt: null })
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.channel, 'sms'),
        eq(notificationDeliveries.status, 'skipped'),
        eq(notificationDeliveries.via, 'whatsapp'),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  if (row)
    await enqueueJob(
      db,
      'notifications.deliver',
      { notificationId, channel: 'sms' },
      { dedupeKey: `${notificationId}:sms:fallback`, runAt: at },
    );
}

/** A template for a stored event the catalogue no longer has: its stored title and body go. */
const FORMER_EVENT: NotificationTemplate<NotificationEvent> = {
  category: 'service',
  channels: [],
  title: () => '',
  body: () => '',
  actionPath: () => null,
};

/** The receipt a 'Payment received' e-mail carries, made by the invoices module. */
export interface MessageReceipt {
  invoiceNumber: string;
  attachment: EmailAttachment;
  markEmailed(): Promise<void>;
}

/**
 * How the sender gets a payment's receipt: given by the caller (the job handler, jobs/handlers.ts)
 * so that messaging, which every module uses, imports no module above it (docs/architecture.md,
 * 'The layers').
 */
export type ReceiptFor = (
  customerId: number,
  reference: string,
  productUid: string,
) => Promise<MessageReceipt | null>;

/**
 * How the sender gets a sponsor invoice's PDF (the catalogue's `document`): given by the caller, as
 * ReceiptFor is, so that messaging imports no module above it. Null when there is no such invoice.
 */
export type DocumentFor = (
  ref: SponsorDocumentRef,
) => Promise<{ name: string; attachment: EmailAttachment } | null>;

/** Sends one waiting delivery, once (see deliverNotification). */
async function deliverOne(ctx: AppContext, input: DeliverInput, deps: DeliveryDeps): Promise<void> {
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
    .returning({ id: notificationDeliveries.id, via: notificationDeliveries.via });
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
  const [notification] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.id, input.notificationId))
    .limit(1);
  const finish = (set: Partial<typeof notificationDeliveries.$inferInsert>) =>
    db.update(notificationDeliveries).set(set).where(eq(notificationDeliveries.id, claimed.id));
  if (!notification) return;
  const template =
    (NOTIFICATIONS[notification.event as NotificationEvent] as
      NotificationTemplate<NotificationEvent> | undefined) ?? FORMER_EVENT;
  /** The delivery ends: recorded, and the message's secrets erased once none of its deliveries waits. */
  const end = (set: Partial<typeof notificationDeliveries.$inferInsert>) =>
    db.transaction(async (tx) => {
      await tx
        .update(notificationDeliveries)
        .set(set)
        .where(eq(notificationDeliveries.id, claimed.id));
      if (template.secret?.length) await eraseSecrets(tx, notification, template.secret);
    });
  const contact = await contactOf(db, notification, deps);
  // Closed since (unless it goes to an address of its own), or (for an offer) marketing switched
  // off since it was queued: not sent.
  if (
    (contact.closed && !template.sendTo) ||
    (template.category === 'marketing' && !contact.marketing)
  ) {
    await end({ status: 'skipped', sentAt: null });
    return;
  }
  const target = claimed;
  const params = readableParams(ctx.cipher, notification.params, template.secret);
  // In the recipient's language (issue 42): the stored record is English's.
  const { title, body, said, t } = inLanguage(notification, template, params, contact.language);
  // A message to an address of its own (the catalogue's `sendTo`) goes there; any other to the
  // person's address on the channel.
  const to = template.sendTo
    ? String(params[template.sendTo] ?? '')
    : CHANNELS[input.channel].address(contact);
  // WhatsApp replaces the SMS for a customer who chose it, unless it failed (the fallback sets via).
  if (
    input.channel === 'sms' &&
    contact.whatsapp &&
    template.channels.includes('whatsapp') &&
    target.via !== 'fallback'
  ) {
    await end({ status: 'skipped', sentAt: null, via: 'whatsapp' });
    return;
  }
  if (!to) {
    await end({ status: 'skipped', sentAt: null });
    return;
  }
  try {
    const document =
      input.channel === 'email' && template.document
        ? await deps.documentFor(template.document(params as never))
        : null;
    const receipt =
      input.channel === 'email'
        ? document
          ? {
              invoiceNumber: document.name,
              attachment: document.attachment,
              markEmailed: async () => {},
            }
          : await receiptOf(notification, params, deps.receiptFor)
        : null;
    // A letter about a receipt with none to attach (it went with 'Payment received'): not sent.
    if (input.channel === 'email' && template.email && template.receipt && !receipt) {
      await end({ status: 'skipped', sentAt: null });
      return;
    }
    const sent = await CHANNELS[input.channel].send(ctx, to, {
      template,
      params,
      said,
      title,
      body,
      receipt,
      notificationId: notification.id,
      customerId: notification.customerId,
      language: contact.language,
      t,
    });
    await receipt?.markEmailed();
    await end({ status: 'sent', providerMessageId: sent.id, sentAt: ctx.now() });
  } catch (err) {
    await finish({ status: 'pending', sentAt: null });
    throw err;
  }
}

/**
 * A stored message's title and body in `language` (issue 42; docs/architecture.md, 'Languages'): the
 * stored record is English's; another language's is drawn again from the event's template and its
 * parameters (none of them secret: the title and body never hold one). An event the catalogue no
 * longer has keeps its stored words. For the bell too (notifications.routes.ts).
 */
export function inLanguage(
  n: Pick<typeof notifications.$inferSelect, 'event' | 'title' | 'body'>,
  template: NotificationTemplate<NotificationEvent> | undefined,
  params: Record<string, string | number>,
  language: Language,
): { title: string; body: string; said: Record<string, string | number>; t: Translate } {
  const { t } = translatorOf(language);
  if (language === SOURCE_LANGUAGE || !template || template === FORMER_EVENT)
    return { title: n.title, body: n.body, said: params, t };
  // A day, a month or a product's name the sender wrote in English (the stored record's) is the
  // language's.
  const said = paramsIn(language, t, params);
  return {
    title: template.title(said as never, t) || n.title,
    body: template.body(said as never, t) || n.body,
    said,
    t,
  };
}

/** How the message's recipient is reached now: a customer's or staff member's, or its own address. */
async function contactOf(
  db: DbOrTx,
  n: typeof notifications.$inferSelect,
  deps: DeliveryDeps,
): Promise<Contact> {
  const gone: Contact = {
    email: null,
    phone: null,
    closed: true,
    marketing: false,
    language: SOURCE_LANGUAGE,
  };
  if (n.customerId !== null) return (await deps.contacts.customer(db, n.customerId)) ?? gone;
  if (n.staffId !== null) return (await deps.contacts.staff(db, n.staffId)) ?? gone;
  // An address with no account: we do not know its language (issue 42), so English.
  return {
    email: n.email,
    phone: n.phone,
    closed: false,
    marketing: false,
    language: SOURCE_LANGUAGE,
  };
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
