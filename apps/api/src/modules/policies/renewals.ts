import {
  addDays,
  checkoutCopy,
  CURRENCY,
  lagosDate,
  monthsPerUnit,
  nairaToKobo,
} from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { policies, pricingPlans, type ReferenceLine } from '../../db/schema/index.js';
import { PaymentProviderError } from '../../integrations/payments/types.js';
import { conflict, HttpError } from '../../lib/http-errors.js';
import { findCustomerById, type CustomerRow } from '../customers/customers.repo.js';
import { fulfilReference } from '../payments/fulfilment.js';
import {
  findPoliciesByIds,
  findReference,
  findReusableAuthorization,
  insertReference,
} from '../payments/payments.repo.js';
import { cardQuote, newReference } from '../payments/payments.service.js';
import { toPolicyAnswer } from './policy-view.js';
import { dueCardPolicies, lapseUnpaid, type PolicyRow } from './policies.repo.js';

/** Days a policy stays active after its next payment date before it lapses unpaid. */
export const GRACE_DAYS = 7;

const RENEWAL_PREFIX = 'ALF-RN-';

/** The reference of a saved-card charge: one per policy per day, so no double-click pays twice. */
export function renewalChargeReference(policyId: number, today: string): string {
  return `${RENEWAL_PREFIX}${policyId}-${today.replaceAll('-', '')}`;
}

async function renewalLine(ctx: AppContext, policy: PolicyRow): Promise<ReferenceLine> {
  const months = monthsPerUnit(policy.unit) ?? 1;
  const [plan] = await ctx.database.db
    .select({ code: pricingPlans.code, name: pricingPlans.name })
    .from(pricingPlans)
    .where(eq(pricingPlans.id, policy.planId))
    .limit(1);
  // One more period at the rate the policy was sold at.
  return {
    product_uid: policy.productUid,
    plan_id: policy.planId,
    plan_code: plan?.code ?? '',
    plan_name: plan?.name ?? '',
    unit_price: policy.premium,
    unit: policy.unit,
    coverage: policy.sumAssured,
    cover_months: months,
    amount_kobo: nairaToKobo(policy.premium),
    policy_id: policy.id,
  };
}

async function insertRenewalReference(
  ctx: AppContext,
  policy: PolicyRow,
  reference: string,
  line: ReferenceLine,
) {
  const now = ctx.now();
  return insertReference(ctx.database.db, {
    reference,
    customerId: policy.customerId,
    cartId: null,
    paymentType: 'card',
    purpose: 'renewal',
    lines: [line],
    cardVerificationKobo: 0,
    amountKobo: line.amount_kobo,
    currency: CURRENCY,
    discountPercent: 0,
    status: 'pending',
    provider: ctx.payments.name,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Charges the customer's saved card for the policy's next period. The reference is stored before the
 * charge; the money counts only when the provider says success for its amount (the one fulfilment).
 * Answers 'renewed', 'failed' (the card was declined) or 'no_card'.
 */
export async function chargeSavedCard(
  ctx: AppContext,
  policy: PolicyRow,
  customer: CustomerRow,
): Promise<'renewed' | 'failed' | 'no_card' | 'pending'> {
  const auth = await findReusableAuthorization(ctx.database.db, customer.id, ctx.payments.name);
  if (!auth) return 'no_card';
  const reference = renewalChargeReference(policy.id, lagosDate(ctx.now()));
  const line = await renewalLine(ctx, policy);
  const inserted = await insertRenewalReference(ctx, policy, reference, line);
  if (!inserted) {
    const existing = await findReference(ctx.database.db, reference);
    if (existing?.fulfilledAt) return 'renewed';
    if (existing?.status === 'pending') return 'pending';
    return 'failed';
  }
  let transaction;
  try {
    transaction = await ctx.payments.chargeAuthorization({
      authorizationCode: ctx.cipher.decrypt(auth.authorizationCodeEnc),
      email: customer.email,
      amountKobo: line.amount_kobo,
      reference,
    });
  } catch (err) {
    // The charge may or may not have happened: the reference stays pending for reconciliation.
    if (err instanceof PaymentProviderError) return 'pending';
    throw err;
  }
  const outcome = await fulfilReference(ctx, reference, transaction, 'renewal_charge');
  if (outcome.kind === 'fulfilled' || outcome.kind === 'already_fulfilled') return 'renewed';
  return outcome.kind === 'not_paid' && transaction.status === 'pending' ? 'pending' : 'failed';
}

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
    status: 'renewed' | 'payment_required',
    payment: ReturnType<typeof cardQuote> | null,
  ) => {
    const [view] = await findPoliciesByIds(db, [policy.id]);
    return { status, policy: toPolicyAnswer(view!), payment };
  };

  if (
    policy.status !== 'active' &&
    policy.nextPaymentDate !== null &&
    policy.nextPaymentDate > today
  ) {
    await db
      .update(policies)
      .set({
        status: 'active',
        dateCancelled: null,
        cancellationReasonId: null,
        updatedAt: ctx.now(),
      })
      .where(eq(policies.id, policy.id));
    return answer('renewed', null);
  }

  const charged = await chargeSavedCard(ctx, policy, customer);
  if (charged === 'renewed') return answer('renewed', null);
  if (charged === 'pending') throw conflict(checkoutCopy.renewalInProgress);

  const line = await renewalLine(ctx, policy);
  const ref = await insertRenewalReference(ctx, policy, newReference(), line);
  if (!ref) throw new Error('payment reference collision');
  return answer('payment_required', cardQuote(ctx, ref, customer));
}

/**
 * The premium collection job: monthly policies bought by card whose premium is due are charged on the
 * saved card (at most once a day each); policies unpaid for more than GRACE_DAYS lapse.
 */
export async function collectDuePremiums(ctx: AppContext, limit = 200) {
  const { db } = ctx.database;
  const today = lagosDate(ctx.now());
  const due = await dueCardPolicies(db, today, RENEWAL_PREFIX, limit);
  let renewed = 0;
  for (const { policy } of due) {
    const customer = await findCustomerById(db, policy.customerId);
    if (!customer) continue;
    if ((await chargeSavedCard(ctx, policy, customer)) === 'renewed') renewed += 1;
  }
  const lapsed = await lapseUnpaid(db, addDays(today, -GRACE_DAYS), ctx.now());
  return { charged: due.length, renewed, lapsed: lapsed.length };
}
