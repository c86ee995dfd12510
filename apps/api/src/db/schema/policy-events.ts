import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { policies } from './checkout.js';
import { staffMembers } from './staff.js';

/**
 * A policy's history (issue 26): one row per move of its status (packages/domain policy-moves.ts,
 * POLICY_MOVES), written only by movePolicy() in the policies module, in the same transaction as
 * the move; plus its first row ('created' when issued, 'history_began' for a policy older than this
 * table). Claims judge cover on the day of an event from it (docs/business-rules.md, 'Policy history').
 */
export const policyEvents = pgTable(
  'policy_events',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** null for the first row */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** customer | staff | system */
    actor: text('actor').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** the job or webhook that moved it, when the system did */
    job: text('job'),
    /** packages/domain POLICY_MOVE_REASONS */
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('policy_events_policy_idx').on(t.policyId, t.at, t.id)],
);
