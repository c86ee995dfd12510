import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/* Provider webhooks (workflows/webhooks owns this table). */

/** Provider webhooks as received: deduplicated on (provider, event, reference), processed by a job. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    reference: text('reference').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set once the event's work is finished: its reference fulfilled, or an outcome no later
     * delivery can change (amount mismatch, failed, unknown reference). Never for "not paid yet".
     */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The last processing's fulfilment outcome (fulfilled, not_paid, mismatch...), for support. */
    outcome: text('outcome'),
    /** How many times the provider delivered it; a delivery after a "not paid yet" is processed again. */
    deliveries: integer('deliveries').notNull().default(1),
  },
  (t) => [uniqueIndex('webhook_events_dedupe_key').on(t.provider, t.event, t.reference)],
);
