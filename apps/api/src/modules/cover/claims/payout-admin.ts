/**
 * Finance's side of payouts (docs/business-rules.md, 'Payouts'): the list, a payout as finance sees it,
 * and the second person's approval that sends one (maker-checker).
 */
import {
  formatCalendarDate,
  heldForPremiumCopy,
  stillHeldForPremium,
  koboToNaira,
  koboToNairaOrNull,
  lagosDate,
  type PayoutStatus,
  type StaffRole,
  type ClaimedProductUid,
} from '@alaafia/domain';
import { and, asc, eq } from 'drizzle-orm';
import { claims, customers, payoutTransfers, payouts, policies } from '../../../db/schema/index.js';
import { bankNamesByCode } from '../../platform/reference/index.js';
import { z } from 'zod';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { afterKey, decodeCursor, keysetPage } from '../../../lib/paging.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import { assertMayApproveMoney } from '../../platform/access/index.js';
import { type ClaimRow } from './claim-moves.js';
import { movePayout, payoutCopy, type PayoutRow, type Ctx } from './payouts.js';
import { startTransfer, readyToSend } from './payout-transfers.js';

/** Statuses from which a finance approval sends (or re-sends, under a new reference) a payout. */
const APPROVABLE: PayoutStatus[] = ['awaiting_approval', 'failed', 'reversed'];

type PayoutClaim = Pick<
  ClaimRow,
  | 'id'
  | 'claimNumber'
  | 'productUid'
  | 'decidedBy'
  | 'amountClaimedKobo'
  | 'amountApprovedKobo'
  | 'accountLast4'
  | 'bankCode'
>;

/**
 * A payout as finance sees it. Issue 30: the amount claimed beside the amount approved, and the
 * payee's account masked here on the server (only its last four digits are stored in clear:
 * docs/business-rules.md, 'Claims') with its bank's name.
 */
function payoutAnswer(
  row: PayoutRow,
  claim: PayoutClaim,
  customerName: string,
  bankName: string | null,
  /** The transfer under the payout's reference, as Paystack last reported it (none before sending). */
  transfer: { sessionId: string | null; feeChargedKobo: number | null } | null = null,
) {
  return {
    id: row.id,
    sequence: row.sequence,
    due_date: row.dueDate,
    amount: koboToNaira(row.amountKobo),
    status: row.status,
    paid_at: row.paidAt?.toISOString() ?? null,
    confirmed: row.confirmed,
    claim_id: claim.id,
    claim_number: claim.claimNumber,
    product_uid: claim.productUid as ClaimedProductUid,
    customer_name: customerName,
    amount_claimed: koboToNairaOrNull(claim.amountClaimedKobo),
    amount_approved: koboToNairaOrNull(claim.amountApprovedKobo),
    account_number: `******${claim.accountLast4}`,
    bank_name: bankName ?? claim.bankCode,
    reference: row.reference,
    decided_by: claim.decidedBy,
    approved_by: row.approvedBy,
    failure_reason: row.failureReason,
    transfer_session_id: transfer?.sessionId ?? null,
    transfer_fee:
      transfer?.feeChargedKobo === null || transfer?.feeChargedKobo === undefined
        ? null
        : koboToNaira(transfer.feeChargedKobo),
  };
}

/** Finance's side of payouts: the list, and the second person's approval that sends one. */
export function createPayoutService(ctx: Ctx) {
  const { db } = ctx.database;

  /**
   * A keyset page of payouts by due date (then id), after `cursor` (issue 29: the list read up to 500
   * payouts sorted by a scan of the table; the index payouts_status_due_idx serves each page).
   */
  async function list(
    status: PayoutStatus | undefined,
    page: { cursor?: string | undefined; limit: number },
  ) {
    const after = page.cursor
      ? decodeCursor('payouts', page.cursor, z.tuple([z.iso.date(), z.number().int()]))
      : null;
    const rows = await db
      .select({
        payout: payouts,
        claim: claims,
        firstName: customers.firstName,
        lastName: customers.lastName,
        transferSessionId: payoutTransfers.sessionId,
        transferFeeKobo: payoutTransfers.feeChargedKobo,
      })
      .from(payouts)
      .innerJoin(claims, eq(claims.id, payouts.claimId))
      .innerJoin(customers, eq(customers.id, claims.customerId))
      .leftJoin(payoutTransfers, eq(payoutTransfers.reference, payouts.reference))
      .where(
        and(
          status ? eq(payouts.status, status) : undefined,
          after ? afterKey([payouts.dueDate, payouts.id], after) : undefined,
        ),
      )
      .orderBy(asc(payouts.dueDate), asc(payouts.id))
      .limit(page.limit + 1);
    const { items, meta } = keysetPage('payouts', rows, page.limit, (r) => [
      r.payout.dueDate,
      r.payout.id,
    ]);
    const bankNames = await bankNamesByCode(
      db,
      items.map((r) => r.claim.bankCode),
    );
    return {
      data: items.map((r) =>
        payoutAnswer(
          r.payout,
          r.claim,
          `${r.firstName} ${r.lastName}`,
          bankNames.get(r.claim.bankCode) ?? null,
          {
            sessionId: r.transferSessionId,
            feeChargedKobo: r.transferFeeKobo,
          },
        ),
      ),
      meta,
    };
  }

  /**
   * A finance member other than the officer who approved the claim approves a payout (maker-checker,
   * mayApproveMoney). Due today (and for a later income part, confirmed): sent at once; otherwise on
   * its due date. A failed or reversed payout approved again goes out under a new reference.
   */
  async function approve(
    staff: { id: number; roles: StaffRole[] },
    actor: AuditActor,
    payoutId: number,
  ) {
    const now = ctx.now();
    const today = lagosDate(now);
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ payout: payouts, claim: claims })
        .from(payouts)
        .innerJoin(claims, eq(claims.id, payouts.claimId))
        .where(eq(payouts.id, payoutId))
        .for('update');
      if (!found) throw notFound();
      const { payout, claim } = found;
      // A finance member independent of the claim's decider (docs/business-rules.md, 'Who may approve money').
      // A claim the rules approved has no deciding officer: any finance member is independent of it.
      await assertMayApproveMoney(
        tx,
        staff,
        claim.decidedBy === null && claim.automation?.decision === 'approve'
          ? []
          : [claim.decidedBy],
        now,
      );
      if (!APPROVABLE.includes(payout.status)) throw conflict(payoutCopy.notAwaiting);
      if (!['approved', 'paying', 'paid'].includes(claim.status)) {
        throw conflict(payoutCopy.claimNotPayable);
      }
      // No premium, no cover (docs/business-rules.md, 'Claims in unpaid grace'): a claim for an
      // event in the grace days of an unpaid premium is paid once that premium is paid.
      if (claim.heldForPremiumDue !== null) {
        const [policy] = await tx
          .select({ paidTo: policies.nextPaymentDate })
          .from(policies)
          .where(eq(policies.id, claim.policyId));
        if (stillHeldForPremium(claim.heldForPremiumDue, policy?.paidTo ?? null))
          throw conflict(
            heldForPremiumCopy.payoutRefused(formatCalendarDate(claim.heldForPremiumDue)),
          );
      }
      const approved = await movePayout(tx, payout, 'approved', now, {
        approvedBy: staff.id,
        approvedAt: now,
      });
      if (!approved) throw conflict(payoutCopy.notAwaiting);
      let reference: string | null = null;
      if (readyToSend(approved, today) && claim.status !== 'paid') {
        reference = await startTransfer(tx, approved, claim, now);
      } else if (readyToSend(approved, today)) {
        // A reversed payout of a claim already settled: sent again without moving the claim.
        reference = await startTransfer(tx, approved, { ...claim, status: 'paying' }, now);
      }
      await audit(
        tx,
        actor,
        {
          action: 'payout.approved',
          recordType: 'payout',
          recordId: payoutId,
          before: { status: payout.status, reference: payout.reference },
          after: {
            status: reference ? 'sending' : 'approved',
            reference,
            amount: koboToNaira(payout.amountKobo),
          },
        },
        now,
      );
      const [fresh] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
      const [customer] = await tx
        .select({ firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(eq(customers.id, claim.customerId));
      const bankName = (await bankNamesByCode(tx, [claim.bankCode])).get(claim.bankCode);
      return payoutAnswer(
        fresh!,
        claim,
        `${customer?.firstName} ${customer?.lastName}`,
        bankName ?? null,
      );
    });
  }

  return { list, approve };
}
