import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { dataBackfills } from './db/schema/index.js';
import { backfillClaimDueBy, claimDueVersion } from './modules/cover/claims/index.js';

/**
 * Data a migration adds a column for but cannot fill in SQL, because the rule is the app's own in
 * TypeScript (docs/operations.md, 'Backfills after migrating'). Run after `migrate()` by the server,
 * the worker and the scale bench. Each step fills only what is missing, unless the version of its
 * rule differs from the one noted in data_backfills at its last run: then it recomputes everything
 * it keeps. Idempotent and cheap once done, so it runs on every start, in two processes at once too.
 * Answers how many rows each step changed.
 */
export async function runBackfills(db: Db): Promise<{ claimsDueBy: number }> {
  // Migration 0047: the open claims' due time (claims.due_by), by the domain's claimDue.
  const claimsDueBy = await step(db, 'claims.due_by', claimDueVersion(), (all) =>
    backfillClaimDueBy(db, { all }),
  );
  return { claimsDueBy };
}

async function step(
  db: Db,
  name: string,
  version: string,
  run: (all: boolean) => Promise<number>,
): Promise<number> {
  const [last] = await db.select().from(dataBackfills).where(eq(dataBackfills.name, name));
  const changed = await run(last?.version !== version);
  await db
    .insert(dataBackfills)
    // When it ran, for the operator: the database's clock, as a row's created_at (nothing the
    // sandbox clock moves reads it).
    .values({ name, version, doneAt: sql`now()` })
    .onConflictDoUpdate({
      target: dataBackfills.name,
      set: { version: sql`excluded.version`, doneAt: sql`now()` },
    });
  return changed;
}
