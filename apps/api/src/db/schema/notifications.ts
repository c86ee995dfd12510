import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { staffMembers } from './staff.js';

/**
 * What we told someone, and how (modules/platform/messaging owns it; docs/architecture.md, 'How to
 * add a notification'). One row per event and key: the key says which occurrence it is (the
 * payment reference, the policy and due date), so the same message is stored once whatever retries
 * happen. A customer's row with `in_app` is also the in-app message (the dashboard's bell).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /**
     * The customer told (their phone and e-mail are read when it is delivered). Null for a message
     * to a staff member, or to an address with no account (`email` or `phone`); an e-mail address's
     * messages are adopted by the account it opens.
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The staff member told (a hospital's staff too): their e-mail is read when it is delivered. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** The address of a message to someone with no account (yet): then e-mail is its one channel. */
    email: text('email'),
    /** The phone of a message to someone with no account (a next of kin): then SMS is its one channel. */
    phone: text('phone'),
    /** The catalogue's event name (modules/platform/messaging/catalogue.ts). */
    event: text('event').notNull(),
    /** Which occurrence: unique with the event. */
    key: text('key').notNull(),
    /** What the message was made from (amounts, dates, links), kept so it can be shown again. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the bell's item leads (a path of the web app). */
    actionPath: text('action_path'),
    /**
     * The bell shows it (the catalogue's in-app channel): false for a message that is only a
     * record of what was sent, such as a one-time code sent at once.
     */
    inApp: boolean('in_app').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.event, t.key),
    index('notifications_customer_idx').on(t.customerId, t.createdAt),
    index('notifications_email_idx')
      .on(t.email)
      .where(sql`${t.customerId} is null`),
    index('notifications_staff_idx')
      .on(t.staffId, t.createdAt)
      .where(sql`${t.staffId} is not null`),
    check(
      'notifications_recipient',
      sql`${t.customerId} is not null or ${t.staffId} is not null or ${t.email} is not null or ${t.phone} is not null`,
    ),
    index('notifications_unread_idx')
      .on(t.customerId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * One row per notification and channel it goes out on (SMS, e-mail): sent once, then kept as sent.
 * A message sent at once (a one-time code) is 'sent' or, when the provider refused it, 'failed'.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'email', 'whatsapp'] }).notNull(),
    // sending: claimed by a worker, its provider call under way (sentAt: when it was claimed).
    status: text('status', { enum: ['pending', 'sending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    providerMessageId: text('provider_message_id'),
    /**
     * An SMS and WhatsApp (issue 40): 'whatsapp' when the SMS was skipped because the customer gets
     * the message on WhatsApp; 'fallback' when WhatsApp failed and the SMS went after all.
     */
    via: text('via', { enum: ['whatsapp', 'fallback'] }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notification_deliveries_channel').on(t.notificationId, t.channel)],
);
