import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * Consents a customer gave (issue 18 item 8), owned by `modules/customers/consents`: one row each time the
 * checkout's terms-and-privacy box is accepted, written in the transaction that stores the payment
 * reference it was given for. Rows are never updated except to drop the IP address when a closed
 * account's retention ends; they are evidence of what the customer agreed to.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /**
     * checkout_terms: the policy terms and the privacy notice, ticked before paying;
     * sponsorship_continue: the same, ticked to keep a sponsored policy at the customer's own cost;
     * whatsapp_messages: agreed to receive messages on the linked WhatsApp number (linking, START);
     * whatsapp_withdrawn: that agreement withdrawn (STOP).
     */
    kind: text('kind').notNull(),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    /** The application clock (ctx.now()) when the reference was made. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    /** The payment reference the consent was given for (ALF-...). */
    paymentReference: text('payment_reference'),
    /** sponsorship_continue: the sponsored policy the customer agreed to keep paying for. */
    policyId: integer('policy_id'),
    /**
     * The language the customer read what they agreed to in (`en`, `pcm`, `yo`, `ha`, `ig`; issue
     * 42): the request's language as the API resolved it, the page's; for WhatsApp, the
     * conversation's. Null for a row recorded before it was kept.
     */
    language: text('language'),
  },
  (t) => [
    index('consents_customer_idx').on(t.customerId, t.acceptedAt),
    check(
      'consents_kind_check',
      sql`${t.kind} in ('checkout_terms', 'sponsorship_continue', 'whatsapp_messages', 'whatsapp_withdrawn')`,
    ),
    index('consents_policy_idx').on(t.policyId),
    check(
      'consents_language_check',
      sql`${t.language} is null or ${t.language} in ('en', 'pcm', 'yo', 'ha', 'ig')`,
    ),
  ],
);
