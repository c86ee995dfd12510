import {
  stillHeldForPremium,
  claimCopy,
  type ClaimNote,
  decisionDueBy,
  EI_CONFIRMATION_DAYS,
  eiMonthlyPayouts,
  formatLongDate,
  formatKobo,
  kobo,
  koboToNairaOrNull,
  nairaToKobo,
  type Kobo,
  HTCI_BENEFITS,
  htciPayoutAmount,
  hospitalRefundKobo,
  lagosDate,
  paymentDueBy,
  type ClaimDecision,
  type ClaimRejectionCode,
} from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { claims, payouts, policies } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { endCoverOnDeath } from '../policies/index.js';
import { notify } from '../../platform/messaging/index.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import { moveClaim, readableDue } from './claim-moves.js';
import { eiPlanOf } from './claim-reserve.js';
import {
  hospitalRefundLeftOfClaim,
  htciLimitsFor,
  nothingLeft,
  refuse,
  waiveIncomePremiumMonth,
} from './claim-cover.js';
import { raiseRefundRecovery } from './hospital-refund.js';
import { adminAnswer } from './claim-answers.js';

/** What a claims officer's decision is refused with (the back office's words: English). */
const claimOfficerCopy = {
  amountRequired: 'Say how much to pay (what the evidence shows, in naira).',
} as const;

/**
 * A claims officer's decision on a claim (docs/business-rules.md, 'Claims'): more information,
 * rejection with a coded reason, or approval with its payouts for finance to approve.
 */

/**
 * A claims officer decides: request_info (the clock stops until the customer answers), reject, or
 * approve (the payouts are scheduled, each waiting for a finance member other than this officer).
 * A claim still 'submitted' is taken into review first. Audited in the same transaction.
 */
export async function decideClaim(
  deps: Pick<AppContext, 'database' | 'now'>,
  staffId: number,
  actor: AuditActor,
  claimId: number,
  body: {
    decision: ClaimDecision;
    reason: string;
    amount?: number | undefined;
    rejection_code?: ClaimRejectionCode | undefined;
  },
) {
  const now = deps.now();
  const today = lagosDate(now);
  const answer = await deps.database.db.transaction(async (tx) => {
    const [found] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!found) throw notFound();
    let claim = found;
    const before = { status: claim.status };
    if (claim.status === 'submitted') {
      claim = await moveClaim(tx, claim, 'in_review', {
        actor: 'claims_officer',
        staffId,
        now,
        message: {
          dueDate: readableDue(claim.completeOn ? decisionDueBy(claim.completeOn) : null),
        },
      });
    }
    if (claim.status !== 'in_review') throw conflict(claimCopy.notYourMove);

    if (body.decision === 'request_info') {
      claim = await moveClaim(tx, claim, 'info_requested', {
        actor: 'claims_officer',
        staffId,
        now,
        note: body.reason,
        set: { completeOn: null },
        message: { reason: body.reason },
      });
    } else if (body.decision === 'reject') {
      claim = await moveClaim(tx, claim, 'rejected', {
        actor: 'claims_officer',
        staffId,
        now,
        note: body.reason,
        set: {
          decidedBy: staffId,
          decisionReason: body.reason,
          rejectionCode: body.rejection_code ?? 'other',
        },
        message: { reason: body.reason },
      });
    } else {
      const [policy] = await tx.select().from(policies).where(eq(policies.id, claim.policyId));
      let parts: { sequence: number; due_date: string; amount: Kobo }[];
      if (claim.productUid === 'EI') {
        parts = eiMonthlyPayouts(await eiPlanOf(tx, policy!), today);
      } else if (claim.productUid === 'HI') {
        // A hospital refund: at most what the member paid, and what the plan had left for that
        // care in the month of the visit (hospitalRefundLeft, other claims' payouts counted now).
        const claimed = claim.amountClaimedKobo ?? kobo(0);
        const typed = body.amount === undefined ? undefined : nairaToKobo(body.amount);
        if (typed !== undefined && typed > claimed)
          throw refuse('amount', claimCopy.amountOverLimit);
        const left = await hospitalRefundLeftOfClaim(tx, claim, policy!);
        if (typed !== undefined && left !== null && typed > left) {
          throw refuse('amount', claimCopy.overWhatIsLeft(formatKobo(left)));
        }
        const amount = hospitalRefundKobo(typed ?? claimed, left);
        if (amount <= 0) throw refuse('amount', claimOfficerCopy.amountRequired);
        parts = [{ sequence: 1, due_date: today, amount }];
      } else {
        const benefit = claim.benefit as keyof typeof HTCI_BENEFITS;
        // The officer types naira (the contract); the rules compare kobo.
        const typed = body.amount === undefined ? undefined : nairaToKobo(body.amount);
        if (typed !== undefined && typed > HTCI_BENEFITS[benefit].limitKobo) {
          throw refuse('amount', claimCopy.amountOverLimit);
        }
        // Never more than is left of the limit in the policy year, across all claims.
        const left = (await htciLimitsFor(tx, policy!, claim.dateOfLoss, claim.id)).benefits[
          benefit
        ].left;
        if (typed !== undefined && typed > left) {
          throw refuse('amount', claimCopy.overWhatIsLeft(formatKobo(left)));
        }
        const amount = kobo(
          Math.min(htciPayoutAmount(benefit, claim.amountClaimedKobo ?? kobo(0), typed), left),
        );
        if (amount <= 0) {
          throw refuse(
            'amount',
            left <= 0 ? nothingLeft(benefit) : claimOfficerCopy.amountRequired,
          );
        }
        parts = [{ sequence: 1, due_date: today, amount }];
      }
      const total = kobo(parts.reduce((s, p) => s + p.amount, 0));
      // Income protection: the first payment too waits for the customer to confirm they are still
      // out of work (asked now), as later ones do (docs/business-rules.md, 'Income month by month').
      const income = claim.productUid === 'EI';
      const inserted = await tx
        .insert(payouts)
        .values(
          parts.map((p): typeof payouts.$inferInsert => ({
            claimId: claim.id,
            sequence: p.sequence,
            amountKobo: p.amount,
            dueDate: p.due_date,
            status: p.sequence === 1 && !income ? 'awaiting_approval' : 'scheduled',
            confirmationRequestedAt: p.sequence === 1 && income ? now : null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: payouts.id, sequence: payouts.sequence, amount: payouts.amountKobo });
      const first = inserted.find((p) => p.sequence === 1);
      // A claim waiting for an unpaid premium (no premium, no cover) is not paid by a waiver of
      // that premium: the months are waived from the premium after it, once it is paid.
      if (income && !stillHeldForPremium(claim.heldForPremiumDue, policy!.nextPaymentDate))
        await waiveIncomePremiumMonth(tx, claim.policyId, today, now);
      if (income && first) {
        await notify(tx, {
          customerId: claim.customerId,
          event: 'claim.confirmation_requested',
          key: `payout:${first.id}:confirm`,
          params: {
            claimNumber: claim.claimNumber,
            amount: formatKobo(first.amount),
            answerBy: formatLongDate(new Date(now.getTime() + EI_CONFIRMATION_DAYS * 86_400_000)),
          },
          at: now,
        });
      }
      // Less than claimed: the customer is told why, in the timeline and the message (issue 38).
      const claimed = claim.amountClaimedKobo;
      // (claimNoteCopy.approvedLess is claimCopy.approvedLess's words: claim-notes.test.ts.)
      const less: ClaimNote | null =
        claimed !== null && total < claimed
          ? {
              copy: 'approvedLess',
              values: {
                claimed: formatKobo(claimed),
                approved: formatKobo(total),
                reason: body.reason,
              },
            }
          : null;
      claim = await moveClaim(tx, claim, 'approved', {
        actor: 'claims_officer',
        staffId,
        now,
        note:
          parts.length > 1
            ? {
                copy: 'approvedMonthly',
                values: { amount: formatKobo(parts[0]!.amount), months: String(parts.length) },
              }
            : (less ?? { copy: 'approved', values: { amount: formatKobo(total) } }),
        set: {
          decidedBy: staffId,
          decisionReason: body.reason,
          approvedAt: now,
          amountApprovedKobo: total,
        },
        message: {
          amount: parts[0]!.amount,
          paymentDue: readableDue(paymentDueBy(now)),
          ...(less && claimed !== null ? { less: { claimed, reason: body.reason } } : {}),
        },
      });
      // The hospital should not have charged for covered care: finance recovers the refund from it.
      if (claim.productUid === 'HI') await raiseRefundRecovery(tx, claim, total, now);
    }
    await audit(
      tx,
      actor,
      {
        action: `claim.${body.decision === 'approve' ? 'approved' : body.decision === 'reject' ? 'rejected' : 'info_requested'}`,
        recordType: 'claim',
        recordId: claimId,
        before,
        after: {
          status: claim.status,
          reason: body.reason,
          rejection_code: claim.rejectionCode,
          amount_approved: koboToNairaOrNull(claim.amountApprovedKobo),
        },
      },
      now,
    );
    if (body.decision === 'approve' && claim.benefitKey === 'accidental_death') {
      // Death ends cover: the policyholder's policies stop, so no card is charged again, and the
      // next of kin is told (docs/business-rules.md, 'Claims', 'Death ends cover').
      const stopped = await endCoverOnDeath(tx, claim.customerId, now, staffId);
      await audit(
        tx,
        actor,
        {
          action: 'policies.ended_on_death',
          recordType: 'customer',
          recordId: claim.customerId,
          before: null,
          after: { claim: claim.claimNumber, policies: stopped.map((p) => p.policyNumber) },
        },
        now,
      );
      if (claim.claimantPhone) {
        // The next of kin who claimed is told by SMS, through messaging in this transaction.
        await notify(tx, {
          phone: claim.claimantPhone,
          event: 'claim.approved-next-of-kin',
          key: `claim:${claim.id}:approved`,
          params: {
            claimNumber: claim.claimNumber,
            amount: formatKobo(claim.amountApprovedKobo ?? kobo(0)),
          },
          at: now,
        });
      }
    }
    return adminAnswer(tx, claim, now);
  });
  return answer;
}
