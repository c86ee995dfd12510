/**
 * A claim's case reserve in the underwriter's accounts (issue 36 item 4; docs/business-rules.md,
 * 'Claim reserves'): set when the claim is notified (the amount claimed, or an income plan's whole
 * benefit), moved when it is decided (its payouts: every month of an income claim), lowered as it
 * is paid, released when it is settled. `syncClaimReserve` is called in the transaction of every
 * change of a claim or its payouts (filing, moveClaim, a payout paid, reversed or cancelled); it
 * posts the difference between the domain's reserve and the books'.
 */
import {
  caseReserveKobo,
  eiMonthlyPayouts,
  kobo,
  nairaToKobo,
  parseIncomePlanCode,
  PAYOUT_MONTHS,
} from '@alaafia/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { claims, payouts, policies, pricingPlans } from '../../../db/schema/index.js';
import { claimBooks, moveClaimReserve } from '../../platform/ledger/index.js';

/** The EI plan's benefit and duration (from its code, 'EI-R1-B600000-D6'), else the sum assured over 6 months. */
export async function eiPlanOf(db: DbOrTx, policy: typeof policies.$inferSelect) {
  const [plan] = await db
    .select({ code: pricingPlans.code })
    .from(pricingPlans)
    .where(eq(pricingPlans.id, policy.planId));
  const parsed = plan ? parseIncomePlanCode(plan.code) : null;
  return parsed
    ? { benefit: nairaToKobo(parsed.benefit), duration: parsed.duration }
    : { benefit: policy.sumAssuredKobo, duration: PAYOUT_MONTHS };
}

/** Moves the claim's case reserve to what the domain says it still costs; answers the change. */
export async function syncClaimReserve(
  tx: DbOrTx,
  claimId: number,
  now: Date,
  why: string,
): Promise<number> {
  const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId));
  if (!claim) return 0;
  const live = await tx
    .select({ amount: payouts.amountKobo })
    .from(payouts)
    .where(and(eq(payouts.claimId, claimId), ne(payouts.status, 'cancelled')));
  let expectedKobo = kobo(0);
  if (claim.productUid === 'EI') {
    const [policy] = await tx.select().from(policies).where(eq(policies.id, claim.policyId));
    if (policy) {
      const parts = eiMonthlyPayouts(await eiPlanOf(tx, policy), claim.dateOfLoss);
      expectedKobo = kobo(parts.reduce((s, p) => s + p.amount, 0));
    }
  }
  const paid = (await claimBooks(tx, [claimId])).get(claimId)!.paid;
  const target = caseReserveKobo(
    {
      status: claim.status,
      amountClaimedKobo: claim.amountClaimedKobo,
      expectedKobo,
      payoutsKobo: live.map((p) => p.amount),
    },
    kobo(paid),
  );
  return moveClaimReserve(tx, {
    claimId,
    policyId: claim.policyId,
    target,
    at: now,
    why: `claim ${claim.claimNumber} ${why}`,
  });
}
