import { randomBytes } from 'node:crypto';
import {
  heldForPremiumDue,
  addDays,
  claimCopy,
  addMonths,
  decisionDueBy,
  EI_CLAIM_REASONS,
  EI_NEW_CLAIM_GAP_MONTHS,
  EI_CONFIRMATION_LEAD_DAYS,
  nairaToKobo,
  lagosDate,
  type ClaimBankAccountBody,
  type ClaimBodyParsed,
  careCopy,
  formatKobo,
  type HealthBenefit,
  type HospitalRefundBenefit,
  PRODUCT_LINES,
  claimServerCopy,
} from '@alaafia/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  claimDocuments,
  claimEvents,
  claims,
  customers,
  payouts,
  uploads,
} from '../../../db/schema/index.js';
import {
  conflict,
  errorWords,
  forbidden,
  notFound,
  unprocessable,
} from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { findBankByCode } from '../../platform/reference/index.js';
import { namesMatch } from '../../../lib/name-match.js';
import { notify } from '../../platform/messaging/index.js';
import { findOwnUploadByUrl } from '../../platform/uploads/index.js';
import { moveClaim, readableDue, type ClaimRow } from './claim-moves.js';
import { cancelRemainingPayouts, movePayout } from './payouts.js';
import { syncClaimReserve } from './claim-reserve.js';
import { refreshClaimDueBy } from './claim-due.js';
import {
  hospitalRefundLeft,
  htciLimitsFor,
  nothingLeft,
  policyOnDate,
  refuse,
  sameEventRule,
  waiveIncomePremiumMonth,
} from './claim-cover.js';
import { type ClaimAnswer, claimAnswer, claimAnswers } from './claim-answers.js';

/**
 * The customer's side of a claim (docs/business-rules.md, 'Claims'): filing it (any door, the web,
 * USSD or WhatsApp, calls fileClaim with the customer's id and the claim's input), the payout
 * account's check, their claims, more information when asked, and income protection's monthly
 * 'still out of work'.
 */

/**
 * Account checks from the claim wizard per customer and day: each shows whether a number is in the
 * customer's name, so they are limited like the identity check's own (docs/business-rules.md, 'Claims').
 */
const claimAccountCheckLimit: RateLimitRule = {
  name: 'claims:account:customer',
  limit: 20,
  windowMs: 24 * 60 * 60_000,
};

export function claimNumberOf(now: Date): string {
  return `CLM-${lagosDate(now).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** The customer's own claim: 404 when there is none, 403 when it is another customer's. */
async function ownClaim(db: DbOrTx, customerId: number, claimId: number): Promise<ClaimRow> {
  const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
  if (!claim) throw notFound();
  if (claim.customerId !== customerId) throw forbidden(claimServerCopy.notYourClaim);
  return claim;
}

/** The payout account must be in the customer's verified name (the identity provider's account look-up). */
async function checkBankAccount(
  deps: Pick<AppContext, 'database' | 'identity'>,
  customer: typeof customers.$inferSelect,
  bankCode: string,
  accountNumber: string,
): Promise<string | null> {
  const bank = await findBankByCode(deps.database.db, bankCode);
  if (!bank) throw refuse('bank_code', claimServerCopy.unknownBank);
  let result;
  try {
    result = await deps.identity.lookup({
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

/**
 * POST /local/customers/{id}/claims/bank-account: the payout account confirmed as the customer
 * types it (issue 30), by filing's own check; limited per customer, as each is a look-up of whose
 * account a number is (docs/business-rules.md, 'Claims').
 */
export async function confirmClaimBankAccount(
  deps: Pick<AppContext, 'database' | 'identity' | 'rateLimiter'>,
  customerId: number,
  body: ClaimBankAccountBody,
) {
  const { db } = deps.database;
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound();
  await deps.rateLimiter.consume(claimAccountCheckLimit, String(customerId));
  const accountName = await checkBankAccount(deps, customer, body.bank_code, body.account_number);
  return { account_name: accountName ?? `${customer.firstName} ${customer.lastName}`.trim() };
}

/**
 * The health plan's refund of what a hospital of the network charged the member (issue 39 item 6),
 * filed for them from their "asked to pay" case (hospital-refund.ts): the visit is the event, the
 * receipt the evidence; `benefitKey` is the case's own (one open claim per case, as per benefit).
 */
interface HospitalRefundFiling {
  product_uid: 'HI';
  benefit: HospitalRefundBenefit;
  benefitKey: string;
  date_of_event: string;
  /** naira */
  amount_claimed: number;
  care: HealthBenefit;
  documents: string[];
  bank_code: string;
  account_number: string;
  description: string;
}

/**
 * POST /local/customers/{id}/claims, and the refund claim filed from a case. `within` records what
 * the door that filed it keeps (the case's link to its refund claim) in the filing's transaction.
 */
export async function fileClaim(
  deps: Pick<AppContext, 'database' | 'now' | 'identity' | 'cipher'>,
  customerId: number,
  body: ClaimBodyParsed | HospitalRefundFiling,
  within?: (tx: DbOrTx, claim: ClaimRow) => Promise<void>,
): Promise<ClaimAnswer> {
  const { db } = deps.database;
  const now = deps.now();
  const today = lagosDate(now);
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound();

  // docs/business-rules.md, 'Claims': a verified customer; death is the next of kin's to claim.
  if (!customer.haveCompletedKyc) throw refuse('product_uid', claimCopy.kycRequired);
  if (body.product_uid === 'HTCI' && body.benefit === 'accidental_death') {
    throw refuse('benefit', claimCopy.nextOfKinOnly);
  }
  const isIncome = body.product_uid === 'EI';
  const eventDate = isIncome ? body.date_of_job_loss : body.date_of_event;
  if (isIncome && !EI_CLAIM_REASONS[body.reason].covered) {
    throw refuse('reason', EI_CLAIM_REASONS[body.reason].explanation);
  }
  const policy = await policyOnDate(db, customerId, body.product_uid, eventDate, today);
  if (isIncome && body.notice_before_purchase) {
    throw refuse('notice_before_purchase', claimCopy.noticeBeforePurchase);
  }
  const benefitKey = isIncome
    ? 'income'
    : body.product_uid === 'HI'
      ? body.benefitKey
      : body.benefit;
  const openField = isIncome ? 'product_uid' : 'benefit';
  // Two claims for the same benefit and date of event are one claim (issue 25), but a further bill
  // for an event already settled is a claim linked to it (issue 38 item 3). A hospital refund's
  // event is its case: one claim per case, ever (hospital-refund.ts).
  const followUp =
    body.product_uid === 'HI'
      ? null
      : await sameEventRule(db, policy.id, benefitKey, body.product_uid, eventDate);
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
      throw refuse(
        'product_uid',
        errorWords(claimCopy.eiTooSoon, { from: new Date(`${from}T12:00:00Z`) }),
      );
    }
  } else if (body.product_uid === 'HI') {
    // The plan's cover of that care on the day of the visit, and at most what its limit had left.
    const { available, leftKobo } = await hospitalRefundLeft(db, policy, body.care, eventDate);
    if (!available) throw refuse('care', careCopy.careNotYetCovered);
    if (leftKobo !== null && nairaToKobo(body.amount_claimed) > leftKobo) {
      throw refuse(
        'amount_paid',
        errorWords(careCopy.refundOverLeft, {
          left: formatKobo(leftKobo),
          care: { key: `claims.care.${body.care}` },
        }),
      );
    }
  } else {
    // The limits are per policy year, across all claims: a benefit with nothing left is refused
    // (more than is left is taken, and the officer can approve at most what is left).
    const left = (await htciLimitsFor(db, policy, eventDate)).benefits[body.benefit].left;
    if (left <= 0) {
      throw refuse('benefit', nothingLeft(body.benefit));
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
  if (followUp) {
    // A further bill is a new bill: a file already sent with any claim is refused (its hash).
    const hashes = docs.flatMap((d) => (d.contentSha256 ? [d.contentSha256] : []));
    const [seen] =
      hashes.length === 0
        ? []
        : await db
            .select({ claimNumber: claims.claimNumber })
            .from(claimDocuments)
            .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
            .innerJoin(claims, eq(claims.id, claimDocuments.claimId))
            .where(inArray(uploads.contentSha256, hashes))
            .limit(1);
    if (seen)
      throw refuse(
        'documents',
        errorWords(claimCopy.followUpSameFile, { claimNumber: seen.claimNumber }),
      );
  }
  const accountName = await checkBankAccount(deps, customer, body.bank_code, body.account_number);

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
          reason: body.product_uid === 'EI' ? body.reason : null,
          benefit: isIncome ? null : body.benefit,
          benefitKey,
          dateOfLoss: eventDate,
          amountClaimedKobo: isIncome ? null : nairaToKobo(body.amount_claimed),
          noticeBeforePurchase: body.product_uid === 'EI' ? body.notice_before_purchase : null,
          description: body.description ?? null,
          status: 'submitted',
          bankCode: body.bank_code,
          accountNumberEnc: deps.cipher.encrypt(body.account_number),
          accountLast4: body.account_number.slice(-4),
          accountName,
          completeOn: today,
          heldForPremiumDue: heldForPremiumDue(policy, eventDate),
          followUpOf: followUp?.id ?? null,
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
    await within?.(tx, row);
    // Filed complete: the decision clock starts (the queue's stored due time, claim-due.ts).
    row.dueBy = (await refreshClaimDueBy(tx, [row.id])).dueBy.get(row.id) ?? null;
    // Notified: its case reserve is set (claim-reserve.ts).
    await syncClaimReserve(tx, row.id, now, 'notified');
    // The rules decide it next, once it is committed (claim-automation.ts, the job claims.automate).
    await enqueueJob(
      tx,
      'claims.automate',
      { claimId: row.id },
      { dedupeKey: `claim:${row.id}:automate`, runAt: now },
    );
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
        product: PRODUCT_LINES[body.product_uid],
        dueDate: readableDue(decisionDueBy(today)),
      },
      at: now,
    });
    return claimAnswer(tx, row, now);
  });
}

/** The customer's claims, newest first. */
export async function listOwnClaims(
  deps: Pick<AppContext, 'database' | 'now'>,
  customerId: number,
) {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(claims)
    .where(eq(claims.customerId, customerId))
    .orderBy(desc(claims.id));
  const now = deps.now();
  return claimAnswers(db, rows, now);
}

/** One of the customer's claims (another customer's is 403). */
export async function getOwnClaim(
  deps: Pick<AppContext, 'database' | 'now'>,
  customerId: number,
  claimId: number,
) {
  const { db } = deps.database;
  return claimAnswer(db, await ownClaim(db, customerId, claimId), deps.now());
}

/** The customer answers a request for information: more documents and/or a note; back in review. */
export async function addClaimInformation(
  deps: Pick<AppContext, 'database' | 'now'>,
  customerId: number,
  claimId: number,
  body: { documents?: string[] | undefined; note?: string | undefined },
) {
  const { db } = deps.database;
  const claim = await ownClaim(db, customerId, claimId);
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
  const now = deps.now();
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
      note: body.note ?? { copy: 'infoAdded', values: {} },
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
export async function confirmStillOutOfWork(
  deps: Pick<AppContext, 'database' | 'now'>,
  customerId: number,
  claimId: number,
  stillUnemployed: boolean,
) {
  const { db } = deps.database;
  const claim = await ownClaim(db, customerId, claimId);
  const now = deps.now();
  const today = lagosDate(now);
  if (claim.productUid !== 'EI' || !['approved', 'paying'].includes(claim.status)) {
    throw refuse('still_unemployed', claimCopy.confirmNotDue);
  }
  const [next] = await db
    .select()
    .from(payouts)
    .where(
      and(eq(payouts.claimId, claimId), eq(payouts.status, 'scheduled'), isNull(payouts.confirmed)),
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
        note: { copy: 'backInWork', values: {} },
        message: {
          reason: 'you told us you have a job again, so the payments stop. Congratulations.',
        },
      });
    }
    return claimAnswer(tx, row, now);
  });
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
