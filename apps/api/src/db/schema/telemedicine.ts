import { TELEMEDICINE_STATUSES, type TelemedicineStatus } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
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
import { policies } from './policies.js';
import { statusCheck } from './status-check.js';

/**
 * 'Talk to a doctor' requests (issue 28 item 4; modules/cover/telemedicine owns the table, and its
 * status moves only through moveTelemedicine). What the customer wrote about their health is
 * encrypted at rest (ctx.cipher), as identity numbers are. docs/business-rules.md, 'Telemedicine'.
 */
export const telemedicineRequests = pgTable(
  'telemedicine_requests',
  {
    id: serial('id').primaryKey(),
    /** Ours, random, given to the partner and named in its callbacks (TM-...). */
    reference: text('reference').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    /** What is wrong, in the customer's words, encrypted (FieldCipher). */
    symptomsEncrypted: text('symptoms_encrypted').notNull(),
    /** today | soon | advice */
    urgency: text('urgency').notNull(),
    status: text('status').$type<TelemedicineStatus>().notNull().default('requested'),
    /** The partner's own id for the request, once it has it. */
    partnerReference: text('partner_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('telemedicine_requests_status_check', t.status, TELEMEDICINE_STATUSES),
    uniqueIndex('telemedicine_requests_reference_key').on(t.reference),
    index('telemedicine_requests_customer_idx').on(t.customerId, t.createdAt),
    // One open request per customer (issue 38 item 11): two asked at once cannot both be stored.
    uniqueIndex('telemedicine_requests_one_open_key')
      .on(t.customerId)
      .where(sql`${t.status} in ('requested', 'sent')`),
  ],
);

/**
 * The sandbox telemedicine partner's inbox (TELEMEDICINE_PROVIDER=sandbox): each referral as the
 * partner would receive it, read at GET /api/sandbox/telemedicine/outbox
 * (integrations/telemedicine/sandbox.ts owns it).
 */
export const sandboxTelemedicineOutbox = pgTable(
  'sandbox_telemedicine_outbox',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    phone: text('phone').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_telemedicine_outbox_reference_key').on(t.reference)],
);
