import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * A USSD session (issue 41; owned by workflows/ussd): keyed by Africa's Talking's `sessionId`, it
 * lasts at most USSD_SESSION_SECONDS from `started_at`. What the caller answered is never kept as
 * typed (a PIN is among the answers): `state_enc` is where they are in the menus (encrypted: a
 * sign-up's names and ID number pass through it), `answers_seen` how many answers of `text` are
 * handled, `last_text_hash` a keyed hash of the last `text` and `last_screen_enc` the screen it got,
 * so a repeated request is answered the same without doing anything twice. The end-of-session
 * notification fills the `end_*` columns (its `input` is never read).
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    /** The caller, as stored phones are ('080...'). */
    phone: text('phone').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    serviceCode: text('service_code').notNull(),
    networkCode: text('network_code').notNull(),
    stateEnc: text('state_enc').notNull(),
    answersSeen: integer('answers_seen').notNull().default(0),
    lastTextHash: text('last_text_hash').notNull(),
    lastScreenEnc: text('last_screen_enc').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When we answered END. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Africa's Talking's end-of-session notification: Success, Incomplete or Failed. */
    endStatus: text('end_status'),
    endCost: text('end_cost'),
    endError: text('end_error'),
    endDurationMs: integer('end_duration_ms'),
    endHops: integer('end_hops'),
    endNotifiedAt: timestamp('end_notified_at', { withTimezone: true }),
  },
  (t) => [
    index('ussd_sessions_customer_idx').on(t.customerId),
    index('ussd_sessions_started_idx').on(t.startedAt),
  ],
);

/**
 * A customer's USSD PIN (issue 41; owned by modules/identity/auth, ussd-pin.ts): hashed as passwords
 * are (argon2id), `failed_tries` wrong PINs in a row, locked until `locked_until` after
 * USSD_PIN_MAX_TRIES of them.
 */
export const customerPins = pgTable('customer_pins', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
