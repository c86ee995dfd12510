/**
 * What the payments module posts to the books (issues 27 and 36; docs/business-rules.md, "The
 * books", "Posting rules"): a payment received (each premium it pays written for the underwriter),
 * a mismatched payment, a refund approved by staff (the premium taken back), a refund sent or
 * cancelled, and chargebacks (a lost one takes the premium back). Each is called in the transaction
 * of its event.
 */
import {
  kobo,
  splitPremium,
  type BordereauTransactionType,
  type CoverPeriod,
  type Kobo,
  type LedgerLine,
} from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import {
  credit,
  debit,
  postEntry,
  referenceBalance,
  takeBackPremiums,
  writePremium,
  type BookRates,
} from '../../platform/ledger/index.js';

/** A premium a payment line pays: its policy, the period it buys, what it is worth. */
export interface PremiumPaid {
  policyId: number;
  productUid: string;
  /** The premium written: the plan's price for the months (the free month's too). */
  grossKobo: Kobo;
  /** What the customer paid of it (less a referral discount; 0 for the free month). */
  paidKobo: Kobo;
  period: CoverPeriod;
  transactionType: Extract<BordereauTransactionType, 'new' | 'renewal' | 'promotion'>;
}

/**
 * A fulfilled payment (card, transfer, a renewal or a saved-card premium): each premium it pays is
 * written (`premium.written`, one entry per policy: cash at Paystack for what the customer paid,
 * promotions for what Alaafia pays of it, earned over its period), and the rest of the money is one
 * `payment.received` entry: the card check owed back, lines whose money goes back, any difference
 * to suspense.
 */
export async function postPaymentReceived(
  tx: DbOrTx,
  input: {
    reference: string;
    receivedKobo: number;
    cardVerificationKobo: number;
    premiums: readonly PremiumPaid[];
    /** Kobo of lines that buy nothing and go back (refunds queued in the same transaction). */
    givenBackKobo: number;
    at: Date;
    rates: BookRates;
  },
): Promise<void> {
  let paid = 0;
  for (const p of input.premiums) {
    paid += p.paidKobo;
    await writePremium(tx, {
      at: input.at,
      memo:
        p.transactionType === 'promotion'
          ? `Free month, paid by Alaafia: ${p.period.from} to ${p.period.to}`
          : `Premium written: ${p.period.from} to ${p.period.to}`,
      idempotencyKey: `premium.written:${input.reference}:${p.policyId}`,
      paidFrom: p.transactionType === 'promotion' ? 'promotions' : 'cash_at_paystack',
      gross: p.grossKobo,
      promotionKobo: p.transactionType === 'promotion' ? 0 : p.grossKobo - p.paidKobo,
      period: p.period,
      policyId: p.policyId,
      productUid: p.productUid,
      transactionType: p.transactionType,
      reference: input.reference,
      rates: input.rates,
    });
  }
  const rest = input.receivedKobo - paid;
  const difference = rest - input.cardVerificationKobo - input.givenBackKobo;
  const lines: LedgerLine[] = [
    debit('cash_at_paystack', Math.max(0, rest)),
    credit('card_check_refunds', input.cardVerificationKobo),
    credit('refunds_payable', input.givenBackKobo),
  ];
  if (difference > 0) lines.push(credit('suspense', difference));
  if (difference < 0) lines.push(debit('suspense', -difference));
  if (rest < 0) lines.push(credit('cash_at_paystack', -rest));
  await postEntry(tx, {
    at: input.at,
    memo: 'Payment received',
    kind: 'payment.received',
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
 * back, and the premium it paid is taken back from the underwriter: what is unearned first, and the
 * cover's earning stops (docs/business-rules.md, 'Earning'). A payment booked before the agency
 * model (issue 36) wrote no premium to take back: its refund comes out of the underwriter's part and
 * our commission at the commission rate, as that premium was split then.
 */
export async function postRefundApproved(
  tx: DbOrTx,
  input: { refundId: number; reference: string; amountKobo: number; at: Date; rates: BookRates },
): Promise<void> {
  const taken = await takeBackPremiums(tx, {
    reference: input.reference,
    amount: input.amountKobo,
    to: 'refunds_payable',
    kind: 'refund.approved',
    keyPrefix: `refund.approved:${input.refundId}`,
    memo: 'Refund approved: the premium taken back',
    at: input.at,
  });
  const rest = splitPremium(kobo(input.amountKobo - taken), input.rates.commission);
  await postEntry(tx, {
    at: input.at,
    memo: 'Refund approved of a payment booked before the agency model',
    kind: 'refund.approved',
    reference: input.reference,
    idempotencyKey: `refund.approved:${input.refundId}`,
    lines: [
      debit('due_to_underwriter', rest.net),
      debit('commission_income', rest.commission),
      credit('refunds_payable', rest.gross),
      credit('uw_control', rest.gross),
      debit('uw_premium_earned', rest.gross),
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

/**
 * A chargeback opened (Paystack holds the money), won (it comes back) or lost (it is gone: the premium
 * it paid is taken back from the underwriter, since the cover it bought has ended; what was not
 * premium is our cost).
 */
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
  let lost = amountKobo;
  if (input.event === 'lost') {
    lost -= await takeBackPremiums(tx, {
      reference: input.reference,
      amount: amountKobo,
      to: 'chargebacks_held',
      kind: 'chargeback.lost',
      keyPrefix: `chargeback.lost:${input.disputeId}`,
      memo: 'Chargeback lost: the premium taken back, the cover ended',
      at: input.at,
    });
  }
  const lines = {
    opened: [debit('chargebacks_held', amountKobo), credit('cash_at_paystack', amountKobo)],
    won: [debit('cash_at_paystack', amountKobo), credit('chargebacks_held', amountKobo)],
    lost: [debit('chargebacks', lost), credit('chargebacks_held', lost)],
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
