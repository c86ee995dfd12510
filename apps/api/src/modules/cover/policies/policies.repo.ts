import {
  addDays,
  nextDueDate,
  GRACE_DAYS,
  laterDate,
  PAUSED_DAYS_BEFORE_LAPSE,
} from '@alaafia/domain';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { policies, pricingPlans, products } from '../../../db/schema/index.js';
import { MEMBER_PRODUCT_UID, newMemberNumber } from './member-numbers.js';
import { sponsorNameOf } from './sponsored-through.js';
import { continuationAgreed } from '../../customers/consents/index.js';
import { conflict } from '../../../lib/http-errors.js';
import { policyMoveCopy, type PolicyMoveReason } from '@alaafia/domain';
import {
  movePolicy,
  recordPolicyEvent,
  type PolicyMessage,
  type PolicyMover,
  type PolicyRow,
} from './policy-moves.js';

export type { PolicyRow };

export type PolicyWithProduct = {
  policy: typeof policies.$inferSelect;
  product: typeof products.$inferSelect;
  /**
   * Whether the customer agreed to keep this sponsored policy at their own cost (a
   * 'sponsorship_continue' consent); read where the answer shows it (after_sponsorship).
   */
  continuationAgreed?: boolean;
  /** The sponsor's name when a sponsor pays for the policy (policies.sponsor_id). */
  sponsorName: string | null;
};

export async function findPoliciesByIds(db: DbOrTx, ids: number[]): Promise<PolicyWithProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      policy: policies,
      product: products,
      continuationAgreed: continuationAgreed(policies.id),
      sponsorName: sponsorNameOf(policies.sponsorId),
    })
    .from(policies)
    .innerJoin(products, eq(products.uid, policies.productUid))
    .where(inArray(policies.id, ids))
    .orderBy(policies.id);
}

export async function listPolicies(db: DbOrTx, customerId: number): Promise<PolicyWithProduct[]> {
  return db
    .select({
      policy: policies,
      product: products,
      continuationAgreed: continuationAgreed(policies.id),
      sponsorName: sponsorNameOf(policies.sponsorId),
    })
    .from(policies)
    .innerJoin(products, eq(products.uid, policies.productUid))
    .where(eq(policies.customerId, customerId))
    .orderBy(asc(policies.id));
}

/** One of the customer's policies by number, with what its document shows; null when not theirs. */
export async function findOwnPolicyByNumber(db: DbOrTx, customerId: number, policyNumber: string) {
  const [row] = await db
    .select({
      policy: policies,
      product: products,
      planName: pricingPlans.name,
      sponsorName: sponsorNameOf(policies.sponsorId),
    })
    .from(policies)
    .innerJoin(products, eq(products.uid, policies.productUid))
    .innerJoin(pricingPlans, eq(pricingPlans.id, policies.planId))
    .where(and(eq(policies.customerId, customerId), eq(policies.policyNumber, policyNumber)))
    .limit(1);
  return row ?? null;
}

/** The customer's newest policy of a product, whatever its status. */
export async function latestPolicyOf(db: DbOrTx, customerId: number, productUid: string) {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, customerId), eq(policies.productUid, productUid)))
    .orderBy(desc(policies.id))
    .limit(1);
  return row ?? null;
}

/** Active policies whose grace period ends on `pauseDay` (they are warned 3 days before). */
export async function policiesInGraceWarning(db: DbOrTx, pauseDay: string) {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'active'),
        eq(policies.nextPaymentDate, addDays(pauseDay, -GRACE_DAYS)),
      ),
    );
}

/** Active policies unpaid for the whole grace period by `today`: to be paused. */
export async function pauseUnpaid(db: DbOrTx, today: string) {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'active'),
        lte(policies.nextPaymentDate, addDays(today, -GRACE_DAYS)),
      ),
    );
}

/** Paused policies unpaid for PAUSED_DAYS_BEFORE_LAPSE days after their pause by `today`: to lapse. */
export async function lapsePaused(db: DbOrTx, today: string) {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'paused'),
        // Paused for verification lapses on its own clock (modules/identity/kyc/kyc-deadline.ts).
        or(isNull(policies.pauseReason), eq(policies.pauseReason, 'payment')),
        lte(policies.nextPaymentDate, addDays(today, -(GRACE_DAYS + PAUSED_DAYS_BEFORE_LAPSE))),
      ),
    );
}

/*
 * Writes. This module owns the `policies` table: a policy is issued, extended, paused, resumed,
 * lapsed or changed only through the functions below (and the policies module's own services),
 * which other modules (payments, sponsors, kyc) call. apps/api/test/table-owners.test.ts keeps it so.
 */

/**
 * One more period on a policy, made active (issue 15's rules, docs/business-rules.md):
 * - active (paid ahead, or unpaid but in its grace days, which were covered): from its due date;
 * - paused: resumed from today (the paused days had no cover and are not charged), start date kept;
 * - cancelled inside its paid time: from its paid-through date; lapsed or cancelled after it ended:
 *   a new start today.
 */
/**
 * The cover period `months` paid on `policy` buy (the books earn a premium over it: docs/business-
 * rules.md, 'Earning'): from the day extendedPolicy counts them from, to the new due date.
 */
export function paidPeriodOf(
  policy: PolicyRow,
  months: number,
  today: string,
): { from: string; to: string } {
  const due = policy.nextPaymentDate ?? today;
  return {
    from: policy.status === 'active' ? due : laterDate(due, today),
    to: extendedPolicy(policy, months, today).nextPaymentDate,
  };
}

export function extendedPolicy(policy: PolicyRow, months: number, today: string) {
  const due = policy.nextPaymentDate ?? today;
  const base = policy.status === 'active' ? due : laterDate(due, today);
  const gap = policy.status !== 'active' && policy.status !== 'paused' && due < today;
  // Month ends keep their day: from the due date on the policy's anchor day (domain billing.ts).
  const next = nextDueDate(base, months, gap ? today : policy.startDate);
  // Paused until identity verification is finished: the months are kept, the pause is not lifted
  // by paying (finishing verification lifts it, modules/identity/kyc/kyc-deadline.ts).
  if (policy.status === 'paused' && policy.pauseReason === 'verification')
    return {
      status: 'paused' as const,
      startDate: policy.startDate,
      nextPaymentDate: next,
      policyDuration: months,
      dateCancelled: null,
      cancellationReasonId: null,
      cancellationNote: null,
      pausedAt: policy.pausedAt,
      pauseReason: 'verification',
    } satisfies Partial<PolicyRow>;
  return {
    status: 'active' as const,
    startDate: gap ? today : policy.startDate,
    nextPaymentDate: next,
    policyDuration: months,
    dateCancelled: null,
    cancellationReasonId: null,
    cancellationNote: null,
    pausedAt: null,
    pauseReason: null,
  } satisfies Partial<PolicyRow>;
}

/** The next policy number of a product: ALF-<uid>-<year>-000123, from one sequence. */
const policyNumberExpression = (uid: string, year: string) =>
  sql<string>`${`ALF-${uid}-${year}-`} || lpad(nextval('policy_number_seq')::text, 6, '0')`;

type PolicyInsert = typeof policies.$inferInsert;

/**
 * A new active policy from `today`, numbered from the sequence (a health policy also gets its member
 * number, member-numbers.ts), its history begun; answers its id.
 */
export async function issuePolicy(
  db: DbOrTx,
  values: Omit<
    PolicyInsert,
    'id' | 'policyNumber' | 'memberNumber' | 'status' | 'startDate' | 'createdAt' | 'updatedAt'
  >,
  today: string,
  now: Date,
  by: PolicyMover,
): Promise<number> {
  const memberNumber = values.productUid === MEMBER_PRODUCT_UID ? await newMemberNumber(db) : null;
  const [issued] = await db
    .insert(policies)
    .values({
      ...values,
      memberNumber,
      policyNumber: policyNumberExpression(values.productUid, today.slice(0, 4)),
      status: 'active',
      startDate: today,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: policies.id });
  await recordPolicyEvent(db, issued!.id, null, 'active', by, 'created', now);
  return issued!.id;
}

/**
 * One more period on a policy (extendedPolicy's rules); a sponsor's cover also names the sponsor.
 * A policy that was not active becomes active through movePolicy, for `why` (its history gets the
 * row, and `why.tell` tells the customer); a concurrent move makes it 409, so nothing is half done.
 */
export async function extendPolicy(
  db: DbOrTx,
  policy: PolicyRow,
  months: number,
  today: string,
  now: Date,
  why: { by: PolicyMover; reason: PolicyMoveReason; tell?: PolicyMessage },
  extra: { sponsorId?: number } = {},
) {
  const extended = extendedPolicy(policy, months, today);
  const { status, ...rest } = extended;
  if (status !== policy.status) {
    const moved = await movePolicy(db, policy, status, {
      ...why,
      now,
      set: { ...rest, ...extra },
    });
    if (!moved) throw conflict(policyMoveCopy.notNow);
  } else {
    await db
      .update(policies)
      .set({ ...rest, ...extra, updatedAt: now })
      .where(eq(policies.id, policy.id));
  }
  return extended;
}

/** The sponsor named on a policy (null when no sponsor covers it any more). */
export async function setPolicySponsor(
  db: DbOrTx,
  policyId: number,
  sponsorId: number | null,
  now: Date,
) {
  await db.update(policies).set({ sponsorId, updatedAt: now }).where(eq(policies.id, policyId));
}

/**
 * The one pause (issue 26): grace over (renewals.ts), a lost chargeback (takeBackPaidMonths) or
 * identity not verified in time (modules/identity/kyc/kyc-deadline.ts) pause an active policy through
 * movePolicy. `reason` says which; a verification pause lapses on its own clock. Answers the
 * paused row, or null when it was no longer active.
 */
export async function pausePolicy(
  db: DbOrTx,
  policy: PolicyRow,
  reason: 'payment_overdue' | 'chargeback' | 'verification_overdue',
  input: { job: string; now: Date; tell?: PolicyMessage; set?: Partial<PolicyInsert> },
) {
  return movePolicy(db, policy, 'paused', {
    by: { actor: 'system', job: input.job },
    reason,
    now: input.now,
    set: {
      ...input.set,
      pauseReason: reason === 'verification_overdue' ? 'verification' : 'payment',
      pausedAt: input.now,
    },
    tell: input.tell,
  });
}

/**
 * The one lapse (issue 26): a policy paused for payment (renewals.ts) or for verification
 * (modules/identity/kyc/kyc-deadline.ts) for PAUSED_DAYS_BEFORE_LAPSE days. False when no longer paused.
 */
export async function lapsePolicy(
  db: DbOrTx,
  policy: PolicyRow,
  input: { job: string; now: Date; tell?: PolicyMessage },
): Promise<boolean> {
  const moved = await movePolicy(db, policy, 'lapsed', {
    by: { actor: 'system', job: input.job },
    reason: 'unpaid_while_paused',
    now: input.now,
    tell: input.tell,
  });
  return moved !== null;
}

/**
 * A lost chargeback takes back the months its money paid for (docs/business-rules.md, 'Chargebacks'):
 * the policy is paid only up to `due`. When that day has come, the cover it paid for has ended: an
 * active policy is paused for payment at once (no grace: grace is for a premium not yet collected,
 * not for money taken back), and told `tell`. Answers true when it was paused.
 */
export async function takeBackPaidMonths(
  db: DbOrTx,
  policy: PolicyRow,
  due: string,
  today: string,
  now: Date,
  tell: PolicyMessage,
): Promise<boolean> {
  if (due <= today && policy.status === 'active') {
    const paused = await pausePolicy(db, policy, 'chargeback', {
      job: 'payments.chargeback',
      now,
      tell,
      set: { nextPaymentDate: due },
    });
    if (paused) return true;
  }
  await db
    .update(policies)
    .set({ nextPaymentDate: due, updatedAt: now })
    .where(eq(policies.id, policy.id));
  return false;
}

/**
 * A sponsored policy the customer never bought and did not agree to keep: it ends with the
 * sponsorship, on its end date (docs/business-rules.md, 'Sponsors'). Answers false when it was no
 * longer active.
 */
export async function endWithSponsorship(db: DbOrTx, policy: PolicyRow, now: Date) {
  const ended = await movePolicy(db, policy, 'cancelled', {
    by: { actor: 'system', job: 'sponsors.lifecycle' },
    reason: 'sponsorship_ended',
    now,
    set: { dateCancelled: now },
  });
  return ended !== null;
}

/** Identity not verified in time: every active policy of the customer is paused; answers them. */
export async function pauseForVerification(db: DbOrTx, customerId: number, now: Date) {
  const active = await db
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, customerId), eq(policies.status, 'active')))
    .for('update');
  const paused: PolicyRow[] = [];
  for (const policy of active) {
    const moved = await pausePolicy(db, policy, 'verification_overdue', {
      job: 'kyc.deadline',
      now,
    });
    if (moved) paused.push(moved);
  }
  return paused;
}

/** Verification finished: a policy paused for it is active again, due no earlier than today. */
export async function resumeAfterVerificationPause(
  db: DbOrTx,
  policy: PolicyRow,
  today: string,
  now: Date,
  tell: PolicyMessage,
) {
  return movePolicy(db, policy, 'active', {
    by: { actor: 'system', job: 'kyc.verified' },
    reason: 'verified',
    now,
    set: {
      pauseReason: null,
      pausedAt: null,
      nextPaymentDate: policy.nextPaymentDate ? laterDate(policy.nextPaymentDate, today) : null,
    },
    tell,
  });
}

/**
 * The policyholder died (an accidental death claim approved, docs/business-rules.md, 'Claims',
 * 'Death ends cover'): every policy still active or paused stops that day, cancelled, so the premium
 * collection never charges a card for it again. Answers the policies stopped.
 */
export async function endCoverOnDeath(db: DbOrTx, customerId: number, now: Date, staffId: number) {
  const held = await db
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, customerId), inArray(policies.status, ['active', 'paused'])))
    .for('update');
  const stopped: PolicyRow[] = [];
  for (const policy of held) {
    const moved = await movePolicy(db, policy, 'cancelled', {
      by: { actor: 'staff', staffId },
      reason: 'policyholder_died',
      now,
      set: { dateCancelled: now, pauseReason: null },
    });
    if (moved) stopped.push(moved);
  }
  return stopped;
}
