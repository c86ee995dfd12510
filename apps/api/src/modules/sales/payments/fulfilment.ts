import {
  addMonths,
  CURRENCY,
  formatNaira,
  kobo,
  koboToNaira,
  lagosDate,
  monthsPerUnit,
  PRODUCT_TITLES,
  type ProductUid,
} from '@alaafia/domain';
import { notify } from '../../platform/messaging/index.js';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  freeMonths,
  paymentAuthorizations,
  paymentReferences,
  payments,
  policies,
  type ReferenceLine,
} from '../../../db/schema/index.js';
import type { ProviderTransaction } from '../../../integrations/payments/types.js';
import { checkOutCart } from '../carts/index.js';
import {
  extendPolicy,
  issuePolicy,
  paidPeriodOf,
  type PolicyRow,
} from '../../cover/policies/index.js';
import { postPaymentMismatch, postPaymentReceived, type PremiumPaid } from './payments-ledger.js';
import { bookRates } from '../../platform/ledger/index.js';
import { queueRefund } from './queue-refund.js';
import { lockReference, type ReferenceRow } from './payments.repo.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';

/** Who confirmed the payment: the client's payments call, the webhook, the reconciliation job or a saved-card charge. */
type ConfirmedBy = 'payments_call' | 'webhook' | 'reconciliation' | 'renewal_charge';

export type FulfilOutcome =
  | { kind: 'fulfilled' | 'already_fulfilled'; reference: ReferenceRow }
  | { kind: 'not_paid'; reference: ReferenceRow; providerStatus: string | null }
  | { kind: 'mismatch'; reference: ReferenceRow }
  | { kind: 'unknown_reference' };

/**
 * The purpose of a reference that only verifies a new card (the refundable card verification, no
 * policy lines): the card it saves replaces the customer's other saved cards (modules/sales/payment-methods).
 */
export const CARD_UPDATE_PURPOSE = 'card_update';

/** Statuses after which the provider will not turn this attempt into a success on its own. */
const FAILED_STATUSES = new Set(['failed', 'reversed']);

/**
 * Does the provider's answer confirm this reference? Paid means status success for this very
 * reference, with exactly the reference's amount in kobo, in NGN.
 */
function confirmationProblem(
  ref: ReferenceRow,
  t: ProviderTransaction | null,
): null | 'not_paid' | 'mismatch' {
  if (!t || t.status !== 'success' || t.reference !== ref.reference) return 'not_paid';
  if (t.amountKobo !== ref.amountKobo || t.currency !== CURRENCY || ref.currency !== CURRENCY) {
    return 'mismatch';
  }
  return null;
}

export { extendedPolicy } from '../../cover/policies/index.js';

/**
 * Does this line's cover rest on the customer's one free month of the product? New lines say so
 * (`free_month`); a line priced before that field existed is a monthly card purchase charging nothing.
 */
function claimsFreeMonth(ref: ReferenceRow, line: ReferenceLine): boolean {
  if (line.free_month !== undefined) return line.free_month;
  return (
    ref.purpose === 'purchase' &&
    ref.paymentType === 'card' &&
    line.unit === 'Month' &&
    line.amount_kobo === 0
  );
}

/**
 * Claims the customer's one free month of the product for this reference, in the fulfilment's
 * transaction: the first free-month reference fulfilled inserts the row (the primary key decides a
 * race; on PostgreSQL the second insert waits for the first to commit) and every other answers false.
 */
async function claimFreeMonth(tx: DbOrTx, ref: ReferenceRow, productUid: string, now: Date) {
  const claimed = await tx
    .insert(freeMonths)
    .values({
      customerId: ref.customerId,
      productUid,
      paymentReferenceId: ref.id,
      grantedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: freeMonths.paymentReferenceId });
  return claimed.length > 0;
}

/**
 * Issues a policy for a purchase line, or extends the customer's policy of that product if one is
 * active. A free-month line whose free month was already given (to another reference) buys no
 * cover: it answers the customer's active policy of the product, if any, unchanged, and 0 months.
 */
/** Money of a paid line that buys nothing and goes back (docs/business-rules.md, 'Premiums'). */
type LineRefunds = Map<'policy_cancelled' | 'paid_twice', number>;

async function applyLine(
  tx: DbOrTx,
  ref: ReferenceRow,
  line: ReferenceLine,
  today: string,
  now: Date,
  giveBack: LineRefunds,
): Promise<{ line: ReferenceLine; premium: PremiumPaid | null }> {
  const free = claimsFreeMonth(ref, line);
  if (free && !(await claimFreeMonth(tx, ref, line.product_uid, now))) {
    const [held] = await tx
      .select({ id: policies.id })
      .from(policies)
      .where(
        and(
          eq(policies.customerId, ref.customerId),
          eq(policies.productUid, line.product_uid),
          eq(policies.status, 'active'),
        ),
      )
      .limit(1);
    const { policy_id: _none, ...rest } = line;
    return {
      line: { ...rest, cover_months: 0, ...(held ? { policy_id: held.id } : {}) },
      premium: null,
    };
  }
  const applied = await applyPaidLine(tx, ref, line, today, now);
  if (applied.refund) {
    giveBack.set(applied.refund, (giveBack.get(applied.refund) ?? 0) + line.amount_kobo);
    return { line: { ...line, cover_months: 0, policy_id: applied.policyId }, premium: null };
  }
  // The premium the line pays, for the books: the plan's price for its months, whatever the
  // customer paid of it (a referral discount, the free month: Alaafia pays the rest as a promotion).
  const units = line.cover_months / (monthsPerUnit(line.unit) ?? 1);
  return {
    line: { ...line, policy_id: applied.policyId },
    premium: {
      policyId: applied.policyId,
      productUid: line.product_uid,
      grossKobo: kobo(Math.max(line.amount_kobo, Math.round(line.unit_price_kobo * units))),
      paidKobo: line.amount_kobo,
      period: applied.period,
      transactionType: free ? 'promotion' : applied.issued ? 'new' : 'renewal',
    },
  };
}

/**
 * Why a paid line buys no cover and its money goes back in full (docs/business-rules.md, 'Premiums'):
 * - 'policy_cancelled': the line renews a policy the customer cancelled after this reference was
 *   made (a saved-card charge still pending at the bank, a checkout left open): the success does
 *   not bring the policy back;
 * - 'paid_twice': the period it pays for was already paid by another reference: a renewal made for
 *   a due date the policy has since moved past, or a purchase of the same cart (a card payment,
 *   then an earlier bank transfer landing), unless the customer chose several months of a monthly
 *   product on it (then the months are theirs, after the ones already paid). Paying ahead is one
 *   reference per period, each made after the one before was paid, so it is never taken for
 *   paying twice.
 */
function lineRefundReason(
  ref: Pick<ReferenceRow, 'id' | 'createdAt' | 'cartId'>,
  line: Pick<ReferenceLine, 'policy_id' | 'period_from' | 'unit' | 'cover_months'>,
  policy: Pick<PolicyRow, 'status' | 'dateCancelled' | 'nextPaymentDate'>,
  policyCartId: number | null,
): 'policy_cancelled' | 'paid_twice' | null {
  if (
    line.policy_id &&
    policy.status === 'cancelled' &&
    policy.dateCancelled !== null &&
    ref.createdAt <= policy.dateCancelled
  )
    return 'policy_cancelled';
  if (line.unit === 'Month' && line.cover_months > 1) return null;
  if (line.policy_id) {
    if (
      line.period_from !== undefined &&
      policy.status === 'active' &&
      policy.nextPaymentDate !== null &&
      policy.nextPaymentDate > line.period_from
    )
      return 'paid_twice';
    return null;
  }
  return ref.cartId !== null && policyCartId === ref.cartId ? 'paid_twice' : null;
}

async function applyPaidLine(
  tx: DbOrTx,
  ref: ReferenceRow,
  line: ReferenceLine,
  today: string,
  now: Date,
): Promise<
  | { policyId: number; refund: 'policy_cancelled' | 'paid_twice' }
  | { policyId: number; refund: null; issued: boolean; period: { from: string; to: string } }
> {
  const [existing] = line.policy_id
    ? await tx.select().from(policies).where(eq(policies.id, line.policy_id)).for('update')
    : await tx
        .select()
        .from(policies)
        .where(
          and(
            eq(policies.customerId, ref.customerId),
            eq(policies.productUid, line.product_uid),
            eq(policies.status, 'active'),
          ),
        )
        .limit(1)
        .for('update');
  if (existing) {
    const [bought] =
      !line.policy_id &&
      existing.paymentReferenceId !== null &&
      existing.paymentReferenceId !== ref.id
        ? await tx
            .select({ cartId: paymentReferences.cartId })
            .from(paymentReferences)
            .where(eq(paymentReferences.id, existing.paymentReferenceId))
        : [];
    // A line that cost nothing (the free month) has no money to give back: it extends.
    const refund =
      line.amount_kobo > 0 ? lineRefundReason(ref, line, existing, bought?.cartId ?? null) : null;
    if (refund) return { policyId: existing.id, refund };
    // A renewal, or a second purchase of a product already active (another cart): the money buys
    // more time on the policy the customer has, never a second policy.
    const product = PRODUCT_TITLES[line.product_uid as ProductUid] ?? line.product_uid;
    const period = paidPeriodOf(existing, line.cover_months, today);
    // A paused (for payment), lapsed or cancelled policy is active again: movePolicy tells the
    // customer their cover is back when it was paused (a verification pause stays: extendedPolicy).
    await extendPolicy(tx, existing, line.cover_months, today, now, {
      by: { actor: 'system', job: 'payments.fulfilment' },
      reason: 'paid',
      tell:
        existing.status === 'paused'
          ? {
              event: 'cover.resumed',
              key: `${existing.id}:${ref.reference}`,
              params: { product },
            }
          : undefined,
    });
    if (ref.purpose === 'renewal')
      await notify(tx, {
        customerId: ref.customerId,
        at: now,
        event: 'payment.received',
        key: `${ref.reference}:${existing.id}`,
        params: {
          product,
          amount: formatNaira(koboToNaira(line.amount_kobo)),
          reference: ref.reference,
          productUid: line.product_uid,
        },
      });
    return { policyId: existing.id, refund: null, issued: false, period };
  }
  const issuedId = await issuePolicy(
    tx,
    {
      customerId: ref.customerId,
      productUid: line.product_uid,
      planId: line.plan_id,
      paymentReferenceId: ref.id,
      sumAssuredKobo: line.coverage_kobo,
      premiumKobo: line.unit_price_kobo,
      unit: line.unit,
      policyDuration: line.cover_months,
      nextPaymentDate: addMonths(today, line.cover_months),
    },
    today,
    now,
    { actor: 'system', job: 'payments.fulfilment' },
  );
  if (ref.paymentType === 'transfer' || ref.paymentType === 'ussd') {
    // A bank transfer or a bank-USSD payment arrives after the customer has closed the page or the
    // USSD session: this message is how they learn it arrived. A card payment is confirmed while
    // they watch.
    await notify(tx, {
      customerId: ref.customerId,
      at: now,
      event: 'payment.received',
      key: `${ref.reference}:${issuedId}`,
      params: {
        product: PRODUCT_TITLES[line.product_uid as ProductUid] ?? line.product_uid,
        amount: formatNaira(koboToNaira(line.amount_kobo)),
        reference: ref.reference,
        productUid: line.product_uid,
      },
    });
    if (ref.paymentType === 'ussd') {
      // Paid by the bank's USSD (issue 41): the customer may have only that phone, so an SMS too.
      await notify(tx, {
        customerId: ref.customerId,
        at: now,
        event: 'ussd.paid',
        key: `${ref.reference}:${issuedId}`,
        params: {
          product: PRODUCT_TITLES[line.product_uid as ProductUid] ?? line.product_uid,
          amount: formatNaira(koboToNaira(line.amount_kobo)),
          reference: ref.reference,
        },
      });
    }
  }
  return {
    policyId: issuedId,
    refund: null,
    issued: true,
    period: { from: today, to: addMonths(today, line.cover_months) },
  };
}

async function saveAuthorization(
  ctx: AppContext,
  tx: DbOrTx,
  ref: ReferenceRow,
  t: ProviderTransaction,
) {
  const auth = t.authorization;
  if (!auth || !auth.reusable || (t.channel ?? auth.channel) !== 'card') return;
  const values = {
    customerId: ref.customerId,
    provider: ref.provider,
    authorizationCodeEnc: ctx.cipher.encrypt(auth.authorizationCode),
    signature: auth.signature,
    cardType: auth.cardType,
    last4: auth.last4,
    expMonth: auth.expMonth,
    expYear: auth.expYear,
    bank: auth.bank,
    reusable: true,
    active: true,
  };
  const [saved] = !auth.signature
    ? await tx.insert(paymentAuthorizations).values(values).returning()
    : await tx
        .insert(paymentAuthorizations)
        .values(values)
        .onConflictDoUpdate({
          target: [
            paymentAuthorizations.customerId,
            paymentAuthorizations.provider,
            paymentAuthorizations.signature,
          ],
          targetWhere: sql`${paymentAuthorizations.signature} is not null`,
          set: {
            authorizationCodeEnc: values.authorizationCodeEnc,
            expMonth: values.expMonth,
            expYear: values.expYear,
            active: true,
          },
        })
        .returning();
  if (saved && ref.purpose === CARD_UPDATE_PURPOSE) {
    // A card replacement (settings): the new card is the one every later premium is charged to.
    await tx
      .update(paymentAuthorizations)
      .set({ active: false })
      .where(
        and(
          eq(paymentAuthorizations.customerId, ref.customerId),
          ne(paymentAuthorizations.id, saved.id),
        ),
      );
  }
}

/**
 * THE fulfilment: the one function the payments call, the webhook job, the reconciliation job and
 * saved-card charges all end in. In one transaction it locks the reference row, returns early when
 * it is already fulfilled, checks the provider's confirmation (success, this reference, its amount in
 * kobo, NGN), records the payment (unique per reference), issues one policy per line (or extends the
 * policy a renewal names), checks the cart out, keeps a reusable card (encrypted) and queues the
 * refund of the card verification. Any order and any number of calls fulfil once.
 */
export async function fulfilReference(
  ctx: AppContext,
  reference: string,
  confirmation: ProviderTransaction | null,
  confirmedBy: ConfirmedBy,
): Promise<FulfilOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fulfilOnce(ctx, reference, confirmation, confirmedBy);
    } catch (err) {
      // Another reference of the same customer and product was fulfilled at the same moment (one
      // active policy per product): run again, and this payment extends that policy instead.
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

async function fulfilOnce(
  ctx: AppContext,
  reference: string,
  confirmation: ProviderTransaction | null,
  confirmedBy: ConfirmedBy,
): Promise<FulfilOutcome> {
  return ctx.database.db.transaction(async (tx): Promise<FulfilOutcome> => {
    const ref = await lockReference(tx, reference);
    if (!ref) return { kind: 'unknown_reference' };
    if (ref.fulfilledAt) return { kind: 'already_fulfilled', reference: ref };
    const now = ctx.now();
    const problem = confirmationProblem(ref, confirmation);

    if (problem === 'not_paid') {
      const status = confirmation?.status ?? null;
      if (status && FAILED_STATUSES.has(status) && ref.status === 'pending') {
        const [failed] = await tx
          .update(paymentReferences)
          .set({
            status: 'failed',
            failureReason: confirmation?.gatewayResponse ?? status,
            updatedAt: now,
          })
          .where(eq(paymentReferences.id, ref.id))
          .returning();
        return { kind: 'not_paid', reference: failed ?? ref, providerStatus: status };
      }
      return { kind: 'not_paid', reference: ref, providerStatus: status };
    }

    if (problem === 'mismatch') {
      if (ref.status !== 'amount_mismatch') {
        await tx
          .update(paymentReferences)
          .set({
            status: 'amount_mismatch',
            providerAmountKobo: confirmation!.amountKobo,
            failureReason: `paid ${confirmation!.amountKobo} ${confirmation!.currency}, expected ${ref.amountKobo} ${ref.currency}`,
            updatedAt: now,
          })
          .where(eq(paymentReferences.id, ref.id));
        // Money arrived that buys nothing: it goes back to the customer, in full.
        await queueRefund(tx, ref, 'amount_mismatch', null, now);
        await postPaymentMismatch(tx, {
          reference: ref.reference,
          receivedKobo: confirmation!.amountKobo,
          at: now,
        });
      }
      return { kind: 'mismatch', reference: ref };
    }

    const t = confirmation!;
    const paidAt = t.paidAt ?? now;
    const today = lagosDate(now);
    await tx.insert(payments).values({
      paymentReferenceId: ref.id,
      customerId: ref.customerId,
      amountKobo: t.amountKobo,
      currency: t.currency,
      provider: ref.provider,
      providerTransactionId: t.id,
      channel: t.channel,
      confirmedBy,
      paidAt,
      createdAt: now,
    });
    const lines: ReferenceLine[] = [];
    const premiums: PremiumPaid[] = [];
    const giveBack: LineRefunds = new Map();
    for (const line of ref.lines) {
      const applied = await applyLine(tx, ref, line, today, now, giveBack);
      lines.push(applied.line);
      if (applied.premium) premiums.push(applied.premium);
    }
    for (const [reason, kobo] of giveBack) {
      // The whole payment when nothing else of it bought anything; else that line's money.
      if (kobo > 0) await queueRefund(tx, ref, reason, kobo === ref.amountKobo ? null : kobo, now);
    }
    if (ref.cartId !== null) {
      await checkOutCart(tx, ref.cartId, now);
    }
    await saveAuthorization(ctx, tx, ref, t);
    if (ref.cardVerificationKobo > 0) {
      await queueRefund(tx, ref, 'card_verification', ref.cardVerificationKobo, now);
    }
    // The books (docs/business-rules.md, "The books"), in this transaction.
    await postPaymentReceived(tx, {
      reference: ref.reference,
      receivedKobo: t.amountKobo,
      cardVerificationKobo: ref.cardVerificationKobo,
      premiums,
      givenBackKobo: [...giveBack.values()].reduce((sum, kobo) => sum + kobo, 0),
      at: now,
      rates: bookRates(ctx.config.underwriter),
    });
    const [fulfilled] = await tx
      .update(paymentReferences)
      .set({
        status: 'success',
        lines,
        fulfilledAt: now,
        paidAt,
        channel: t.channel,
        providerTransactionId: t.id,
        failureReason: null,
        updatedAt: now,
      })
      .where(eq(paymentReferences.id, ref.id))
      .returning();
    return { kind: 'fulfilled', reference: fulfilled! };
  });
}

/** Asks the provider about a reference, then fulfils it if it is paid (never trusting anything else). */
export async function confirmReference(
  ctx: AppContext,
  reference: string,
  confirmedBy: ConfirmedBy,
): Promise<FulfilOutcome> {
  const transaction = await ctx.payments.verifyTransaction(reference);
  return fulfilReference(ctx, reference, transaction, confirmedBy);
}
