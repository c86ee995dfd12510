/**
 * Renewing a policy now, as the customer asks (dashboard 'Renew Now', the HealthCash flow's
 * already-paid path, the USSD channel's Pay) and what that would cost (the quote). The automatic
 * collection of due premiums is renewals.ts; the saved-card charge both use is renewal-charge.ts.
 */
import {
  checkoutCopy,
  koboToNaira,
  lagosDate,
  type RenewalAnswer,
  type RenewalQuote,
  policyMoveCopy,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { conflict, HttpError, unprocessable } from '../../../lib/http-errors.js';
import { findCustomerById } from '../../customers/customers/index.js';
import {
  cardQuote,
  extendedPolicy,
  findReusableAuthorization,
  newReference,
} from '../payments/index.js';
import {
  findPoliciesByIds,
  movePolicy,
  type PolicyRow,
  toPolicyAnswer,
} from '../../cover/policies/index.js';
import {
  chargeSavedCard,
  insertRenewalReference,
  openChargeOf,
  renewalLine,
} from './renewal-charge.js';

/**
 * Renew-policy (dashboard 'Renew Now', and the HealthCash flow's already-paid path):
 * - a cancelled policy whose paid period has not ended is reactivated, at no charge;
 * - otherwise one more period is paid for: on the saved card when there is a reusable one, else the
 *   answer is a card payment reference the customer pays in the checkout (then POST payments).
 * A renewal is never marked paid without the provider's confirmation.
 */
export async function renewPolicy(ctx: AppContext, policy: PolicyRow) {
  const { db } = ctx.database;
  const customer = await findCustomerById(db, policy.customerId);
  if (!customer) throw new HttpError(404, checkoutCopy.noPolicy);
  const today = lagosDate(ctx.now());
  const answer = async (
    status: 'renewed' | 'payment_required' | 'declined',
    payment: ReturnType<typeof cardQuote> | null,
    declined: RenewalAnswer['declined'] = null,
  ) => {
    const [view] = await findPoliciesByIds(db, [policy.id]);
    return { status, policy: toPolicyAnswer(view!, lagosDate(ctx.now())), payment, declined };
  };

  // Paused until the customer finishes identity verification: paying does not lift that pause.
  if (policy.status === 'paused' && policy.pauseReason === 'verification')
    throw unprocessable(checkoutCopy.pausedForVerification, {
      verification: [checkoutCopy.pausedForVerification],
    });
  if (
    policy.status !== 'active' &&
    policy.nextPaymentDate !== null &&
    policy.nextPaymentDate > today
  ) {
    const moved = await db.transaction((tx) =>
      movePolicy(tx, policy, 'active', {
        by: { actor: 'customer' },
        reason: 'reactivated',
        now: ctx.now(),
        set: { dateCancelled: null, cancellationReasonId: null, cancellationNote: null },
      }),
    );
    if (!moved) throw conflict(policyMoveCopy.notNow);
    return answer('renewed', null);
  }

  // A charge still waiting at the provider: say so (with the bank's approval page when it asked for
  // one) rather than charge again; reconciliation settles it, and a pending charge ends in two days.
  const open = await openChargeOf(ctx, policy.id);
  if (open?.authorizationUrl)
    throw new HttpError(409, checkoutCopy.renewalNeedsApproval, undefined, {
      authorization_url: open.authorizationUrl,
    });
  // The card the quote named, read before the charge (a dead card is put aside by it).
  const card = open
    ? null
    : await findReusableAuthorization(ctx.database.db, customer.id, ctx.payments.name);
  const charged = open
    ? { outcome: 'pending' as const, message: null }
    : await chargeSavedCard(ctx, policy, customer);
  if (charged.outcome === 'renewed') return answer('renewed', null);
  if (charged.outcome === 'pending') throw conflict(checkoutCopy.renewalInProgress);

  // No saved card, or the saved card declined (nothing was charged: the provider said so): a new
  // card reference, for the customer to pay another way in the checkout. A decline is said, never
  // turned silently into a payment window (issue 38).
  const line = await renewalLine(ctx, policy);
  const ref = await insertRenewalReference(ctx, policy, newReference(), line);
  if (!ref) throw new Error('payment reference collision');
  if (charged.outcome === 'failed')
    return answer('declined', cardQuote(ctx, ref, customer), {
      card: card ? { brand: card.cardType, last4: card.last4 } : null,
      reason: charged.message,
    });
  return answer('payment_required', cardQuote(ctx, ref, customer));
}

/**
 * One more period of a policy paid by the customer's bank USSD (issue 41, the USSD channel's Pay):
 * the renewal reference (the policy's own rate, as renewPolicy charges) is stored before Paystack's
 * Create Charge with the bank's `ussd.type` answers the code to dial; `charge.success` then extends
 * the policy through the one fulfilment, as a card renewal does. A provider failure is a 503.
 */
export async function renewByUssd(ctx: AppContext, policy: PolicyRow, bankType: string) {
  const customer = await findCustomerById(ctx.database.db, policy.customerId);
  if (!customer) throw new HttpError(404, checkoutCopy.noPolicy);
  if (policy.status === 'paused' && policy.pauseReason === 'verification')
    throw unprocessable(checkoutCopy.pausedForVerification, {
      verification: [checkoutCopy.pausedForVerification],
    });
  const line = await renewalLine(ctx, policy);
  const ref = await insertRenewalReference(ctx, policy, newReference(), line, 'ussd');
  if (!ref) throw new Error('payment reference collision');
  try {
    const charge = await ctx.payments.chargeUssd({
      reference: ref.reference,
      email: customer.email,
      amountKobo: ref.amountKobo,
      bankType,
    });
    return { reference: ref.reference, amountKobo: ref.amountKobo, ussdCode: charge.ussdCode };
  } catch (err) {
    // The reference stays pending and unpaid: reconciliation closes it as it does an abandoned one.
    if (err instanceof PaymentProviderError)
      throw new HttpError(503, checkoutCopy.providerUnavailable);
    throw err;
  }
}

/**
 * What renewPolicy would do for this policy now, and what it would charge, without doing it (issue
 * 18): the same branches (still in its paid period: reactivated at no charge; otherwise one more
 * period at the policy's own rate, renewalLine, on the saved card or by card in the checkout). The
 * cover then runs from the later of today and the paid-through date, as fulfilment extends it.
 */
export async function renewalQuote(ctx: AppContext, policy: PolicyRow): Promise<RenewalQuote> {
  const today = lagosDate(ctx.now());
  if (policy.status === 'paused' && policy.pauseReason === 'verification')
    throw unprocessable(checkoutCopy.pausedForVerification, {
      verification: [checkoutCopy.pausedForVerification],
    });
  if (
    policy.status !== 'active' &&
    policy.nextPaymentDate !== null &&
    policy.nextPaymentDate > today
  ) {
    return {
      how: 'reactivate',
      amount: 0,
      cover_months: 0,
      covered_from: today,
      covered_until: policy.nextPaymentDate,
      card: null,
    };
  }
  const line = await renewalLine(ctx, policy);
  const auth = await findReusableAuthorization(
    ctx.database.db,
    policy.customerId,
    ctx.payments.name,
  );
  // The dates fulfilment will give (extendedPolicy): from the due date of an active policy, else
  // from the later of that date and today.
  const due = policy.nextPaymentDate ?? today;
  const from = policy.status === 'active' || due > today ? due : today;
  const extended = extendedPolicy(policy, line.cover_months, today);
  return {
    how: auth ? 'saved_card' : 'card_payment',
    amount: koboToNaira(line.amount_kobo),
    cover_months: line.cover_months,
    covered_from: from,
    covered_until: extended.nextPaymentDate,
    card: auth ? { brand: auth.cardType, last4: auth.last4 } : null,
  };
}
