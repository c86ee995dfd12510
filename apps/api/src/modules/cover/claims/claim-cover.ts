import {
  isOpenClaim,
  heldForPremiumCopy,
  heldForPremiumDue,
  claimCopy,
  type HtciBenefit,
  claimCoverWasOn,
  formatCalendarDate,
  claimLimitsInNaira,
  type Kobo,
  htciLimitsLeft,
  lagosDate,
  pastWaitingPeriod,
  policyYearOf,
  waitingPeriodEndsOn,
  type ClaimEligibilityQuery,
  type ClaimLimitsLeft,
  type ClaimedProductUid,
  benefitsLeft,
  HEALTH_BENEFIT_RULES,
  HOSPITAL_REFUND,
  kobo,
  monthOf,
  type HealthBenefit,
  addMonths,
  claimServerCopy,
} from '@alaafia/domain';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { askedToPayCases, claims, customers, payouts, policies } from '../../../db/schema/index.js';
import {
  errorWords,
  notFound,
  unprocessable,
  type ErrorMessage,
} from '../../../lib/http-errors.js';
import { usedByBenefit } from '../hospital-care/index.js';
import { caseOfClaim } from './asked-to-pay.js';
import { extendPolicy } from '../policies/index.js';
import { historyCoverOn, policyHistories, type PolicyEventRow } from '../policies/index.js';

/**
 * Claims: cover on the day of the event, the date rules and what is left of the HealthCash limits
 * (docs/business-rules.md, 'Claims'). Filing, the answers and the decisions read them from here.
 */

/** 'Accidents and emergencies has nothing left to pay in this policy year.', the name said in the language. */
export const nothingLeft = (benefit: HtciBenefit) =>
  errorWords(claimCopy.nothingLeft, { benefit: { key: `claims.benefit.${benefit}` } });

/** A 422 with the reason on errors.<field>, changing nothing. */
export const refuse = (field: string, message: ErrorMessage) =>
  unprocessable(message, { [field]: [message] });

/**
 * Was this policy covering on the day of the event? The one place claims judge it (docs/business-
 * rules.md, 'Claims', 'When a claim can be made'), for the customer's claims and the next of kin's
 * alike: the domain's rule on the policy as it is now (claimCoverWasOn), then its history
 * (policy_events, issue 26): a day inside an earlier pause, lapse or cancellation that has since
 * ended was not covered. 'unknown' when the day is before the policy's history began: today's rule
 * lets it through and the claim shows the officer why it needs a look (cover_unconfirmed).
 */
export function policyCoveredOn(
  policy: typeof policies.$inferSelect,
  history: PolicyEventRow[] | undefined,
  eventDate: string,
): 'on' | 'off' | 'unknown' {
  const now = claimCoverWasOn(
    {
      status: policy.status,
      startDate: policy.startDate,
      nextPaymentDate: policy.nextPaymentDate,
      pausedOn: policy.pausedAt ? lagosDate(policy.pausedAt) : null,
      cancelledOn: policy.dateCancelled ? lagosDate(policy.dateCancelled) : null,
    },
    eventDate,
  );
  return now ? historyCoverOn(history, eventDate) : 'off';
}

/** The first of these policies whose cover was on (or not known to be off) that day, or undefined. */
export async function policyCoveringOn(
  db: DbOrTx,
  rows: (typeof policies.$inferSelect)[],
  eventDate: string,
) {
  const histories = await policyHistories(
    db,
    rows.map((p) => p.id),
  );
  return rows.find((p) => policyCoveredOn(p, histories.get(p.id), eventDate) !== 'off');
}

/**
 * Premiums are waived while income payments are being made (docs/business-rules.md, 'Claims',
 * 'Premiums waived during income payments'): each month of income approved (the first at approval,
 * each later one when the customer confirms they are still out of work) moves the income policy's
 * due date on a month through the billing code's own seam (`extendPolicy`), so the premium
 * collection does not charge it and the policy stays active. A cancelled or lapsed policy is left.
 */
export async function waiveIncomePremiumMonth(
  tx: DbOrTx,
  policyId: number,
  today: string,
  now: Date,
) {
  const [policy] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
  if (!policy || policy.productUid !== 'EI') return;
  if (
    policy.status !== 'active' &&
    !(policy.status === 'paused' && policy.pauseReason !== 'verification')
  ) {
    return;
  }
  await extendPolicy(tx, policy, 1, today, now, {
    by: { actor: 'system', job: 'claims.income-payments' },
    reason: 'premium_waived',
  });
}

/**
 * What is left of the HealthCash limits in the policy year of `eventDate` (docs/business-rules.md,
 * 'Claims', 'Limits per policy year'): each benefit's limit and the plan's in all, less what other
 * claims on the policy in that year were approved for (their payouts, cancelled ones aside).
 */
export async function htciLimitsFor(
  db: DbOrTx,
  policy: { id: number; startDate: string },
  eventDate: string,
  exceptClaimId?: number,
): Promise<{ year_from: string; year_to: string } & ClaimLimitsLeft> {
  const used = await htciPaymentsOfPolicies(db, [policy.id]);
  return htciLimitsOf(policy, eventDate, used, exceptClaimId);
}

export type HtciPayment = {
  policyId: number;
  claimId: number;
  dateOfLoss: string;
  benefit: string | null;
  amount: Kobo;
};

/** Every payout not cancelled of the claims on these policies, for htciLimitsOf. */
export function htciPaymentsOfPolicies(db: DbOrTx, policyIds: number[]): Promise<HtciPayment[]> {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      policyId: claims.policyId,
      claimId: claims.id,
      dateOfLoss: claims.dateOfLoss,
      benefit: claims.benefit,
      amount: payouts.amountKobo,
    })
    .from(payouts)
    .innerJoin(claims, eq(claims.id, payouts.claimId))
    .where(and(inArray(claims.policyId, [...new Set(policyIds)]), ne(payouts.status, 'cancelled')));
}

/**
 * What a HealthCash policy can still pay in the policy year of `eventDate`: the payouts of its
 * claims with an event in that year (all but `exceptClaimId`) against the limits.
 */
export function htciLimitsOf(
  policy: { id: number; startDate: string },
  eventDate: string,
  payments: HtciPayment[],
  exceptClaimId?: number,
): { year_from: string; year_to: string } & ClaimLimitsLeft {
  const year = policyYearOf(policy.startDate, eventDate);
  const used = payments.filter(
    (u) =>
      u.policyId === policy.id &&
      u.dateOfLoss >= year.from &&
      u.dateOfLoss < year.to &&
      u.claimId !== exceptClaimId,
  );
  const left = htciLimitsLeft(used.map((u) => ({ benefit: u.benefit ?? '', amount: u.amount })));
  return { year_from: year.from, year_to: year.to, ...left };
}

/** The policy the claim is made on: the customer's policy of the product whose cover was on that day. */
async function policyFor(
  db: DbOrTx,
  customerId: number,
  productUid: string,
  eventDate: string,
  field: string,
) {
  const rows = await db
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, customerId), eq(policies.productUid, productUid)))
    .orderBy(desc(policies.id));
  if (rows.length === 0) throw refuse('product_uid', claimServerCopy.noPolicy);
  const covered = await policyCoveringOn(db, rows, eventDate);
  if (!covered) throw refuse(field, claimCopy.noActivePolicy);
  return covered;
}

/**
 * The date rules, shared by filing and the wizard's eligibility check (docs/business-rules.md,
 * 'Claims', 'When a claim can be made'): not in the future, a policy whose cover was on that day,
 * and for income protection the 90-day waiting period. Answers the policy, or a 422 on the date.
 */
export async function policyOnDate(
  db: DbOrTx,
  customerId: number,
  productUid: ClaimedProductUid,
  eventDate: string,
  today: string,
) {
  const isIncome = productUid === 'EI';
  // The health plan's refund is judged on the day of the visit (the case's visit_date).
  const dateField = isIncome
    ? 'date_of_job_loss'
    : productUid === 'HI'
      ? 'visit_date'
      : 'date_of_event';
  if (eventDate > today) throw refuse(dateField, claimCopy.dateInFuture);
  const policy = await policyFor(db, customerId, productUid, eventDate, dateField);
  if (isIncome && !pastWaitingPeriod(policy.startDate, eventDate)) {
    const endsOn = waitingPeriodEndsOn(policy.startDate);
    throw refuse(
      dateField,
      errorWords(claimCopy.waitingPeriodNotOver, { endsOn: new Date(`${endsOn}T12:00:00Z`) }),
    );
  }
  return policy;
}

/** GET /local/customers/{id}/claims/eligibility: the date rules before anything is uploaded. */
export async function claimEligibility(
  deps: Pick<AppContext, 'database' | 'now'>,
  customerId: number,
  query: ClaimEligibilityQuery,
) {
  const { db } = deps.database;
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound();
  if (!customer.haveCompletedKyc) throw refuse('product_uid', claimCopy.kycRequired);
  const policy = await policyOnDate(
    db,
    customerId,
    query.product_uid,
    query.date,
    lagosDate(deps.now()),
  );
  const unpaid = heldForPremiumDue(policy, query.date);
  // The same event, told at the date step (issue 38 item 3), when the benefit is known.
  const benefitKey = query.product_uid === 'EI' ? 'income' : query.benefit;
  const followUp = benefitKey
    ? await sameEventRule(db, policy.id, benefitKey, query.product_uid, query.date)
    : null;
  return {
    eligible: true as const,
    policy_number: policy.policyNumber,
    waiting_period_ends_on:
      query.product_uid === 'EI' ? waitingPeriodEndsOn(policy.startDate) : null,
    premium_unpaid_due_on: unpaid,
    follow_up_of: followUp?.claimNumber ?? null,
    notice: unpaid
      ? heldForPremiumCopy.beforeFiling(formatCalendarDate(unpaid))
      : followUp
        ? claimCopy.followUp(followUp.claimNumber)
        : null,
  };
}

/**
 * One claim per policy, benefit and event, with one exception (docs/business-rules.md, 'Claims',
 * 'A further bill for the same event'; issue 38 item 3), shared by the date step and filing: an
 * open claim for the benefit is refused (the customer adds to it when asked); an earlier claim for
 * the same day is refused for income protection and when it was rejected; a HealthCash claim for an
 * event already claimed and settled (paid or closed) is a further bill, linked to that claim (what is
 * left of the benefit and the evidence's hash are checked as for any claim). Answers the earlier
 * claim a further bill links to, or null.
 */
export async function sameEventRule(
  db: DbOrTx,
  policyId: number,
  benefitKey: string,
  productUid: 'EI' | 'HTCI',
  eventDate: string,
): Promise<{ id: number; claimNumber: string } | null> {
  const isIncome = productUid === 'EI';
  const earlier = await db
    .select({
      id: claims.id,
      status: claims.status,
      claimNumber: claims.claimNumber,
      dateOfLoss: claims.dateOfLoss,
    })
    .from(claims)
    .where(and(eq(claims.policyId, policyId), eq(claims.benefitKey, benefitKey)))
    .orderBy(asc(claims.id));
  if (earlier.some((c) => isOpenClaim(c.status))) {
    throw refuse(isIncome ? 'product_uid' : 'benefit', claimCopy.alreadyOpen);
  }
  const sameEvent = earlier.filter((c) => c.dateOfLoss === eventDate);
  if (sameEvent.length === 0) return null;
  const first = sameEvent[0]!;
  const dateField = isIncome ? 'date_of_job_loss' : 'date_of_event';
  if (isIncome || sameEvent.some((c) => c.status === 'rejected')) {
    throw refuse(dateField, errorWords(claimCopy.sameEvent, { claimNumber: first.claimNumber }));
  }
  return { id: first.id, claimNumber: first.claimNumber };
}

/**
 * Before filing: what the customer's HealthCash policy can still pay in the policy year of `date`
 * (today when not given). 404 without a HealthCash policy.
 */
export async function claimLimits(
  deps: Pick<AppContext, 'database' | 'now'>,
  customerId: number,
  date?: string,
) {
  const { db } = deps.database;
  const day = date ?? lagosDate(deps.now());
  const rows = await db
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, customerId), eq(policies.productUid, 'HTCI')))
    .orderBy(desc(policies.id));
  const policy = (await policyCoveringOn(db, rows, day)) ?? rows[0];
  if (!policy) throw notFound(claimServerCopy.noPolicy);
  return {
    policy_number: policy.policyNumber,
    ...claimLimitsInNaira(await htciLimitsFor(db, policy, day)),
  };
}

/**
 * What the health plan had left for the care a member paid a hospital for (issue 39 item 6;
 * docs/business-rules.md, 'Asked to pay at the hospital'): the benefit's monthly limit ('The health
 * plan at the hospital') in the month of the visit, less the approved pre-authorisations of that
 * benefit that month and the refunds (payouts not cancelled) of other refund claims for the same care
 * that month. `leftKobo` is null when the benefit has no money limit (primary care, paid by
 * capitation); `available` is false when the plan did not cover that care on the day (ante-natal
 * before its 12 months).
 */
export async function hospitalRefundLeft(
  db: DbOrTx,
  policy: { id: number; startDate: string },
  care: HealthBenefit,
  visitDate: string,
  exceptClaimId?: number,
): Promise<{ available: boolean; leftKobo: Kobo | null }> {
  const available = benefitsLeft(policy.startDate, visitDate, {}).find(
    (b) => b.benefit === care,
  )!.available;
  const limit = HEALTH_BENEFIT_RULES[care].monthlyLimitKobo;
  if (limit === null) return { available, leftKobo: null };
  const month = monthOf(visitDate);
  const preauthorised = (await usedByBenefit(db, policy.id, month))[care] ?? 0;
  const [refunded] = await db
    .select({ kobo: sql<string | null>`sum(${payouts.amountKobo})` })
    .from(payouts)
    .innerJoin(claims, eq(claims.id, payouts.claimId))
    .innerJoin(askedToPayCases, eq(askedToPayCases.claimId, claims.id))
    .where(
      and(
        eq(claims.policyId, policy.id),
        eq(claims.benefit, HOSPITAL_REFUND.benefit),
        eq(askedToPayCases.care, care),
        gte(claims.dateOfLoss, `${month}-01`),
        lt(claims.dateOfLoss, addMonths(`${month}-01`, 1)),
        ne(payouts.status, 'cancelled'),
        exceptClaimId === undefined ? undefined : ne(claims.id, exceptClaimId),
      ),
    );
  const left = limit - preauthorised - Number(refunded?.kobo ?? 0);
  return { available, leftKobo: kobo(Math.max(0, left)) };
}

/** hospitalRefundLeft for a refund claim already filed (its case's care), this claim's own payouts aside. */
export async function hospitalRefundLeftOfClaim(
  db: DbOrTx,
  claim: { id: number; dateOfLoss: string },
  policy: { id: number; startDate: string },
): Promise<Kobo | null> {
  const filedFrom = await caseOfClaim(db, claim.id);
  if (!filedFrom?.care) return null;
  return (await hospitalRefundLeft(db, policy, filedFrom.care, claim.dateOfLoss, claim.id))
    .leftKobo;
}
