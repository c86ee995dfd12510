import { claimDue, paymentDueBy, startOfLagosDay } from '@alaafia/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../src/db/client.js';
import { claims, payouts } from '../src/db/schema/index.js';

/**
 * The claim's stored due time (claims.due_by, issue 29) checked against the domain's claimDue on
 * the claim's row and its payouts as they are now, worked out here from the rule's own inputs (the
 * next payout: the first approved or awaiting approval, by sequence then id). Answers the stored
 * time as ISO text, or null.
 */
export async function expectStoredDueIsClaimDue(db: DbOrTx, claimId: number) {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  expect(row, `claim ${claimId}`).toBeDefined();
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.claimId, claimId))
    .orderBy(asc(payouts.sequence), asc(payouts.id));
  const next = rows.find((p) => p.status === 'approved' || p.status === 'awaiting_approval');
  const { due_by } = claimDue({
    status: row!.status,
    completeOn: row!.completeOn,
    approvedAt: row!.approvedAt,
    nextPayoutDueBy: next ? paymentDueBy(startOfLagosDay(next.dueDate)) : null,
  });
  const stored = row!.dueBy?.toISOString() ?? null;
  expect(stored, `claim ${claimId} (${row!.status})`).toBe(
    due_by === null ? null : new Date(due_by).toISOString(),
  );
  return stored;
}
