import { SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { notificationDeliveries, notifications } from '../../../db/schema/index.js';
import { translatorOf } from '../../../lib/translators.js';
import type { NotificationEvent, NotificationParams } from './catalogue.js';
import { CHANNELS, paramsIn } from './channels.js';
import {
  deliveryChannelsOf,
  recipientColumns,
  storedMessage,
  templateOf,
  type Recipient,
} from './notify.js';

/** The events sent at once: the catalogue's `immediate` templates (messages-one-path.test.ts). */
export const IMMEDIATE_EVENTS = [
  'code.identity',
  'code.phone-account',
  'code.email',
  'code.claimant',
  'staff.invitation',
] as const satisfies readonly NotificationEvent[];
export type ImmediateEvent = (typeof IMMEDIATE_EVENTS)[number];

export type SendNowInput<E extends ImmediateEvent> = Recipient & {
  event: E;
  /** Which occurrence (the code's row): a second call with the same key sends nothing. */
  key: string;
  params: NotificationParams[E];
  /**
   * Where it goes now: the phone an ID is registered to, the e-mail to prove, an invitee's
   * address. Not stored (the record names the recipient, not the address).
   */
  address: string;
  /**
   * The language the person reads (issue 42): the customer's (their account's, or the request's
   * when they have none yet: a next of kin); English when not given (staff).
   */
  language?: Language;
};

/** What sendNow needs: the database, the clock and the providers it sends through. */
export type SendNowDeps = Pick<AppContext, 'database' | 'now' | 'sms' | 'email'>;

/** sendNow bound to the context (what a service that sends codes is given). */
export type SendNow = <E extends ImmediateEvent>(input: SendNowInput<E>) => Promise<void>;
export const sendNowWith =
  (deps: SendNowDeps): SendNow =>
  (input) =>
    sendNow(deps, input);

/**
 * Sends a message that cannot wait (docs/business-rules.md, 'Messages'): a one-time code, a staff
 * invitation. The person is waiting for it and its secret is useless later, so it is not queued
 * and retried like every other message (notify): it is sent now, through the channel's adapter,
 * and its record kept like theirs (the message without its secrets, never in the bell, and the
 * delivery 'sent' with the provider's id, or 'failed'). A provider failure is thrown to the caller,
 * who tells the person at once.
 */
export async function sendNow<E extends ImmediateEvent>(
  deps: SendNowDeps,
  input: SendNowInput<E>,
): Promise<void> {
  const template = templateOf<NotificationEvent>(input.event);
  const [channel, ...more] = deliveryChannelsOf(template);
  if (!template.immediate || !channel || more.length > 0 || template.channels.includes('in_app'))
    throw new Error(`${input.event} is not a message sent at once on one channel`);
  const { db } = deps.database;
  const now = deps.now();
  const delivery = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        ...recipientColumns(input),
        event: input.event,
        key: input.key,
        ...storedMessage({ ...input, at: now }),
        inApp: false,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) return null;
    const [claimed] = await tx
      .insert(notificationDeliveries)
      .values({ notificationId: row.id, channel, status: 'sending', sentAt: now })
      .returning({ id: notificationDeliveries.id });
    return claimed!;
  });
  // Sent already under this key: once only.
  if (!delivery) return;
  const record = (set: Partial<typeof notificationDeliveries.$inferInsert>) =>
    db
      .update(notificationDeliveries)
      .set(set)
      .where(
        and(
          eq(notificationDeliveries.id, delivery.id),
          eq(notificationDeliveries.channel, channel),
        ),
      );
  try {
    const language = input.language ?? SOURCE_LANGUAGE;
    const { t } = translatorOf(language);
    // A day or a product's name among the parameters in the language (the record keeps English's).
    const said = paramsIn(language, t, input.params);
    const sent = await CHANNELS[channel].send(deps, input.address, {
      template,
      params: input.params,
      said,
      title: template.title(said as never, t),
      body: template.body(said as never, t),
      language,
      t,
    });
    await record({ status: 'sent', providerMessageId: sent.id, sentAt: deps.now() });
  } catch (error) {
    await record({ status: 'failed', sentAt: null });
    throw error;
  }
}
