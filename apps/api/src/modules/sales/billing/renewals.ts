/**
 * The premium collection job (docs/business-rules.md, 'The life of a policy'): the automatic
 * attempts at due premiums on the saved card, the grace warnings, pauses and lapses, the renewal
 * reminders and the expiring-card notices. Renewing at the customer's asking is renew-now.ts; the
 * saved-card charge both use is renewal-charge.ts.
 */
import {
  addDays,
  addMonths,
  chargeAttemptFor,
  formatCalendarDate,
  formatKobo,
  GRACE_WARNING_DAYS,
  lagosDate,
  nextChargeAttemptDate,
  graceEndsOn,
  pausesOn,
  PRODUCT_TITLES,
  RENEWAL_REMINDER_DAYS,
  type ProductUid,
} from '@alaafia/domain';
import { and, eq, inArray, lte } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AppContext } from '../../../app-context.js';
import { policies, premiumCharges } from '../../../db/schema/index.js';
import { eachOnItsOwn } from '../../../lib/batch.js';
import { findCustomerById } from '../../customers/customers/index.js';
import { cardsExpiringIn, findReference } from '../payments/index.js';
import { createInvoicesService } from '../invoices/index.js';
import { notify } from '../../platform/messaging/index.js';
import { dueCardPolicies, policiesEndingOn } from './due-policies.js';
import { closeBatchFailures, recordBatchFailure } from '../../platform/work-queue/index.js';
import {
  lapsePaused,
  lapsePolicy,
  pausePolicy,
  pauseUnpaid,
  policiesInGraceWarning,
  type PolicyRow,
} from '../../cover/policies/index.js';
import { chargeUnder, openChargeOf, premiumChargeReference } from './renewal-charge.js';

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

/** An attempt left 'pending' this long without an answer was interrupted (a worker stopped). */
const INTERRUPTED_AFTER_MS = 10 * 60_000;

/** The subject of a premium's collection in finance's queue when it fails (`batch.failed`). */
const premiumSubject = (policyId: number, dueDate: string | null) =>
  `premium:${policyId}:${dueDate}`;

/**
 * Attempts a worker left half-done (the charge asked for, the outcome not recorded for 10 minutes)
 * are finished by the next run under their own reference, so whatever happened before the stop the
 * customer is charged for that attempt once; each on its own (a failure is a `batch.failed` item
 * and the others go on). Answers the subjects of the attempts it finished.
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
