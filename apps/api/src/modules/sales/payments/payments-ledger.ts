/**
 * What the payments module posts to the books (issue 27; docs/business-rules.md, "The books",
 * "Posting rules"): a payment received, a mismatched payment, a refund approved by staff, a refund
 * sent or cancelled, and chargebacks. Each is called in the transaction of its event.
 */
import { addMonths, splitPremium, type LedgerLine } from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import {
  credit,
  debit,
  postEntry,
  premiumLines,
  referenceBalance,
} from '../../platform/ledger/index.js';
import type { ReferenceLine } from '../../../db/schema/index.js';

/**
 * A fulfilled payment (card, transfer, a renewal or a saved-card premium): `cash_at_paystack` takes
 * what Paystack confirmed; each yearly line is its own `premium.unearned` entry (earned day by day
 * over its cover period), the rest one `premium.received` entry: monthly premiums split between the
 * underwriter and our commission, the card check owed back, lines whose money goes back, and any
 * difference to suspense.
 */
export async function postPaymentReceived(
  tx: DbOrTx,
  input: {
    reference: string;
    receivedKobo: number;
    cardVerificationKobo: number;
    lines: readonly ReferenceLine[];
    /** Kobo of lines that buy nothing and go back (refunds queued in the same transaction). */
    givenBackKobo: number;
    today: string;
    at: Date;
    commissionRate: number;
  },
): Promise<void> {
  let placed = 0;
  const credits: LedgerLine[] = [];
  for (const line of input.lines) {
    if (line.cover_months === 0 || line.amount_kobo === 0) continue;
    placed += line.amount_kobo;
    if (line.unit === 'Year') {
      const from = line.period_from ?? input.today;
      await postEntry(tx, {
        at: input.at,
        memo: `Yearly premium received, earned over ${from} to ${addMonths(from, line.cover_months)}`,
        kind: 'premium.unearned',
        reference: input.reference,
        policyId: line.policy_id ?? null,
        period: { from, to: addMonths(from, line.cover_months) },
        idempotencyKey: `premium.unearned:${input.reference}:${line.policy_id ?? line.plan_id}`,
        lines: [
          debit('cash_at_paystack', line.amount_kobo),
          ...premiumLines(line.amount_kobo, input.commissionRate, 'over_time'),
        ],
      });
      continue;
    }
    credits.push(...premiumLines(line.amount_kobo, input.commissionRate, 'now'));
  }
  const unearnedKobo = input.lines
    .filter((l) => l.unit === 'Year' && l.cover_months > 0)
    .reduce((s, l) => s + l.amount_kobo, 0);
  const rest = input.receivedKobo - unearnedKobo;
  credits.push(credit('card_check_refunds', input.cardVerificationKobo));
  credits.push(credit('refunds_payable', input.givenBackKobo));
  const difference =
    rest - (placed - unearnedKobo) - input.cardVerificationKobo - input.givenBackKobo;
  if (difference > 0) credits.push(credit('suspense', difference));
  const lines = [debit('cash_at_paystack', Math.max(0, rest)), ...credits];
  if (difference < 0) lines.push(debit('suspense', -difference));
  await postEntry(tx, {
    at: input.at,
    memo: 'Payment received',
    kind: 'premium.received',
    reference: input.reference,
    idempotencyKey: `premium.received:${input.reference}`,
    lines,
  });
}

/** Money that arrived for a reference but not its amount: all of it is owed back. */
export async function postPaymentMismatch(
  tx: DbOrTx,
  input: { reference: string; receivedKobo: number; at: Date },
): Promise<void> {
  await postEntry(tx, {
    at: input.at,
    memo: 'Payment of the wrong amount received: refunded in full',
    kind: 'payment.mismatch',
    reference: input.reference,
    idempotencyKey: `payment.mismatch:${input.reference}`,
    lines: [
      debit('cash_at_paystack', input.receivedKobo),
      credit('refunds_payable', input.receivedKobo),
    ],
  });
}

/**
 * A refund staff made and a second finance member approved (maker-checker): the money becomes owed
 * back. It comes out of what is still unearned of the payment first (a yearly premium refunded on
 * cancellation), then out of premium already split, the underwriter's part and our commission in
 * the same proportion.
 */
export async function postRefundApproved(
  tx: DbOrTx,
  input: {
    refundId: number;
    reference: string;
    amountKobo: number;
    at: Date;
    commissionRate: number;
  },
): Promise<void> {
  const fromUnearned = Math.min(
    input.amountKobo,
    -(await referenceBalance(tx, { reference: input.reference }, 'unearned_premium')),
  );
  const { commission, underwriter } = splitPremium(
    (input.amountKobo - fromUnearned) as never,
    input.commissionRate,
  );
  await postEntry(tx, {
    at: input.at,
    memo: 'Refund approved',
    kind: 'refund.approved',
    reference: input.reference,
    idempotencyKey: `refund.approved:${input.refundId}`,
    lines: [
      debit('unearned_premium', fromUnearned),
      debit('premium_payable_underwriter', underwriter),
      debit('commission_income', commission),
      credit('refunds_payable', input.amountKobo),
    ],
  });
}

/** The account a refund of this reason is owed from. */
const owedFrom = (reason: string) =>
  reason === 'card_verification' ? ('card_check_refunds' as const) : ('refunds_payable' as const);

/** A refund Paystack processed: the money left our balance. */
export async function postRefundSent(
  tx: DbOrTx,
  input: { refundId: number; reason: string; reference: string; amountKobo: number; at: Date },
): Promise<void> {
  await postEntry(tx, {
    at: input.at,
    memo: 'Refund sent',
    kind: 'refund.sent',
    reference: input.reference,
    idempotencyKey: `refund.sent:${input.refundId}`,
    lines: [
      debit(owedFrom(input.reason), input.amountKobo),
      credit('cash_at_paystack', input.amountKobo),
    ],
  });
}

/**
 * A refund cancelled, never sent, because a lost chargeback already gave the customer the money:
 * what we owed is no longer owed, and the chargeback's cost is that much less.
 */
export async function postRefundCancelled(
  tx: DbOrTx,
  input: { refundId: number; reason: string; reference: string; amountKobo: number; at: Date },
): Promise<void> {
  await postEntry(tx, {
    at: input.at,
    memo: 'Refund cancelled: the chargeback returned the money',
    kind: 'refund.cancelled',
    reference: input.reference,
    idempotencyKey: `refund.cancelled:${input.refundId}`,
    lines: [
      debit(owedFrom(input.reason), input.amountKobo),
      credit('chargebacks', input.amountKobo),
    ],
  });
}

/** A chargeback opened (Paystack holds the money), won (it comes back) or lost (it is gone). */
export async function postChargeback(
  tx: DbOrTx,
  input: {
    disputeId: number;
    event: 'opened' | 'won' | 'lost';
    reference: string;
    amountKobo: number;
    at: Date;
  },
): Promise<void> {
  // A resolution settles what the opening put aside, whatever amount the later event says.
  const amountKobo =
    input.event === 'opened'
      ? input.amountKobo
      : await referenceBalance(tx, { reference: input.reference }, 'chargebacks_held');
  const lines = {
    opened: [debit('chargebacks_held', amountKobo), credit('cash_at_paystack', amountKobo)],
    won: [debit('cash_at_paystack', amountKobo), credit('chargebacks_held', amountKobo)],
    lost: [debit('chargebacks', amountKobo), credit('chargebacks_held', amountKobo)],
  }[input.event];
  await postEntry(tx, {
    at: input.at,
    memo: `Chargeback ${input.event}`,
    kind: `chargeback.${input.event}`,
    reference: input.reference,
    idempotencyKey: `chargeback.${input.event}:${input.disputeId}`,
    lines,
  });
}
