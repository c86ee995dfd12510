import { asc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers.js';
import { runJobs } from './jobs.js';

type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * What the sandbox's outbox received for an e-mail address (stored in lower case) or phone number,
 * oldest first (the outbox is the sandbox's e-mail and SMS provider). Messages leave through notify's delivery jobs
 * (docs/architecture.md, 'Messages'): `deliver: true` runs the due jobs first.
 */
export async function outboxTo(
  t: Pick<TestApp, 'app' | 'database'>,
  to: string,
  { deliver = false }: { deliver?: boolean } = {},
): Promise<OutboxRow[]> {
  if (deliver) await runJobs(t);
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to.toLowerCase()))
    .orderBy(asc(outboxMessages.id));
}

/** `outboxTo` bound to a file's app: `const mailTo = outboxReader(t)`. */
export const outboxReader =
  (t: Pick<TestApp, 'app' | 'database'>, options?: { deliver?: boolean }) => (to: string) =>
    outboxTo(t, to, options);
