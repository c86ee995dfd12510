import type { PayoutStatus } from './claims.js';
import type { RefundStatus } from './statuses.js';

// ---------------------------------------------------------------------------------------------
// The moves of money going out (issue 26), as CLAIM_MOVES and POLICY_MOVES: each status column is
// written only by its owner's move function, compare-and-set on the status read
// (apps/api/src/modules/cover/claims/payouts.ts movePayout). docs/business-rules.md, 'Payouts'.
// ---------------------------------------------------------------------------------------------

/**
 * A payout: scheduled (a later month) → awaiting_approval (the customer confirmed) → approved (a
 * finance member) → sending → paid; sending or paid → failed | reversed (finance's queue), which are
 * approved again to be re-sent; anything not yet sending → cancelled (the payments stop).
 */
export const PAYOUT_MOVES: readonly { from: PayoutStatus; to: PayoutStatus }[] = [
  { from: 'scheduled', to: 'awaiting_approval' },
  { from: 'awaiting_approval', to: 'approved' },
  { from: 'failed', to: 'approved' },
  { from: 'reversed', to: 'approved' },
  { from: 'approved', to: 'sending' },
  { from: 'sending', to: 'paid' },
  { from: 'sending', to: 'failed' },
  { from: 'sending', to: 'reversed' },
  { from: 'paid', to: 'failed' },
  { from: 'paid', to: 'reversed' },
  { from: 'scheduled', to: 'cancelled' },
  { from: 'awaiting_approval', to: 'cancelled' },
  { from: 'approved', to: 'cancelled' },
];

export function canMovePayout(from: PayoutStatus, to: PayoutStatus): boolean {
  return PAYOUT_MOVES.some((m) => m.from === from && m.to === to);
}

/**
 * A refund (Paystack's refund statuses, ours): pending (queued) ⇄ held (a chargeback is open on its
 * payment) → cancelled (the chargeback gave the money back); pending or held → requested (the
 * provider has it; an outcome may also find it still pending) → processing → processed | failed | needs-attention; a failed or needs-attention
 * refund may still be processed. A status never moves back (REFUND_RANK in modules/sales/payments/refunds.ts).
 */

export const REFUND_MOVES: readonly { from: RefundStatus; to: RefundStatus }[] = [
  { from: 'pending', to: 'held' },
  { from: 'held', to: 'pending' },
  { from: 'pending', to: 'cancelled' },
  { from: 'held', to: 'cancelled' },
  { from: 'pending', to: 'requested' },
  { from: 'held', to: 'requested' },
  // The provider's outcome is a fact wherever ours stands: it can arrive for a refund still pending
  // (a retry the provider adopted), held or cancelled meanwhile (the money went all the same).
  ...(['pending', 'held', 'cancelled', 'requested', 'processing'] as const).flatMap((from) =>
    (['processed', 'failed', 'needs-attention'] as const).map((to) => ({ from, to })),
  ),
  ...(['pending', 'held', 'cancelled', 'requested'] as const).map((from) => ({
    from,
    to: 'processing' as const,
  })),
  { from: 'failed', to: 'processed' },
  { from: 'needs-attention', to: 'processed' },
];

export function canMoveRefund(from: RefundStatus, to: RefundStatus): boolean {
  return REFUND_MOVES.some((m) => m.from === from && m.to === to);
}
