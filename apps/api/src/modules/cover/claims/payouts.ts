/**
 * Payouts (issues 15, 26, 36, 39; docs/business-rules.md, 'Claims', 'Payouts'): the one way a payout's
 * status changes, and what other claim files need of a payout. Sending and the provider's answers are
 * payout-transfers.ts; finance's list and approval, payout-admin.ts.
 */
import { canMovePayout, type PayoutStatus } from '@alaafia/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { claims, payouts, type payoutTransfers } from '../../../db/schema/index.js';
import { conflict } from '../../../lib/http-errors.js';
import { refreshClaimDueBy } from './claim-due.js';
import { syncClaimReserve } from './claim-reserve.js';

export type PayoutRow = typeof payouts.$inferSelect;
export type TransferRow = typeof payoutTransfers.$inferSelect;
export type Ctx = Pick<AppContext, 'database' | 'now' | 'payments' | 'cipher'>;

export const payoutCopy = {
  notAwaiting: 'This payout is not waiting for approval.',
  claimNotPayable: 'This claim is not approved for payment.',
} as const;

/**
 * The one way a payout's status changes (issue 26; packages/domain PAYOUT_MOVES): a move not listed
 * is 409; otherwise the row changes only if it is still in the status read (compare-and-set), in
 * the caller's transaction. Answers the moved row, or null when another move came first. A move
 * can change which payout is the claim's next, so the claim's `due_by` is recomputed with it
 * (refreshClaimDueBy).
 */
export async function movePayout(
  tx: DbOrTx,
  payout: Pick<PayoutRow, 'id' | 'status'>,
  to: PayoutStatus,
  now: Date,
  set: Partial<Omit<typeof payouts.$inferInsert, 'id' | 'status'>> = {},
  where?: SQL,
): Promise<PayoutRow | null> {
  const from = payout.status;
  if (!canMovePayout(from, to)) throw conflict(payoutCopy.notAwaiting);
  // The claim's row first, then the payout's, the order a claim's own moves take (refreshClaimDueBy
  // below locks the claim too: taken after the payout, it could deadlock with a claim move).
  await tx
    .select({ id: claims.id })
    .from(claims)
    .innerJoin(payouts, eq(payouts.claimId, claims.id))
    .where(eq(payouts.id, payout.id))
    .for('update', { of: claims });
  const [moved] = await tx
    .update(payouts)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, from), where))
    .returning();
  if (moved) await refreshClaimDueBy(tx, [moved.claimId]);
  // A payout cancelled is no longer expected: the claim's case reserve follows (claim-reserve.ts).
  if (moved && to === 'cancelled')
    await syncClaimReserve(tx, moved.claimId, now, 'payout cancelled');
  return moved ?? null;
}

/** The reference of a payout's current transfer, or null (none yet, or no such payout). */
export async function payoutReference(db: DbOrTx, payoutId: number): Promise<string | null> {
  const [row] = await db
    .select({ reference: payouts.reference })
    .from(payouts)
    .where(eq(payouts.id, payoutId));
  return row?.reference ?? null;
}

/** Cancels what is left to pay of a claim (job found, no answer): nothing sending or paid changes. */
export async function cancelRemainingPayouts(tx: DbOrTx, claimId: number, now: Date, why: string) {
  const left = await tx
    .select({ id: payouts.id, status: payouts.status })
    .from(payouts)
    .where(
      and(
        eq(payouts.claimId, claimId),
        inArray(payouts.status, ['scheduled', 'awaiting_approval', 'approved']),
      ),
    );
  for (const payout of left) await movePayout(tx, payout, 'cancelled', now, { failureReason: why });
}
