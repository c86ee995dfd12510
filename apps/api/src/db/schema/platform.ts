import type { Language } from '@alaafia/i18n';
import { integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, in the database so every API process shares them. The table is the shape
 * rate-limiter-flexible's Drizzle store works on (lib/rate-limit.ts): one row per key, its points
 * and when they expire.
 */
export const rateLimitCounters = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/** Every SMS and e-mail we send, kept as sent (the sandbox outbox and the audit of what customers got). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    /**
     * The language the message was written in (issue 42): the customer's, or English for staff and
     * for messages sent before languages existed (null).
     */
    language: text('language').$type<Language>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt)],
);
