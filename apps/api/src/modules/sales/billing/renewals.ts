import {
  addDays,
  addMonths,
  chargeAttemptFor,
  checkoutCopy,
  CURRENCY,
  formatCalendarDate,
  formatKobo,
  GRACE_WARNING_DAYS,
  koboToNaira,
  lagosDate,
  monthsPerUnit,
  graceEndsOn,
  nextChargeAttemptDate,
  pausesOn,
  PRODUCT_TITLES,
  RENEWAL_REMINDER_DAYS,
  type ProductUid,
  type RenewalAnswer,
  type RenewalQuote,
} from '@alaafia/domain';
import { and, eq, inArray, like, lte } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AppContext } from '../../../app-context.js';
import {
  paymentReferences,
  policies,
  premiumCharges,
  pricingPlans,
  type ReferenceLine,
} from '../../../db/schema/index.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { eachOnItsOwn } from '../../../lib/batch.js';
import { conflict, HttpError, unprocessable } from '../../../lib/http-errors.js';
import { KYC_SUSPENDED_LINE } from '../../platform/messaging/index.js';
import { findCustomerById, type CustomerRow } from '../../customers/customers/index.js';
import { extendedPolicy, fulfilReference } from '../payments/index.js';
import {
  cardsExpiringIn,
  deactivateAuthorization,
  findReference,
  findReusableAuthorization,
  insertReference,
} from '../payments/index.js';
import { createInvoicesService } from '../invoices/index.js';
import { notify } from '../../platform/messaging/index.js';
import { cardQuote, newReference } from '../payments/index.js';
import { dueCardPolicies, policiesEndingOn } from './due-policies.js';
import { closeBatchFailures, recordBatchFailure } from '../../platform/work-queue/index.js';
import {
  findPoliciesByIds,
  lapsePaused,
  lapsePolicy,
  movePolicy,
  pausePolicy,
  pauseUnpaid,
  policiesInGraceWarning,
  policyMoveCopy,
  type PolicyRow,
  toPolicyAnswer,
} from '../../cover/policies/index.js';

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
    unit_price_kobo: policy.premiumKobo,
    unit: policy.unit,
    coverage_kobo: policy.sumAssuredKobo,
    cover_months: months,
    amount_kobo: policy.premiumKobo,
    policy_id: policy.id,
    ...(policy.nextPaymentDate ? { period_from: policy.nextPaymentDate } : {}),
  };
}

async function insertRenewalReference(
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
async function openChargeOf(ctx: AppContext, policyId: number) {
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
async function chargeUnder(
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

/** The reference of an automatic premium charge: the policy, the premium's due date, the attempt. */
export function premiumChargeReference(policyId: number, dueDate: string, attempt: number) {
  return `${RENEWAL_PREFIX}${policyId}-${dueDate.replaceAll('-', '')}-A${attempt}`;
}

const productName = (uid: string) => PRODUCT_TITLES[uid as ProductUid] ?? uid;

/**
 * One automatic attempt at a due premium (the collection job). The attempt is claimed by inserting
 * its row (policy, due date, attempt) before anything else, so two workers or a retried job never
 * charge it twice; a policy with a charge still pending at the provider is not charged again.
 */
async function attemptPremium(ctx: AppContext, policy: PolicyRow, today: string) {
  const { db } = ctx.database;
  const due = policy.nextPaymentDate;
  if (!due) return 'skipped' as const;
  const attempt = chargeAttemptFor(due, today);
  if (attempt < 0) return 'skipped' as const;
  if (await openChargeOf(ctx, policy.id)) return 'skipped' as const;
  const reference = premiumChargeReference(policy.id, due, attempt);
  const now = ctx.now();
  const [claimed] = await db
    .insert(premiumCharges)
    .values({
      policyId: policy.id,
      customerId: policy.customerId,
      dueDate: due,
      attempt,
      reference,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: premiumCharges.id });
  if (!claimed) return 'skipped' as const;
  return finishAttempt(ctx, policy, claimed.id, reference, due, attempt);
}

/** Charges a claimed attempt and records and tells what came of it. */
async function finishAttempt(
  ctx: AppContext,
  policy: PolicyRow,
  chargeId: number,
  reference: string,
  due: string,
  attempt: number,
  options: { resume?: boolean } = {},
) {
  const { db } = ctx.database;
  const customer = await findCustomerById(db, policy.customerId);
  if (!customer || customer.closedAt) return 'skipped' as const;
  const result = await chargeUnder(ctx, policy, customer, reference, options);
  const outcome =
    result.outcome === 'renewed'
      ? 'succeeded'
      : result.outcome === 'pending' && result.authorizationUrl
        ? 'needs_authorization'
        : result.outcome;
  await db
    .update(premiumCharges)
    .set({
      outcome,
      message: result.message,
      authorizationUrl: result.authorizationUrl,
      updatedAt: ctx.now(),
    })
    .where(eq(premiumCharges.id, chargeId));
  const amount = formatKobo(policy.premiumKobo);
  const product = productName(policy.productUid);
  if (result.outcome === 'renewed') {
    // The receipt (PDF) for the payment; the payment itself is already in the payment history.
    await createInvoicesService(ctx)
      .issue(policy.customerId, policy.productUid as ProductUid)
      // The receipt is e-mailed again by the next issue() if this one failed; the charge stands.
      .catch(() => undefined);
  } else if (outcome === 'needs_authorization') {
    await notify(db, {
      customerId: policy.customerId,
      at: ctx.now(),
      event: 'charge.needs-authorization',
      key: reference,
      params: { product, amount, authorizationUrl: result.authorizationUrl! },
    });
  } else if (result.outcome === 'failed' || result.outcome === 'no_card') {
    // The last attempt falls on the day the grace ends: its decline is told by 'cover.paused',
    // sent by the same run, never by a 'Your cover continues for now' that the pause contradicts
    // (docs/business-rules.md, 'Messages').
    const next = nextChargeAttemptDate(due, attempt);
    if (next)
      await notify(db, {
        customerId: policy.customerId,
        at: ctx.now(),
        event: 'card.declined',
        key: reference,
        params: {
          product,
          amount,
          nextAttempt: formatCalendarDate(next),
          // The dashboard's 'Your cover continues until' reads the same function (issue 38).
          coverUntil: formatCalendarDate(graceEndsOn(due)),
          lastTry: next === pausesOn(due) ? 'yes' : 'no',
        },
      });
  }
  return result.outcome;
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
    status: 'renewed' | 'payment_required' | 'declined',
    payment: ReturnType<typeof cardQuote> | null,
    declined: RenewalAnswer['declined'] = null,
  ) => {
    const [view] = await findPoliciesByIds(db, [policy.id]);
    return { status, policy: toPolicyAnswer(view!, lagosDate(ctx.now())), payment, declined };
  };

  // Paused until the customer finishes identity verification: paying does not lift that pause.
  if (policy.status === 'paused' && policy.pauseReason === 'verification')
    throw unprocessable(KYC_SUSPENDED_LINE, { verification: [KYC_SUSPENDED_LINE] });
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
    throw unprocessable(KYC_SUSPENDED_LINE, { verification: [KYC_SUSPENDED_LINE] });
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
    throw unprocessable(KYC_SUSPENDED_LINE, { verification: [KYC_SUSPENDED_LINE] });
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

/** An attempt left 'pending' this long without an answer was interrupted (a worker stopped). */
const INTERRUPTED_AFTER_MS = 10 * 60_000;

/**
 * Attempts a stopped worker left unfinished (claimed, but no answer recorded for 10 minutes) are
 * finished under their own reference: whatever happened before the stop, the customer is charged
 * for that attempt once, and nobody is left behind.
 */
/** The subject of a premium's collection in finance's queue when it fails (`batch.failed`). */
const premiumSubject = (policyId: number, dueDate: string | null) =>
  `premium:${policyId}:${dueDate}`;

/**
 * Attempts a worker left half-done (the charge asked for, the outcome not recorded) are finished by
 * the next run, each on its own (a failure is a `batch.failed` item and the others go on). Answers
 * the subjects of the attempts it finished.
 */
async function resumeInterruptedAttempts(ctx: AppContext): Promise<string[]> {
  const { db } = ctx.database;
  const cutoff = new Date(ctx.now().getTime() - INTERRUPTED_AFTER_MS);
  const stale = await db
    .select({ charge: premiumCharges, policy: policies })
    .from(premiumCharges)
    .innerJoin(policies, eq(policies.id, premiumCharges.policyId))
    .where(and(eq(premiumCharges.outcome, 'pending'), lte(premiumCharges.updatedAt, cutoff)))
    .limit(500);
  const finished: string[] = [];
  await eachOnItsOwn(
    stale,
    async ({ charge, policy }) => {
      if (policy.status !== 'active' || policy.nextPaymentDate !== charge.dueDate) {
        // Settled meanwhile (reconciliation confirmed it, or the customer paid another way).
        const ref = await findReference(db, charge.reference);
        await db
          .update(premiumCharges)
          .set({ outcome: ref?.fulfilledAt ? 'succeeded' : 'failed', updatedAt: ctx.now() })
          .where(eq(premiumCharges.id, charge.id));
        finished.push(premiumSubject(policy.id, charge.dueDate));
        return;
      }
      // Take it over: only one worker resumes an attempt (the row's time moves on as it is taken).
      const [taken] = await db
        .update(premiumCharges)
        .set({ updatedAt: ctx.now() })
        .where(and(eq(premiumCharges.id, charge.id), lte(premiumCharges.updatedAt, cutoff)))
        .returning({ id: premiumCharges.id });
      if (!taken) return;
      await finishAttempt(
        ctx,
        policy,
        charge.id,
        charge.reference,
        charge.dueDate,
        charge.attempt,
        {
          resume: true,
        },
      );
      finished.push(premiumSubject(policy.id, charge.dueDate));
    },
    ({ charge, policy }, error) =>
      recordBatchFailure(db, {
        subject: premiumSubject(policy.id, charge.dueDate),
        what: `Finishing the interrupted premium charge ${charge.reference} of policy ${policy.policyNumber}`,
        error,
        reference: charge.reference,
        now: ctx.now(),
      }),
  );
  return finished;
}

/**
 * The premium collection job (hourly; docs/business-rules.md, 'The life of a policy'):
 * - monthly card policies whose premium is due are charged on the saved card on the due date and
 *   again 3, 7 and 14 days later while declined, each attempt once, each decline told;
 * - 3 days before the grace period ends the customer is warned; at its end the policy is paused
 *   (no cover), and 60 days later, still unpaid, it lapses;
 * - yearly and transfer policies get renewal reminders 14, 7 and 1 days before their end.
 * Every message is keyed on the policy and its due date, so a second run tells nobody twice.
 */
export async function collectDuePremiums(ctx: AppContext, limit = 500) {
  const { db } = ctx.database;
  const today = lagosDate(ctx.now());
  const now = ctx.now();
  const resumed = await resumeInterruptedAttempts(ctx);
  const due = await dueCardPolicies(db, today, limit);
  // Up to COLLECTION_CONCURRENCY charges wait at the provider at once (issue 29): each policy's
  // attempt is still claimed in premium_charges before its call, so no policy is charged twice, and
  // each policy's own steps (claim, charge, record, tell) stay in order. Every charge of the batch
  // ends before the warnings and pauses below, so a decline is always told before the pause.
  const slot = pLimit(ctx.config.collectionConcurrency);
  // A policy whose attempt throws does not stop the others, nor the warnings, pauses and reminders
  // below: it is put before finance (`batch.failed`), which a later run closes when it passes
  // (docs/operations.md, 'When one item of a batch fails'). Once everything else is done, the run
  // ends with the first such error, so the job is retried soon (pg-boss's backoff) for it.
  const settled = await Promise.allSettled(
    due.map(({ policy }) => slot(() => attemptPremium(ctx, policy, today))),
  );
  const passed: string[] = [...resumed];
  for (const [i, result] of settled.entries()) {
    const { policy } = due[i]!;
    const subject = premiumSubject(policy.id, policy.nextPaymentDate);
    if (result.status === 'fulfilled') passed.push(subject);
    else
      await recordBatchFailure(db, {
        subject,
        what: `Collecting the premium of policy ${policy.policyNumber} due ${policy.nextPaymentDate}`,
        error: result.reason,
        reference: policy.policyNumber,
        now: ctx.now(),
      });
  }
  await closeBatchFailures(db, 'premium:', passed, ctx.now());
  const outcomes = settled.map((r) => (r.status === 'fulfilled' ? r.value : null));
  const renewed = outcomes.filter((o) => o === 'renewed').length;
  const declined = outcomes.filter((o) => o === 'failed' || o === 'no_card').length;

  // Three days before the pause: a warning (once per due date).
  for (const policy of await policiesInGraceWarning(db, addDays(today, GRACE_WARNING_DAYS))) {
    await notify(db, {
      customerId: policy.customerId,
      at: ctx.now(),
      event: 'grace.ending',
      key: `${policy.id}:${policy.nextPaymentDate}`,
      params: {
        product: productName(policy.productUid),
        amount: formatKobo(policy.premiumKobo),
        pauseDate: formatCalendarDate(pausesOn(policy.nextPaymentDate!)),
      },
    });
  }

  // Grace over: paused, and told, in one transaction per policy.
  let paused = 0;
  for (const policy of await pauseUnpaid(db, today)) {
    await db.transaction(async (tx) => {
      const changed = await pausePolicy(tx, policy, 'payment_overdue', {
        job: 'premiums.collect',
        now,
        tell: {
          event: 'cover.paused',
          key: `${policy.id}:${policy.nextPaymentDate}`,
          params: {
            product: productName(policy.productUid),
            amount: formatKobo(policy.premiumKobo),
          },
        },
      });
      if (changed) paused += 1;
    });
  }

  // Paused and unpaid for PAUSED_DAYS_BEFORE_LAPSE days: lapsed.
  let lapsed = 0;
  for (const policy of await lapsePaused(db, today)) {
    await db.transaction(async (tx) => {
      const changed = await lapsePolicy(tx, policy, {
        job: 'premiums.collect',
        now,
        tell: {
          event: 'cover.lapsed',
          key: `${policy.id}:${policy.nextPaymentDate}`,
          params: { product: productName(policy.productUid) },
        },
      });
      if (changed) lapsed += 1;
    });
  }

  // Yearly and transfer policies are never charged automatically: reminders before their end.
  for (const days of RENEWAL_REMINDER_DAYS) {
    const endDate = addDays(today, days);
    for (const policy of await policiesEndingOn(db, endDate)) {
      await notify(db, {
        customerId: policy.customerId,
        at: ctx.now(),
        event: 'renewal.due',
        key: `${policy.id}:${endDate}:${days}`,
        params: { product: productName(policy.productUid), endDate: formatCalendarDate(endDate) },
      });
    }
  }
  // Saved cards that expire at the end of next month: the customer is asked for a new one now.
  const nextMonth = addMonths(`${today.slice(0, 7)}-01`, 1);
  for (const card of await cardsExpiringIn(db, nextMonth.slice(0, 4), nextMonth.slice(5, 7))) {
    await notify(db, {
      customerId: card.customerId,
      at: now,
      event: 'card.expiring',
      key: `${card.id}:${nextMonth.slice(0, 7)}`,
      params: {
        last4: card.last4 ?? '',
        expiry: formatCalendarDate(nextMonth).replace(/^1 /, ''),
      },
    });
  }
  const failure = settled.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  return { charged: due.length, renewed, declined, paused, lapsed };
}

/** For tests and support: the automatic charge attempts of some policies. */
export function premiumChargesOf(ctx: AppContext, policyIds: number[]) {
  return ctx.database.db
    .select()
    .from(premiumCharges)
    .where(inArray(premiumCharges.policyId, policyIds));
}
