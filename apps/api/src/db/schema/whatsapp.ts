import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * The WhatsApp channel (issue 40; docs/architecture.md, 'The WhatsApp channel').
 *
 * `whatsapp_messages` (owned by modules/platform/messaging): every message in and out, once per
 * Meta message id (`wamid`). An inbound one is stored by the webhook and handled by a job; an
 * outbound one is queued, sent by a job (paced, retried on Meta's limits) and its status moved by
 * Meta's status events. The support inbox reads a conversation's history from it.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    /** The customer's WhatsApp id (international number without '+'). */
    waId: text('wa_id').notNull(),
    /** The linked customer, when the number was linked at the time. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Meta's message id: an inbound message's from the webhook, an outbound one's once sent. */
    wamid: text('wamid'),
    /** Meta's message type (text, interactive, image, document, template, ...). */
    type: text('type').notNull(),
    /** Inbound: the message object as Meta sent it. Outbound: the body POSTed to Meta. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /**
     * in: received -> handled. out: queued -> sending -> sent -> delivered -> read, or failed.
     */
    status: text('status').notNull(),
    /** Meta's error code of a failed send or status (130429, 131056, 131047...). */
    errorCode: integer('error_code'),
    /** A reply written by a support staff member (the inbox). */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Outbound: the inbound message it answers (the conversation's replies), when it is one. */
    inReplyTo: integer('in_reply_to'),
    /** The notification (messaging's notify) this message delivers, when it is one. */
    notificationId: integer('notification_id'),
    /** Sends tried (Meta's rate limits put a send back for later). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Inbound: when Meta says it was sent; outbound: when Meta took it. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Inbound: when its job handled it. Outbound: when the last status came. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wamid').on(t.wamid),
    index('whatsapp_messages_wa_idx').on(t.waId, t.id),
    index('whatsapp_messages_notification_idx')
      .on(t.notificationId)
      .where(sql`${t.notificationId} is not null`),
  ],
);

/**
 * A WhatsApp number linked to a customer (owned by workflows/whatsapp): one number per customer
 * and one customer per number. `consent` is their agreement to receive messages there (STOP
 * withdraws it, START gives it again; each recorded in `consents`). `agent_since`: the
 * conversation waits for a person in the support inbox, until staff hand it back to the menu.
 * `state`: where the customer is in a flow of several messages (a claim's date, amount, receipt).
 */
export const whatsappLinks = pgTable(
  'whatsapp_links',
  {
    id: serial('id').primaryKey(),
    waId: text('wa_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    consent: boolean('consent').notNull().default(true),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    state: jsonb('state').$type<Record<string, unknown> | null>(),
    agentSince: timestamp('agent_since', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_links_wa_id').on(t.waId),
    uniqueIndex('whatsapp_links_customer').on(t.customerId),
    index('whatsapp_links_agent_idx')
      .on(t.agentSince)
      .where(sql`${t.agentSince} is not null`),
  ],
);

/**
 * The one-time codes that link a number (owned by workflows/whatsapp): hashed, 15 minutes, one use.
 * Also a number's conversation state before it is linked (a support request from an unlinked
 * number is not kept: general help only).
 */
export const whatsappLinkCodes = pgTable(
  'whatsapp_link_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('whatsapp_link_codes_hash').on(t.codeHash),
    index('whatsapp_link_codes_customer_idx').on(t.customerId),
  ],
);

/**
 * The sandbox's WhatsApp provider (owned by integrations/messaging/whatsapp-sandbox.ts): what we
 * would have POSTed to Meta's messages endpoint, and the media it serves locally.
 */
export const sandboxWhatsappOutbox = pgTable(
  'sandbox_whatsapp_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    type: text('type').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    wamid: text('wamid').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_whatsapp_outbox_to_idx').on(t.to, t.id)],
);

export const sandboxWhatsappMedia = pgTable('sandbox_whatsapp_media', {
  id: text('id').primaryKey(),
  mimeType: text('mime_type').notNull(),
  sha256: text('sha256').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
