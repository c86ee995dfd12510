/**
 * The saved-card charge of a renewal (docs/business-rules.md, 'The life of a policy'): its
 * reference, its one line at the policy's own rate, and the charge itself, for Renew Now
 * (renew-now.ts) and the premium collection job (renewals.ts).
 */
import { CURRENCY, lagosDate, monthsPerUnit } from '@alaafia/domain';
import { and, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import {
  paymentReferences,
  premiumCharges,
  pricingPlans,
  type ReferenceLine,
} from '../../../db/schema/index.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import type { CustomerRow } from '../../customers/customers/index.js';
import {
  deactivateAuthorization,
  findReference,
  findReusableAuthorization,
  fulfilReference,
  insertReference,
} from '../payments/index.js';
import type { PolicyRow } from '../../cover/policies/index.js';

const RENEWAL_PREFIX = 'ALF-RN-';

/** The reference of a saved-card charge: one per policy per day, so no double-click pays twice. */
function renewalChargeReference(policyId: number, today: string): string {
  return `${RENEWAL_PREFIX}${policyId}-${today.replaceAll('-', '')}`;
}

/** The reference of an automatic premium charge: the policy, the premium's due date, the attempt. */
export function premiumChargeReference(policyId: number, dueDate: string, attempt: number) {
  return `${RENEWAL_PREFIX}${policyId}-${dueDate.replaceAll('-', '')}-A${attempt}`;
}

export async function renewalLine(ctx: AppContext, policy: PolicyRow): Promise<ReferenceLine> {
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
    unit_price_kobo: policy.premiumKobo,
    unit: policy.unit,
    coverage_kobo: policy.sumAssuredKobo,
    cover_months: months,
    amount_kobo: policy.premiumKobo,
    policy_id: policy.id,
    ...(policy.nextPaymentDate ? { period_from: policy.nextPaymentDate } : {}),
  };
}

export async function insertRenewalReference(
  ctx: AppContext,
  policy: PolicyRow,
  reference: string,
  line: ReferenceLine,
  paymentType: 'card' | 'ussd' = 'card',
) {
  const now = ctx.now();
  return insertReference(ctx.database.db, {
    reference,
    customerId: policy.customerId,
    cartId: null,
    paymentType,
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

type ChargeOutcome = 'renewed' | 'failed' | 'no_card' | 'pending';

/** A saved-card charge of this policy still waiting at the provider (any day, any attempt). */
export async function openChargeOf(ctx: AppContext, policyId: number) {
  const [open] = await ctx.database.db
    .select({ reference: paymentReferences.reference })
    .from(paymentReferences)
    .where(
      and(
        like(paymentReferences.reference, `${RENEWAL_PREFIX}${policyId}-%`),
        eq(paymentReferences.status, 'pending'),
      ),
    )
    .limit(1);
  if (!open) return null;
  const [charge] = await ctx.database.db
    .select({ authorizationUrl: premiumCharges.authorizationUrl })
    .from(premiumCharges)
    .where(eq(premiumCharges.reference, open.reference))
    .limit(1);
  return { reference: open.reference, authorizationUrl: charge?.authorizationUrl ?? null };
}

/**
 * Charges the customer's saved card under `reference` (stored before the call; the money counts
 * only when the provider says success for its amount, through the one fulfilment). Answers what
 * happened, with the provider's words and, for a charge the bank paused, its approval page.
 */
export async function chargeUnder(
  ctx: AppContext,
  policy: PolicyRow,
  customer: CustomerRow,
  reference: string,
  options: { resume?: boolean } = {},
): Promise<{ outcome: ChargeOutcome; message: string | null; authorizationUrl: string | null }> {
  const auth = await findReusableAuthorization(ctx.database.db, customer.id, ctx.payments.name);
  if (!auth) return { outcome: 'no_card', message: null, authorizationUrl: null };
  const line = await renewalLine(ctx, policy);
  const inserted = await insertRenewalReference(ctx, policy, reference, line);
  const existing = inserted ? null : await findReference(ctx.database.db, reference);
  // Resuming an attempt a worker did not finish: the same reference is sent again (the provider
  // charges a reference once: the sandbox answers its first outcome, Paystack 'Duplicate Transaction
  // Reference', read then by verification).
  const resumable =
    options.resume && existing && existing.status === 'pending' && !existing.fulfilledAt;
  if (!inserted && !resumable) {
    const outcome: ChargeOutcome = existing?.fulfilledAt
      ? 'renewed'
      : existing?.status === 'pending'
        ? 'pending'
        : 'failed';
    return { outcome, message: existing?.failureReason ?? null, authorizationUrl: null };
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
    if (err instanceof PaymentProviderError)
      return { outcome: 'pending', message: null, authorizationUrl: null };
    throw err;
  }
  if (transaction.cardUnusable) await deactivateAuthorization(ctx.database.db, auth.id);
  const result = await fulfilReference(ctx, reference, transaction, 'renewal_charge');
  if (result.kind === 'fulfilled' || result.kind === 'already_fulfilled')
    return { outcome: 'renewed', message: null, authorizationUrl: null };
  const pending = result.kind === 'not_paid' && transaction.status === 'pending';
  return {
    outcome: pending ? 'pending' : 'failed',
    message: transaction.gatewayResponse,
    authorizationUrl: transaction.authorizationUrl ?? null,
  };
}

/**
 * Renew Now's charge on the saved card: one per policy per day (the reference), so a second press
 * the same day never charges again, and none while one is pending. Answers the outcome and, for a
 * decline, the bank's words (Paystack's `gateway_response` or refusal message).
 */
export async function chargeSavedCard(
  ctx: AppContext,
  policy: PolicyRow,
  customer: CustomerRow,
): Promise<{ outcome: ChargeOutcome; message: string | null }> {
  if (await openChargeOf(ctx, policy.id)) return { outcome: 'pending', message: null };
  const reference = renewalChargeReference(policy.id, lagosDate(ctx.now()));
  const { outcome, message } = await chargeUnder(ctx, policy, customer, reference);
  return { outcome, message };
}
