import { randomBytes } from 'node:crypto';
import {
  heldForPremiumCopy,
  heldForPremiumDue,
  stillHeldForPremium,
  addDays,
  CLAIM_STATUS_LABELS,
  claimCopy,
  claimCoverWasOn,
  addMonths,
  decisionDueBy,
  EI_CLAIM_REASONS,
  EI_NEW_CLAIM_GAP_MONTHS,
  EI_CONFIRMATION_DAYS,
  EI_CONFIRMATION_LEAD_DAYS,
  eiMonthlyPayouts,
  formatCalendarDate,
  formatLongDate,
  claimLimitsInNaira,
  formatKobo,
  kobo,
  koboToNaira,
  koboToNairaOrNull,
  nairaToKobo,
  type Kobo,
  HTCI_BENEFITS,
  htciLimitsLeft,
  htciPayoutAmount,
  isLate,
  isLateNotice,
  isOpenClaim,
  OPEN_CLAIM_STATUSES,
  lagosDate,
  paymentDueBy,
  pastWaitingPeriod,
  policyYearOf,
  statutoryDueBy,
  waitingPeriodEndsOn,
  type ClaimBankAccountBody,
  type ClaimBodyParsed,
  type ClaimEligibilityQuery,
  CLAIM_REJECTION_CODES,
  CLAIM_REJECTION_LABELS,
  type ClaimDecision,
  type ClaimRejectionCode,
  type ClaimLimitsLeft,
  type ClaimStatus,
  PRODUCT_LINES,
} from '@alaafia/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  claimDocuments,
  claimEvents,
  claims,
  customers,
  payouts,
  policies,
  uploads,
} from '../../../db/schema/index.js';
import { conflict, forbidden, notFound, unprocessable } from '../../../lib/http-errors.js';
import {
  afterKey,
  decodeCursor,
  exactTime,
  exactTimeSchema,
  keysetPage,
} from '../../../lib/paging.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { findBankByCode } from '../../platform/reference/index.js';
import { endCoverOnDeath, extendPolicy } from '../policies/index.js';
import { historyCoverOn, policyHistories, type PolicyEventRow } from '../policies/index.js';
import { namesMatch } from '../../../lib/name-match.js';
import { notify } from '../../platform/messaging/index.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import { findOwnUploadByUrl } from '../../platform/uploads/index.js';
import { moveClaim, readableDue, type ClaimRow } from './claim-moves.js';
import { cancelRemainingPayouts, movePayout } from './payouts.js';
import { eiPlanOf, syncClaimReserve } from './claim-reserve.js';
import { dueOfClaim, refreshClaimDueBy } from './claim-due.js';

/**
 * Account checks from the claim wizard per customer and day: each shows whether a number is in the
 * customer's name, so they are limited like the identity check's own (docs/business-rules.md, 'Claims').
 */
export const claimAccountCheckLimit: RateLimitRule = {
  name: 'claims:account:customer',
  limit: 20,
  windowMs: 24 * 60 * 60_000,
};

/** A 422 with the reason on errors.<field>, changing nothing. */
const refuse = (field: string, message: string) => unprocessable(message, { [field]: [message] });

export const claimServerCopy = {
  noPolicy: 'You have no policy for this product to claim on.',
  unknownBank: 'Please select your bank',
  accountNotFound: claimCopy.bankNotFound,
  providerDown:
    'We could not check this bank account right now. Please try again in a few minutes.',
  notYourClaim: 'This claim is not yours.',
  amountRequired: 'Say how much to pay (what the evidence shows, in naira).',
} as const;

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
 * Two filings at once: was it a unique index that refused the insert? Drizzle wraps the driver's
 * error (node-postgres' and PGlite's `code` 23505 is on `cause`), so the whole chain is read.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
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

export function claimNumberOf(now: Date): string {
  return `CLM-${lagosDate(now).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
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

type HtciPayment = {
  policyId: number;
  claimId: number;
  dateOfLoss: string;
  benefit: string | null;
  amount: Kobo;
};

/** Every payout not cancelled of the claims on these policies, for htciLimitsOf. */
function htciPaymentsOfPolicies(db: DbOrTx, policyIds: number[]): Promise<HtciPayment[]> {
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
function htciLimitsOf(
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

/** Rows grouped by a key, in their order (a page's rows read in one query, shared out). */
function groupBy<R, K>(rows: R[], keyOf: (row: R) => K): Map<K, R[]> {
  const map = new Map<K, R[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row)) ?? [];
    list.push(row);
    map.set(keyOf(row), list);
  }
  return map;
}

/** The customer's answer for a claim: its timeline, its payouts and its clock. */
export async function claimAnswer(db: DbOrTx, claim: ClaimRow, now: Date) {
  return (await claimAnswers(db, [claim], now))[0]!;
}

/**
 * The answers for several claims, in their order, with one query per kind of row for all of them
 * (issue 29: one set of queries per claim made the back office's queue grow with its page).
 */
export async function claimAnswers(db: DbOrTx, list: ClaimRow[], now: Date) {
  if (list.length === 0) return [];
  const ids = list.map((c) => c.id);
  const [events, payoutRows, docs, policyRows] = await Promise.all([
    db
      .select()
      .from(claimEvents)
      .where(inArray(claimEvents.claimId, ids))
      .orderBy(asc(claimEvents.id)),
    db
      .select()
      .from(payouts)
      .where(inArray(payouts.claimId, ids))
      .orderBy(asc(payouts.sequence), asc(payouts.id)),
    db
      .select({ claimId: claimDocuments.claimId, upload: uploads })
      .from(claimDocuments)
      .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
      .where(inArray(claimDocuments.claimId, ids))
      .orderBy(asc(claimDocuments.id)),
    db
      .select({
        id: policies.id,
        policyNumber: policies.policyNumber,
        startDate: policies.startDate,
        nextPaymentDate: policies.nextPaymentDate,
      })
      .from(policies)
      .where(inArray(policies.id, [...new Set(list.map((c) => c.policyId))])),
  ]);
  const policyOf = new Map(policyRows.map((p) => [p.id, p]));
  const htciPolicies = list.filter((c) => c.productUid === 'HTCI').map((c) => c.policyId);
  const htciPayments = await htciPaymentsOfPolicies(
    db,
    htciPolicies.filter((id) => policyOf.has(id)),
  );
  const eventsOf = groupBy(events, (e) => e.claimId);
  const payoutsOf = groupBy(payoutRows, (p) => p.claimId);
  const docsOf = groupBy(docs, (d) => d.claimId);
  return list.map((claim) =>
    oneClaimAnswer(claim, now, {
      events: eventsOf.get(claim.id) ?? [],
      rows: payoutsOf.get(claim.id) ?? [],
      docs: docsOf.get(claim.id) ?? [],
      policy: policyOf.get(claim.policyId),
      htciPayments,
    }),
  );
}

function oneClaimAnswer(
  claim: ClaimRow,
  now: Date,
  read: {
    events: (typeof claimEvents.$inferSelect)[];
    rows: (typeof payouts.$inferSelect)[];
    docs: { upload: typeof uploads.$inferSelect }[];
    policy:
      | { id: number; policyNumber: string; startDate: string; nextPaymentDate: string | null }
      | undefined;
    htciPayments: HtciPayment[];
  },
) {
  const { events, rows, docs, policy } = read;
  const limits =
    claim.productUid === 'HTCI' && policy
      ? htciLimitsOf(policy, claim.dateOfLoss, read.htciPayments, claim.id)
      : null;
  const status = claim.status;
  const due = dueOfClaim(claim, rows);
  const waiting = rows.find((p) => p.confirmationRequestedAt && p.confirmed === null);
  return {
    id: claim.id,
    claim_number: claim.claimNumber,
    product_uid: claim.productUid as 'EI' | 'HTCI',
    policy_number: policy?.policyNumber ?? '',
    status,
    status_label: CLAIM_STATUS_LABELS[status],
    reason: (claim.reason ?? null) as keyof typeof EI_CLAIM_REASONS | null,
    benefit: (claim.benefit ?? null) as keyof typeof HTCI_BENEFITS | null,
    date_of_loss: claim.dateOfLoss,
    amount_claimed: koboToNairaOrNull(claim.amountClaimedKobo),
    amount_approved: koboToNairaOrNull(claim.amountApprovedKobo),
    description: claim.description,
    documents: docs.map((d) => `/api/local/uploads/${d.upload.token}`),
    bank: {
      bank_code: claim.bankCode,
      account_number: `******${claim.accountLast4}`,
      account_name: claim.accountName,
    },
    timeline: events.map((e) => ({
      status: e.status,
      label: CLAIM_STATUS_LABELS[e.status],
      at: e.at.toISOString(),
      by: e.actor as 'customer' | 'claims_officer' | 'system',
      note: e.note,
    })),
    payouts: rows.map((p) => ({
      id: p.id,
      sequence: p.sequence,
      due_date: p.dueDate,
      amount: koboToNaira(p.amountKobo),
      status: p.status,
      paid_at: p.paidAt?.toISOString() ?? null,
      confirmed: p.confirmed,
    })),
    due_for: due.due_for,
    due_by: due.due_by,
    late: isLate(due.due_by, now),
    statutory_due_by: statutoryDueBy(claim.createdAt),
    premium_unpaid_due_on:
      policy && stillHeldForPremium(claim.heldForPremiumDue, policy.nextPaymentDate)
        ? claim.heldForPremiumDue
        : null,
    confirmation_due_by: waiting?.confirmationRequestedAt
      ? new Date(
          waiting.confirmationRequestedAt.getTime() + EI_CONFIRMATION_DAYS * 86_400_000,
        ).toISOString()
      : null,
    limits_left: limits && claimLimitsInNaira(limits),
    created_at: claim.createdAt.toISOString(),
  };
}
export type ClaimAnswer = Awaited<ReturnType<typeof claimAnswer>>;

export function createClaimsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function ownClaim(customerId: number, claimId: number): Promise<ClaimRow> {
    const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
    if (!claim) throw notFound();
    if (claim.customerId !== customerId) throw forbidden(claimServerCopy.notYourClaim);
    return claim;
  }

  /** The policy the claim is made on: the customer's policy of the product whose cover was on that day. */
  async function policyFor(
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
  async function policyOnDate(
    customerId: number,
    productUid: 'EI' | 'HTCI',
    eventDate: string,
    today: string,
  ) {
    const isIncome = productUid === 'EI';
    const dateField = isIncome ? 'date_of_job_loss' : 'date_of_event';
    if (eventDate > today) throw refuse(dateField, claimCopy.dateInFuture);
    const policy = await policyFor(customerId, productUid, eventDate, dateField);
    if (isIncome && !pastWaitingPeriod(policy.startDate, eventDate)) {
      throw refuse(
        dateField,
        claimCopy.waitingPeriodNotOver(formatCalendarDate(waitingPeriodEndsOn(policy.startDate))),
      );
    }
    return policy;
  }

  /** GET /local/customers/{id}/claims/eligibility: the date rules before anything is uploaded. */
  async function eligibility(customerId: number, query: ClaimEligibilityQuery) {
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) throw notFound();
    if (!customer.haveCompletedKyc) throw refuse('product_uid', claimCopy.kycRequired);
    const policy = await policyOnDate(
      customerId,
      query.product_uid,
      query.date,
      lagosDate(ctx.now()),
    );
    const unpaid = heldForPremiumDue(policy, query.date);
    return {
      eligible: true as const,
      policy_number: policy.policyNumber,
      waiting_period_ends_on:
        query.product_uid === 'EI' ? waitingPeriodEndsOn(policy.startDate) : null,
      premium_unpaid_due_on: unpaid,
      notice: unpaid ? heldForPremiumCopy.beforeFiling(formatCalendarDate(unpaid)) : null,
    };
  }

  /**
   * POST /local/customers/{id}/claims/bank-account: the payout account confirmed as the customer
   * types it (issue 30), by filing's own check; limited per customer, as each is a look-up of whose
   * account a number is (docs/business-rules.md, 'Claims').
   */
  async function confirmBankAccount(customerId: number, body: ClaimBankAccountBody) {
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) throw notFound();
    await ctx.rateLimiter.consume(claimAccountCheckLimit, String(customerId));
    const accountName = await checkBankAccount(customer, body.bank_code, body.account_number);
    return { account_name: accountName ?? `${customer.firstName} ${customer.lastName}`.trim() };
  }

  /** The payout account must be in the customer's verified name (the identity provider's account look-up). */
  async function checkBankAccount(
    customer: typeof customers.$inferSelect,
    bankCode: string,
    accountNumber: string,
  ): Promise<string | null> {
    const bank = await findBankByCode(db, bankCode);
    if (!bank) throw refuse('bank_code', claimServerCopy.unknownBank);
    let result;
    try {
      result = await ctx.identity.lookup({
        type: 'account_number',
        value: accountNumber,
        bankCode: bank.code,
        applicant: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          phoneNumber: customer.phoneNumber,
        },
      });
    } catch {
      throw unprocessable(claimServerCopy.providerDown, {
        account_number: [claimServerCopy.providerDown],
      });
    }
    if (result.outcome === 'not_found') throw refuse('account_number', claimCopy.bankNotFound);
    if (result.outcome === 'name_mismatch' || !namesMatch(customer, result.identity)) {
      throw refuse('account_number', claimCopy.bankNameMismatch);
    }
    return (
      result.identity.fullName ?? `${result.identity.firstName} ${result.identity.lastName}`.trim()
    );
  }

  /** POST /local/customers/{id}/claims. */
  async function file(customerId: number, body: ClaimBodyParsed): Promise<ClaimAnswer> {
    const now = ctx.now();
    const today = lagosDate(now);
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) throw notFound();

    // docs/business-rules.md, 'Claims': a verified customer; death is the next of kin's to claim.
    if (!customer.haveCompletedKyc) throw refuse('product_uid', claimCopy.kycRequired);
    if (body.product_uid === 'HTCI' && body.benefit === 'accidental_death') {
      throw refuse('benefit', claimCopy.nextOfKinOnly);
    }
    const isIncome = body.product_uid === 'EI';
    const dateField = isIncome ? 'date_of_job_loss' : 'date_of_event';
    const eventDate = isIncome ? body.date_of_job_loss : body.date_of_event;
    if (isIncome && !EI_CLAIM_REASONS[body.reason].covered) {
      throw refuse('reason', EI_CLAIM_REASONS[body.reason].explanation);
    }
    const policy = await policyOnDate(customerId, body.product_uid, eventDate, today);
    if (isIncome && body.notice_before_purchase) {
      throw refuse('notice_before_purchase', claimCopy.noticeBeforePurchase);
    }
    const benefitKey = isIncome ? 'income' : body.benefit;
    const openField = isIncome ? 'product_uid' : 'benefit';
    const earlier = await db
      .select({
        id: claims.id,
        status: claims.status,
        claimNumber: claims.claimNumber,
        dateOfLoss: claims.dateOfLoss,
      })
      .from(claims)
      .where(and(eq(claims.policyId, policy.id), eq(claims.benefitKey, benefitKey)));
    if (earlier.some((c) => isOpenClaim(c.status))) {
      throw refuse(openField, claimCopy.alreadyOpen);
    }
    // Two claims for the same benefit and date of event are one claim (issue 25).
    const sameEvent = earlier.find((c) => c.dateOfLoss === eventDate);
    if (sameEvent) throw refuse(dateField, claimCopy.sameEvent(sameEvent.claimNumber));
    if (isIncome) {
      // No new income claim within 6 months of the last payment of an earlier one.
      const [last] = await db
        .select({ paidAt: payouts.paidAt })
        .from(payouts)
        .innerJoin(claims, eq(claims.id, payouts.claimId))
        .where(
          and(
            eq(claims.customerId, customerId),
            eq(claims.productUid, 'EI'),
            eq(payouts.status, 'paid'),
            isNotNull(payouts.paidAt),
          ),
        )
        .orderBy(desc(payouts.paidAt))
        .limit(1);
      const from = last?.paidAt ? addMonths(lagosDate(last.paidAt), EI_NEW_CLAIM_GAP_MONTHS) : null;
      if (from && today < from) {
        throw refuse('product_uid', claimCopy.eiTooSoon(formatCalendarDate(from)));
      }
    } else {
      // The limits are per policy year, across all claims: a benefit with nothing left is refused
      // (more than is left is taken, and the officer can approve at most what is left).
      const left = (await htciLimitsFor(db, policy, eventDate)).benefits[body.benefit].left;
      if (left <= 0) {
        throw refuse('benefit', claimCopy.nothingLeft(HTCI_BENEFITS[body.benefit].label));
      }
    }
    const docs: (typeof uploads.$inferSelect)[] = [];
    for (const [i, url] of body.documents.entries()) {
      const upload = await findOwnUploadByUrl(db, customerId, url, 'claim_document');
      if (!upload) {
        throw unprocessable(claimCopy.documentNotFound, {
          documents: [claimCopy.documentNotFound],
          [`documents.${i}`]: [claimCopy.documentNotFound],
        });
      }
      docs.push(upload);
    }
    const accountName = await checkBankAccount(customer, body.bank_code, body.account_number);

    return db.transaction(async (tx) => {
      let claim: ClaimRow | undefined;
      try {
        [claim] = await tx
          .insert(claims)
          .values({
            claimNumber: claimNumberOf(now),
            customerId,
            policyId: policy.id,
            productUid: body.product_uid,
            reason: isIncome ? body.reason : null,
            benefit: isIncome ? null : body.benefit,
            benefitKey,
            dateOfLoss: eventDate,
            amountClaimedKobo: isIncome ? null : nairaToKobo(body.amount_claimed),
            noticeBeforePurchase: isIncome ? body.notice_before_purchase : null,
            description: body.description ?? null,
            status: 'submitted',
            bankCode: body.bank_code,
            accountNumberEnc: ctx.cipher.encrypt(body.account_number),
            accountLast4: body.account_number.slice(-4),
            accountName,
            completeOn: today,
            heldForPremiumDue: heldForPremiumDue(policy, eventDate),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      } catch (error) {
        // Two submits at once: the one-open-claim index lets one through.
        if (isUniqueViolation(error)) {
          throw refuse(openField, claimCopy.alreadyOpen);
        }
        throw error;
      }
      const row = claim!;
      // Filed complete: the decision clock starts (the queue's stored due time, claim-due.ts).
      row.dueBy = (await refreshClaimDueBy(tx, [row.id])).dueBy.get(row.id) ?? null;
      // Notified: its case reserve is set (claim-reserve.ts).
      await syncClaimReserve(tx, row.id, now, 'notified');
      for (const d of [...new Map(docs.map((x) => [x.id, x])).values()]) {
        await tx.insert(claimDocuments).values({ claimId: row.id, uploadId: d.id, createdAt: now });
      }
      const [event] = await tx
        .insert(claimEvents)
        .values({ claimId: row.id, status: 'submitted', actor: 'customer', at: now })
        .returning({ id: claimEvents.id });
      await notify(tx, {
        customerId,
        event: 'claim.submitted',
        key: `claim:${row.id}:submitted:${event!.id}`,
        params: {
          claimNumber: row.claimNumber,
          product: PRODUCT_LINES[isIncome ? 'EI' : 'HTCI'],
          dueDate: readableDue(decisionDueBy(today)),
        },
        at: now,
      });
      return claimAnswer(tx, row, now);
    });
  }

  async function list(customerId: number) {
    const rows = await db
      .select()
      .from(claims)
      .where(eq(claims.customerId, customerId))
      .orderBy(desc(claims.id));
    const now = ctx.now();
    return claimAnswers(db, rows, now);
  }

  async function get(customerId: number, claimId: number) {
    return claimAnswer(db, await ownClaim(customerId, claimId), ctx.now());
  }

  /** The customer answers a request for information: more documents and/or a note; back in review. */
  async function addInformation(
    customerId: number,
    claimId: number,
    body: { documents?: string[] | undefined; note?: string | undefined },
  ) {
    const claim = await ownClaim(customerId, claimId);
    if (claim.status !== 'info_requested') throw conflict(claimCopy.notYourMove);
    if (!body.documents?.length && !body.note) {
      throw refuse('documents', claimCopy.documentsRequired);
    }
    const docs: (typeof uploads.$inferSelect)[] = [];
    for (const url of body.documents ?? []) {
      const upload = await findOwnUploadByUrl(db, customerId, url, 'claim_document');
      if (!upload) throw refuse('documents', claimCopy.documentNotFound);
      docs.push(upload);
    }
    const now = ctx.now();
    return db.transaction(async (tx) => {
      for (const d of docs) {
        await tx
          .insert(claimDocuments)
          .values({ claimId, uploadId: d.id, createdAt: now })
          .onConflictDoNothing();
      }
      const today = lagosDate(now);
      const moved = await moveClaim(tx, claim, 'in_review', {
        actor: 'customer',
        now,
        note: body.note ?? 'Information added.',
        set: { completeOn: today },
        message: { dueDate: readableDue(decisionDueBy(today)) },
      });
      return claimAnswer(tx, moved, now);
    });
  }

  /**
   * Income protection continuation: before each later payment the customer says whether they are
   * still out of work. Yes: the payment goes to finance for approval. No: the payments stop and the
   * claim is closed.
   */
  async function confirm(customerId: number, claimId: number, stillUnemployed: boolean) {
    const claim = await ownClaim(customerId, claimId);
    const now = ctx.now();
    const today = lagosDate(now);
    if (claim.productUid !== 'EI' || !['approved', 'paying'].includes(claim.status)) {
      throw refuse('still_unemployed', claimCopy.confirmNotDue);
    }
    const [next] = await db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.claimId, claimId),
          eq(payouts.status, 'scheduled'),
          isNull(payouts.confirmed),
        ),
      )
      .orderBy(asc(payouts.sequence))
      .limit(1);
    if (
      !next ||
      (!next.confirmationRequestedAt && addDays(next.dueDate, -EI_CONFIRMATION_LEAD_DAYS) > today)
    ) {
      throw refuse('still_unemployed', claimCopy.confirmNotDue);
    }
    return db.transaction(async (tx) => {
      const answer = {
        confirmed: stillUnemployed,
        confirmedAt: now,
        confirmationRequestedAt: next.confirmationRequestedAt ?? now,
      };
      // Still out of work: the month goes before finance (PAYOUT_MOVES); otherwise only the answer
      // is kept and what is left is cancelled below.
      const [answered] = stillUnemployed
        ? [await movePayout(tx, next, 'awaiting_approval', now, answer, isNull(payouts.confirmed))]
        : await tx
            .update(payouts)
            .set({ ...answer, updatedAt: now })
            .where(and(eq(payouts.id, next.id), isNull(payouts.confirmed)))
            .returning();
      if (!answered) throw conflict(claimCopy.notYourMove);
      // A later month of income confirmed: that month's premium is waived too (the first was at approval).
      if (stillUnemployed && answered.sequence > 1) {
        await waiveIncomePremiumMonth(tx, claim.policyId, today, now);
      }
      let row = claim;
      if (!stillUnemployed) {
        await cancelRemainingPayouts(tx, claimId, now, 'The customer is in work again.');
        row = await moveClaim(tx, claim, 'closed', {
          actor: 'customer',
          now,
          note: 'You told us you have a job again, so the payments stop. Congratulations.',
          message: {
            reason: 'you told us you have a job again, so the payments stop. Congratulations.',
          },
        });
      }
      return claimAnswer(tx, row, now);
    });
  }

  /**
   * Before filing: what the customer's HealthCash policy can still pay in the policy year of `date`
   * (today when not given). 404 without a HealthCash policy.
   */
  async function limits(customerId: number, date?: string) {
    const day = date ?? lagosDate(ctx.now());
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

  return {
    file,
    list,
    get,
    addInformation,
    confirm,
    ownClaim,
    limits,
    eligibility,
    confirmBankAccount,
  };
}

/** A claim in one of these states waits for nobody (the queue lists them after the open ones). */
const SETTLED_CLAIM_STATUSES: ClaimStatus[] = ['paid', 'rejected', 'closed'];

/**
 * Where a claim stands in the queue's order: an open one by its stored due time (none: after those
 * with one), then filing time and id, the times as the database's text (exactTime); a settled one
 * by id, after every open one.
 */
const claimsCursor = z.union([
  z.tuple([z.literal('open'), exactTimeSchema.nullable(), exactTimeSchema, z.number().int()]),
  z.tuple([z.literal('settled'), z.number().int()]),
]);
type ClaimsKey = z.infer<typeof claimsCursor>;

/**
 * The open claims' order, as claims_open_due_idx has it (migration 0047): no due time sorts as
 * 'infinity', after every due time, so one row comparison pages through both.
 */
const dueOrNever = sql`coalesce(${claims.dueBy}, 'infinity'::timestamptz)`;

/** The back office: the queue sorted by what is due, a claim with its evidence, and the decision. */
export function createClaimsAdmin(ctx: AppContext) {
  const { db } = ctx.database;

  async function adminAnswer(tx: DbOrTx, claim: ClaimRow) {
    return (await adminAnswers(tx, [claim]))[0]!;
  }

  /** The back office's answers for a page of claims: each kind of row read once for the page. */
  async function adminAnswers(tx: DbOrTx, list: ClaimRow[]) {
    if (list.length === 0) return [];
    const ids = list.map((c) => c.id);
    const [bases, people, evidence, histories] = await Promise.all([
      claimAnswers(tx, list, ctx.now()),
      tx
        .select()
        .from(customers)
        .where(inArray(customers.id, [...new Set(list.map((c) => c.customerId))])),
      tx
        .select({ upload: uploads, link: claimDocuments })
        .from(claimDocuments)
        .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
        .where(inArray(claimDocuments.claimId, ids))
        .orderBy(asc(claimDocuments.id)),
      policyHistories(tx, [...new Set(list.map((c) => c.policyId))]),
    ]);
    // The same file (by its content's hash) already used in another claim: flagged, with a link.
    const hashes = [
      ...new Set(evidence.flatMap((e) => (e.upload.contentSha256 ? [e.upload.contentSha256] : []))),
    ];
    const withHashes =
      hashes.length === 0
        ? []
        : await tx
            .select({
              hash: uploads.contentSha256,
              claimId: claims.id,
              claimNumber: claims.claimNumber,
            })
            .from(claimDocuments)
            .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
            .innerJoin(claims, eq(claims.id, claimDocuments.claimId))
            .where(inArray(uploads.contentSha256, hashes))
            .orderBy(asc(claims.id));
    const customerOf = new Map(people.map((c) => [c.id, c]));
    const evidenceOf = groupBy(evidence, (e) => e.link.claimId);
    return list.map((claim, i) => {
      const base = bases[i]!;
      const customer = customerOf.get(claim.customerId);
      const own = evidenceOf.get(claim.id) ?? [];
      const elsewhere = withHashes.filter((o) => o.claimId !== claim.id);
      const sharedFiles = own.flatMap((e) =>
        elsewhere
          .filter((o) => o.hash === e.upload.contentSha256)
          .filter((o, j, all) => all.findIndex((x) => x.claimId === o.claimId) === j)
          .map((o) => ({
            document_id: e.link.id,
            original_name: e.upload.originalName,
            claim_id: o.claimId,
            claim_number: o.claimNumber,
            url: `/admin/claims?claim=${o.claimId}`,
          })),
      );
      return {
        ...base,
        late_notice: isLateNotice(claim.dateOfLoss, lagosDate(claim.createdAt)),
        cover_unconfirmed:
          historyCoverOn(histories.get(claim.policyId), claim.dateOfLoss) === 'unknown',
        notice_before_purchase: claim.noticeBeforePurchase,
        shared_files: sharedFiles,
        customer: {
          id: claim.customerId,
          name:
            claim.claimantName ?? `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(),
          email: customer?.email ?? null,
          phone: claim.claimantPhone ?? customer?.phoneNumber ?? null,
        },
        evidence: own.map((e) => ({
          id: e.link.id,
          url: `/api/admin/claims/${claim.id}/documents/${e.link.id}`,
          original_name: e.upload.originalName,
          content_type: e.upload.contentType,
          size: e.upload.size,
        })),
        decided_by: claim.decidedBy,
        rejection_code: claim.rejectionCode,
        sla_alerted: claim.slaAlertedAt !== null,
      };
    });
  }

  /**
   * The queue, a keyset page at a time (issue 29; docs/performance.md, 'A million customers'). First
   * the open claims by what is due first (late ones are the earliest), then those with no clock
   * running, oldest first: in SQL by the stored due time (`due_by`, kept by refreshClaimDueBy with
   * the domain's claimDue) on the partial index claims_open_due_idx. Then the settled ones (paid,
   * rejected, closed: with the oldest first whatever their state, a million customers' settled
   * claims filled the list and pushed the due ones off it), in filing order by keyset on the id.
   */
  async function list(
    status: ClaimStatus | undefined,
    page: { cursor?: string | undefined; limit: number },
  ) {
    const after = page.cursor ? decodeCursor('claims', page.cursor, claimsCursor) : null;
    const settledOnly = status !== undefined && SETTLED_CLAIM_STATUSES.includes(status);
    const openOnly = status !== undefined && !settledOnly;
    const picked: { id: number; key: ClaimsKey }[] = [];
    if (!settledOnly && after?.[0] !== 'settled') {
      const open = await db
        .select({
          id: claims.id,
          dueBy: sql<string | null>`${claims.dueBy}::text`,
          createdAt: exactTime(claims.createdAt),
        })
        .from(claims)
        .where(
          and(
            // The index's own condition (its partial WHERE), then the one state asked for.
            inArray(claims.status, [...OPEN_CLAIM_STATUSES]),
            status ? eq(claims.status, status) : undefined,
            after?.[0] === 'open'
              ? afterKey(
                  [dueOrNever, claims.createdAt, claims.id],
                  [after[1] ?? 'infinity', after[2], after[3]],
                )
              : undefined,
          ),
        )
        .orderBy(dueOrNever, asc(claims.createdAt), asc(claims.id))
        .limit(page.limit + 1);
      picked.push(
        ...open.map((c) => ({
          id: c.id,
          key: ['open', c.dueBy, c.createdAt, c.id] as ClaimsKey,
        })),
      );
    }
    if (!openOnly && picked.length <= page.limit) {
      const settled = await db
        .select({ id: claims.id })
        .from(claims)
        .where(
          and(
            status ? eq(claims.status, status) : inArray(claims.status, SETTLED_CLAIM_STATUSES),
            after?.[0] === 'settled' ? gt(claims.id, after[1]) : undefined,
          ),
        )
        .orderBy(asc(claims.id))
        .limit(page.limit + 1 - picked.length);
      picked.push(...settled.map((c) => ({ id: c.id, key: ['settled', c.id] as ClaimsKey })));
    }
    const { items, meta } = keysetPage('claims', picked, page.limit, (p) => p.key);
    const rows =
      items.length === 0
        ? []
        : await db
            .select()
            .from(claims)
            .where(
              inArray(
                claims.id,
                items.map((p) => p.id),
              ),
            );
    const byId = new Map(rows.map((c) => [c.id, c]));
    const inOrder = items.flatMap((p) => (byId.has(p.id) ? [byId.get(p.id)!] : []));
    return { data: await adminAnswers(db, inOrder), meta };
  }

  async function get(claimId: number) {
    const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
    if (!claim) throw notFound();
    return adminAnswer(db, claim);
  }

  /** One piece of evidence, for the staff file route (the caller audits the view). */
  async function document(claimId: number, documentId: number) {
    const [row] = await db
      .select({ upload: uploads })
      .from(claimDocuments)
      .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
      .where(and(eq(claimDocuments.id, documentId), eq(claimDocuments.claimId, claimId)));
    if (!row) throw notFound();
    const stored = await ctx.storage.get(row.upload.storageKey);
    if (!stored) throw notFound();
    return {
      content: stored.content,
      contentType: row.upload.contentType,
      fileName: row.upload.originalName,
    };
  }

  /**
   * A claims officer decides: request_info (the clock stops until the customer answers), reject, or
   * approve (the payouts are scheduled, each waiting for a finance member other than this officer).
   * A claim still 'submitted' is taken into review first. Audited in the same transaction.
   */
  async function decide(
    staffId: number,
    actor: AuditActor,
    claimId: number,
    body: {
      decision: ClaimDecision;
      reason: string;
      amount?: number | undefined;
      rejection_code?: ClaimRejectionCode | undefined;
    },
  ) {
    const now = ctx.now();
    const today = lagosDate(now);
    const answer = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
      if (!found) throw notFound();
      let claim = found;
      const before = { status: claim.status };
      if (claim.status === 'submitted') {
        claim = await moveClaim(tx, claim, 'in_review', {
          actor: 'claims_officer',
          staffId,
          now,
          message: {
            dueDate: readableDue(claim.completeOn ? decisionDueBy(claim.completeOn) : null),
          },
        });
      }
      if (claim.status !== 'in_review') throw conflict(claimCopy.notYourMove);

      if (body.decision === 'request_info') {
        claim = await moveClaim(tx, claim, 'info_requested', {
          actor: 'claims_officer',
          staffId,
          now,
          note: body.reason,
          set: { completeOn: null },
          message: { reason: body.reason },
        });
      } else if (body.decision === 'reject') {
        claim = await moveClaim(tx, claim, 'rejected', {
          actor: 'claims_officer',
          staffId,
          now,
          note: body.reason,
          set: {
            decidedBy: staffId,
            decisionReason: body.reason,
            rejectionCode: body.rejection_code ?? 'other',
          },
          message: { reason: body.reason },
        });
      } else {
        const [policy] = await tx.select().from(policies).where(eq(policies.id, claim.policyId));
        let parts: { sequence: number; due_date: string; amount: Kobo }[];
        if (claim.productUid === 'EI') {
          parts = eiMonthlyPayouts(await eiPlanOf(tx, policy!), today);
        } else {
          const benefit = claim.benefit as keyof typeof HTCI_BENEFITS;
          // The officer types naira (the contract); the rules compare kobo.
          const typed = body.amount === undefined ? undefined : nairaToKobo(body.amount);
          if (typed !== undefined && typed > HTCI_BENEFITS[benefit].limitKobo) {
            throw refuse('amount', claimCopy.amountOverLimit);
          }
          // Never more than is left of the limit in the policy year, across all claims.
          const left = (await htciLimitsFor(tx, policy!, claim.dateOfLoss, claim.id)).benefits[
            benefit
          ].left;
          if (typed !== undefined && typed > left) {
            throw refuse('amount', claimCopy.overWhatIsLeft(formatKobo(left)));
          }
          const amount = kobo(
            Math.min(htciPayoutAmount(benefit, claim.amountClaimedKobo ?? kobo(0), typed), left),
          );
          if (amount <= 0) {
            throw refuse(
              'amount',
              left <= 0
                ? claimCopy.nothingLeft(HTCI_BENEFITS[benefit].label)
                : claimServerCopy.amountRequired,
            );
          }
          parts = [{ sequence: 1, due_date: today, amount }];
        }
        const total = kobo(parts.reduce((s, p) => s + p.amount, 0));
        // Income protection: the first payment too waits for the customer to confirm they are still
        // out of work (asked now), as later ones do (docs/business-rules.md, 'Income month by month').
        const income = claim.productUid === 'EI';
        const inserted = await tx
          .insert(payouts)
          .values(
            parts.map((p): typeof payouts.$inferInsert => ({
              claimId: claim.id,
              sequence: p.sequence,
              amountKobo: p.amount,
              dueDate: p.due_date,
              status: p.sequence === 1 && !income ? 'awaiting_approval' : 'scheduled',
              confirmationRequestedAt: p.sequence === 1 && income ? now : null,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: payouts.id, sequence: payouts.sequence, amount: payouts.amountKobo });
        const first = inserted.find((p) => p.sequence === 1);
        // A claim waiting for an unpaid premium (no premium, no cover) is not paid by a waiver of
        // that premium: the months are waived from the premium after it, once it is paid.
        if (income && !stillHeldForPremium(claim.heldForPremiumDue, policy!.nextPaymentDate))
          await waiveIncomePremiumMonth(tx, claim.policyId, today, now);
        if (income && first) {
          await notify(tx, {
            customerId: claim.customerId,
            event: 'claim.confirmation_requested',
            key: `payout:${first.id}:confirm`,
            params: {
              claimNumber: claim.claimNumber,
              amount: formatKobo(first.amount),
              answerBy: formatLongDate(new Date(now.getTime() + EI_CONFIRMATION_DAYS * 86_400_000)),
            },
            at: now,
          });
        }
        claim = await moveClaim(tx, claim, 'approved', {
          actor: 'claims_officer',
          staffId,
          now,
          note:
            parts.length > 1
              ? `${formatKobo(parts[0]!.amount)} a month for up to ${parts.length} months.`
              : `${formatKobo(total)} approved.`,
          set: {
            decidedBy: staffId,
            decisionReason: body.reason,
            approvedAt: now,
            amountApprovedKobo: total,
          },
          message: { amount: parts[0]!.amount, paymentDue: readableDue(paymentDueBy(now)) },
        });
      }
      await audit(
        tx,
        actor,
        {
          action: `claim.${body.decision === 'approve' ? 'approved' : body.decision === 'reject' ? 'rejected' : 'info_requested'}`,
          recordType: 'claim',
          recordId: claimId,
          before,
          after: {
            status: claim.status,
            reason: body.reason,
            rejection_code: claim.rejectionCode,
            amount_approved: koboToNairaOrNull(claim.amountApprovedKobo),
          },
        },
        now,
      );
      if (body.decision === 'approve' && claim.benefitKey === 'accidental_death') {
        // Death ends cover: the policyholder's policies stop, so no card is charged again, and the
        // next of kin is told (docs/business-rules.md, 'Claims', 'Death ends cover').
        const stopped = await endCoverOnDeath(tx, claim.customerId, now, staffId);
        await audit(
          tx,
          actor,
          {
            action: 'policies.ended_on_death',
            recordType: 'customer',
            recordId: claim.customerId,
            before: null,
            after: { claim: claim.claimNumber, policies: stopped.map((p) => p.policyNumber) },
          },
          now,
        );
        if (claim.claimantPhone) {
          // The next of kin who claimed is told by SMS, through messaging in this transaction.
          await notify(tx, {
            phone: claim.claimantPhone,
            event: 'claim.approved-next-of-kin',
            key: `claim:${claim.id}:approved`,
            params: {
              claimNumber: claim.claimNumber,
              amount: formatKobo(claim.amountApprovedKobo ?? kobo(0)),
            },
            at: now,
          });
        }
      }
      return adminAnswer(tx, claim);
    });
    return answer;
  }

  /**
   * The underwriter's report (docs/business-rules.md, 'Claims'): rejected claims counted by coded
   * reason, every code listed (0 when none), then claims rejected before the codes existed (null).
   */
  async function rejectionCounts(): Promise<
    { code: ClaimRejectionCode | null; label: string; count: number }[]
  > {
    const rows = await db
      .select({ code: claims.rejectionCode, count: count() })
      .from(claims)
      .where(eq(claims.status, 'rejected'))
      .groupBy(claims.rejectionCode);
    const counted = (code: ClaimRejectionCode | null) =>
      rows.find((r) => r.code === code)?.count ?? 0;
    const uncoded = counted(null);
    return [
      ...CLAIM_REJECTION_CODES.map((code) => ({
        code,
        label: CLAIM_REJECTION_LABELS[code],
        count: counted(code),
      })),
      ...(uncoded > 0
        ? [{ code: null, label: 'Not coded (rejected before codes)', count: uncoded }]
        : []),
    ];
  }

  return { list, get, document, decide, rejectionCounts };
}

/**
 * The payout account on file (a claim on WhatsApp, issue 40): the bank account of the customer's
 * latest claim, checked in their verified name when it was filed; null when they have made none.
 * The filing checks it again, as the web's does.
 */
export async function payoutAccountOnFile(
  ctx: AppContext,
  customerId: number,
): Promise<{ bankCode: string; accountNumber: string; last4: string } | null> {
  const [row] = await ctx.database.db
    .select({
      bankCode: claims.bankCode,
      accountNumberEnc: claims.accountNumberEnc,
      last4: claims.accountLast4,
    })
    .from(claims)
    .where(eq(claims.customerId, customerId))
    .orderBy(desc(claims.id))
    .limit(1);
  if (!row) return null;
  return {
    bankCode: row.bankCode,
    accountNumber: ctx.cipher.decrypt(row.accountNumberEnc),
    last4: row.last4,
  };
}
