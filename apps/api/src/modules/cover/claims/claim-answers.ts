import {
  stillHeldForPremium,
  CLAIM_STATUS_LABELS,
  type EI_CLAIM_REASONS,
  EI_CONFIRMATION_DAYS,
  claimLimitsInNaira,
  koboToNaira,
  koboToNairaOrNull,
  type ClaimedProductUid,
  type HTCI_BENEFITS,
  type HospitalRefundBenefit,
  isLate,
  isLateNotice,
  lagosDate,
  statutoryDueBy,
  statutoryDaysLeft,
} from '@alaafia/domain';
import { asc, eq, inArray } from 'drizzle-orm';
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
import { historyCoverOn, policyHistories } from '../policies/index.js';
import { type ClaimRow } from './claim-moves.js';
import { dueOfClaim } from './claim-due.js';
import { type HtciPayment, htciLimitsOf, htciPaymentsOfPolicies } from './claim-cover.js';
import { casesOfClaims } from './asked-to-pay.js';

/**
 * The answers about claims: the customer's (timeline, payouts, clock, what is left) and the back
 * office's (the customer, the evidence, files shared with other claims), a page at a time.
 */

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
  const linked = [...new Set(list.flatMap((c) => (c.followUpOf ? [c.followUpOf] : [])))];
  const linkedNumbers = new Map(
    linked.length === 0
      ? []
      : (
          await db
            .select({ id: claims.id, claimNumber: claims.claimNumber })
            .from(claims)
            .where(inArray(claims.id, linked))
        ).map((c) => [c.id, c.claimNumber]),
  );
  // A hospital refund's case (issue 39 item 6), for the claims answered that are one.
  const caseOf = await casesOfClaims(
    db,
    list.filter((c) => c.productUid === 'HI').map((c) => c.id),
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
      followUpOf: claim.followUpOf ? (linkedNumbers.get(claim.followUpOf) ?? null) : null,
      askedToPayCaseId: caseOf.get(claim.id) ?? null,
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
    followUpOf: string | null;
    askedToPayCaseId: number | null;
  },
) {
  const { events, rows, docs, policy } = read;
  // What is left now, this claim's own payouts counted (issue 38 item 2: one truth per figure; each
  // card said what was left "besides this claim", so two paid claims each showed money left).
  const limits =
    claim.productUid === 'HTCI' && policy
      ? htciLimitsOf(policy, claim.dateOfLoss, read.htciPayments)
      : null;
  const status = claim.status;
  const due = dueOfClaim(claim, rows);
  const waiting = rows.find((p) => p.confirmationRequestedAt && p.confirmed === null);
  return {
    id: claim.id,
    claim_number: claim.claimNumber,
    product_uid: claim.productUid as ClaimedProductUid,
    policy_number: policy?.policyNumber ?? '',
    status,
    status_label: CLAIM_STATUS_LABELS[status],
    reason: (claim.reason ?? null) as keyof typeof EI_CLAIM_REASONS | null,
    benefit: (claim.benefit ?? null) as keyof typeof HTCI_BENEFITS | HospitalRefundBenefit | null,
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
      by: e.actor as 'customer' | 'claims_officer' | 'system' | 'rules',
      note: e.note,
      note_copy: e.noteCopy ?? null,
      note_values: e.noteValues ?? null,
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
    clock: {
      filed_at: claim.createdAt.toISOString(),
      approved_at: claim.approvedAt?.toISOString() ?? null,
      paid_at:
        rows.find((p) => p.sequence === 1 && p.status === 'paid')?.paidAt?.toISOString() ?? null,
    },
    follow_up_of: read.followUpOf,
    asked_to_pay_case_id: read.askedToPayCaseId,
    less_reason:
      claim.amountClaimedKobo !== null &&
      claim.amountApprovedKobo !== null &&
      claim.amountApprovedKobo < claim.amountClaimedKobo
        ? claim.decisionReason
        : null,
    automation: claim.automation
      ? {
          decision: claim.automation.decision,
          reasons: claim.automation.reasons,
          sampled: claim.automation.sampled,
          rules: claim.automation.rules,
          decided_at: claim.automation.decidedAt,
        }
      : null,
    created_at: claim.createdAt.toISOString(),
  };
}

export type ClaimAnswer = Awaited<ReturnType<typeof claimAnswer>>;

/** A claim as the back office sees it. */
export async function adminAnswer(tx: DbOrTx, claim: ClaimRow, now: Date) {
  return (await adminAnswers(tx, [claim], now))[0]!;
}

/** The back office's answers for a page of claims: each kind of row read once for the page. */
export async function adminAnswers(tx: DbOrTx, list: ClaimRow[], now: Date) {
  if (list.length === 0) return [];
  const ids = list.map((c) => c.id);
  const [bases, people, evidence, histories] = await Promise.all([
    claimAnswers(tx, list, now),
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
      statutory_days_left: statutoryDaysLeft(
        claim.createdAt,
        now,
        ['paid', 'rejected', 'closed'].includes(claim.status),
      ),
      look_back: claim.lookBackDueOn
        ? {
            due_on: claim.lookBackDueOn,
            looked_back_at: claim.lookedBackAt?.toISOString() ?? null,
            looked_back_by: claim.lookedBackBy,
            finding: claim.lookBackFinding,
            note: claim.lookBackNote,
          }
        : null,
    };
  });
}
