import type { Db } from './db/client.js';
import { backfillClaimDueBy } from './modules/cover/claims/index.js';

/**
 * Data a migration adds a column for but cannot fill in SQL, because the rule is the app's own in
 * TypeScript (docs/operations.md, 'Backfills after migrating'). Run after `migrate()` by the server,
 * the worker and the scale bench; each step is idempotent and reads little once done, so running it
 * on every start (or in two processes at once) is safe. Answers what each step filled.
 */
export async function runBackfills(db: Db): Promise<{ claimsDueBy: number }> {
  // Migration 0047: the open claims' due time (claims.due_by), by the domain's claimDue.
  const claimsDueBy = await backfillClaimDueBy(db);
  return { claimsDueBy };
}
