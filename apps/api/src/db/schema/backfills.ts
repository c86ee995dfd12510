import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each backfill after migrating (apps/api/src/backfills.ts) last ran with: its name and the
 * version of the rule that computed the data (claims.due_by: a fingerprint of the working-day
 * calendar). A version that differs from the code's makes the step recompute every row it keeps,
 * not only the missing ones (docs/operations.md, 'Backfills after migrating').
 */
export const dataBackfills = pgTable('data_backfills', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
});
