import {
  koboToNairaOrNull,
  maskIdentityNumber,
  parseReviewId,
  reviewIdOf,
  reviewsCopy,
  type ReviewDecisionAnswer,
  type ReviewItem,
  type ReviewKind,
} from '@alaafia/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { customers, employmentInformation } from '../../../db/schema/index.js';
import { z } from 'zod';
import { conflict, notFound } from '../../../lib/http-errors.js';
import {
  decodeCursor,
  exactTimeSchema,
  keysetPage,
  type TimeKeyPage,
} from '../../../lib/paging.js';
import { setKycInReview } from '../../customers/customers/index.js';
import {
  decideEmploymentReview,
  employmentReviewLetter,
  findEmploymentReview,
  hasPendingEmploymentReview,
  listPendingEmploymentReviews,
} from '../../customers/employment/index.js';
import {
  decideChangeRequest,
  findChangeRequest,
  listPendingChangeRequests,
} from '../../cover/hospitals/index.js';
import { lastApprovedChangesAt } from '../../cover/hospitals/index.js';
import {
  decideKycReview,
  findKycReview,
  hasHeldKycReview,
  listHeldKycReviews,
  nameDisclosuresOfCustomers,
} from '../../identity/kyc/index.js';
import { notify } from '../../platform/messaging/index.js';
import { audit, type AuditActor } from '../../platform/access/index.js';

type Ctx = Pick<AppContext, 'database' | 'now' | 'cipher' | 'storage'>;

/** PDF and pictures are shown in the page; a Word file can only be downloaded. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const fileUrl = (kind: ReviewKind, rowId: number) =>
  `/api/admin/reviews/${reviewIdOf(kind, rowId)}/file`;

/** A reason as a clause of the customer's message ('...: the letter is not signed. Please...'). */
const clause = (reason: string | null) => (reason ?? '').trim().replace(/[.\s]+$/, '');

const contentTypeOfKey = (key: string) =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg';

async function customersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof customers.$inferSelect>();
  const rows = await db
    .select()
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map((c) => [c.id, c]));
}

function customerOf(c: typeof customers.$inferSelect | undefined, id: number) {
  return {
    id,
    name: c ? `${c.firstName} ${c.lastName}` : '',
    email: c?.email ?? '',
    phone: c?.phoneNumber ?? '',
  };
}

/**
 * The back office's work queues (issue 16). Each kind's state stays in its own module's table
 * (employment_reviews, kyc_reviews, change_hospital_requests), decided there; this module lists
 * them for reviewers and, for a decision, keeps `kyc_in_review_status` true while anything of the
 * customer still waits, tells the customer and writes the audit row, all in one transaction.
 */
export function createReviews(ctx: Ctx) {
  const { db } = ctx.database;

  async function listEmployment(page: TimeKeyPage) {
    const { items: rows, meta } = keysetPage(
      'reviews-employment',
      await listPendingEmploymentReviews(db, page),
      page.limit,
      (r) => [r.sortAt, r.review.id],
    );
    const ids = rows.map((r) => r.review.customerId);
    const people = await customersByIds(db, ids);
    const info = ids.length
      ? await db
          .select()
          .from(employmentInformation)
          .where(inArray(employmentInformation.customerId, ids))
      : [];
    const infoOf = new Map(info.map((i) => [i.customerId, i]));
    const data = rows.map(({ review, upload }): ReviewItem => {
      const c = people.get(review.customerId);
      const i = infoOf.get(review.customerId);
      return {
        id: reviewIdOf('employment', review.id),
        kind: 'employment' as const,
        submitted_at: review.submittedAt.toISOString(),
        customer: customerOf(c, review.customerId),
        evidence: {
          kind: 'employment' as const,
          letter: {
            url: fileUrl('employment', review.id),
            content_type: upload.contentType,
            file_name: upload.originalName,
            size: upload.size,
            inline: INLINE_TYPES.has(upload.contentType),
          },
          employer_name: c?.employerName ?? null,
          salary: koboToNairaOrNull(c?.salaryKobo ?? null),
          work_position: i?.workPosition ?? null,
          number_of_months_in_current_position: i?.numberOfMonthsInCurrentPosition ?? null,
          number_of_jobs_in_five_years: i?.numberOfJobsInFiveYears ?? null,
          permanent_staff: i?.contractOrPermanentStaff ?? null,
          is_confirmed_staff: i?.isConfirmedStaff ?? null,
          have_disability: i?.haveDisability ?? null,
        },
      };
    });
    return { data, meta };
  }

  async function listKyc(page: TimeKeyPage) {
    const { items: rows, meta } = keysetPage(
      'reviews-kyc',
      await listHeldKycReviews(db, page),
      page.limit,
      (r) => [r.sortAt, r.review.id],
    );
    const people = await customersByIds(
      db,
      rows.map((r) => r.review.customerId),
    );
    const disclosures = await nameDisclosuresOfCustomers(
      db,
      rows.map((r) => r.review.customerId),
    );
    const items: ReviewItem[] = [];
    for (const { review, document } of rows) {
      const shown = disclosures.get(review.customerId) ?? [];
      items.push({
        id: reviewIdOf('kyc', review.id),
        kind: 'kyc',
        submitted_at: review.createdAt.toISOString(),
        customer: customerOf(people.get(review.customerId), review.customerId),
        evidence: {
          kind: 'kyc',
          reason: review.reason,
          id_type: review.idType,
          document: document
            ? {
                number: maskIdentityNumber(document.last4),
                status: document.status,
                registered_name: [document.registeredFirstName, document.registeredLastName]
                  .filter(Boolean)
                  .join(' '),
                provider: document.provider,
                verified_at: document.verifiedAt?.toISOString() ?? null,
              }
            : null,
          image_url: document?.evidenceKey ? fileUrl('kyc', review.id) : null,
          names_shown: shown.map(
            (d) => `${ctx.cipher.decrypt(d.firstNameEnc)} ${ctx.cipher.decrypt(d.lastNameEnc)}`,
          ),
        },
      });
    }
    return { data: items, meta };
  }

  async function listHospitalChanges(page: TimeKeyPage) {
    const { items: rows, meta } = keysetPage(
      'reviews-hospital-change',
      await listPendingChangeRequests(db, page),
      page.limit,
      (r) => [r.sortAt, r.request.id],
    );
    const customerIds = rows.map((r) => r.request.customerId);
    const [people, lastChanges] = await Promise.all([
      customersByIds(db, customerIds),
      lastApprovedChangesAt(db, customerIds),
    ]);
    const items: ReviewItem[] = [];
    for (const { request, toName, fromName } of rows) {
      const lastChange = lastChanges.get(request.customerId);
      items.push({
        id: reviewIdOf('hospital-change', request.id),
        kind: 'hospital-change',
        submitted_at: request.createdAt.toISOString(),
        customer: customerOf(people.get(request.customerId), request.customerId),
        evidence: {
          kind: 'hospital-change',
          from_hospital: fromName,
          to_hospital: toName,
          change_reason: request.changeReason,
          last_change_at: lastChange?.toISOString() ?? null,
        },
      });
    }
    return { data: items, meta };
  }

  /**
   * Open items of one queue, oldest first, a keyset page of `limit` after `cursor` (issue 29: the
   * whole queue up to 200 grew with it; docs/performance.md, 'A million customers').
   */
  async function list(kind: ReviewKind, page: { cursor?: string | undefined; limit: number }) {
    const after = page.cursor
      ? decodeCursor(`reviews-${kind}`, page.cursor, z.tuple([exactTimeSchema, z.number().int()]))
      : null;
    const keyed = { after, limit: page.limit };
    if (kind === 'employment') return listEmployment(keyed);
    if (kind === 'kyc') return listKyc(keyed);
    return listHospitalChanges(keyed);
  }

  /** The file a reviewer reads: the employment letter, or the licence picture of a KYC review. */
  async function file(id: string) {
    const parsed = parseReviewId(id);
    if (!parsed || parsed.kind === 'hospital-change') throw notFound(reviewsCopy.unknownReview);
    if (parsed.kind === 'employment') {
      const found = await employmentReviewLetter(db, parsed.rowId);
      if (!found) throw notFound(reviewsCopy.unknownReview);
      const stored = await ctx.storage.get(found.upload.storageKey);
      if (!stored) throw notFound(reviewsCopy.unknownReview);
      return {
        kind: parsed.kind,
        customerId: found.review.customerId,
        fileName: found.upload.originalName,
        contentType: found.upload.contentType,
        content: stored.content,
      };
    }
    const found = await findKycReview(db, parsed.rowId);
    const key = found?.document?.evidenceKey;
    if (!found || !key) throw notFound(reviewsCopy.unknownReview);
    const stored = await ctx.storage.get(key);
    if (!stored) throw notFound(reviewsCopy.unknownReview);
    const contentType = contentTypeOfKey(key);
    return {
      kind: parsed.kind,
      customerId: found.review.customerId,
      fileName: `licence-${found.review.customerId}.${contentType === 'image/png' ? 'png' : 'jpg'}`,
      contentType,
      content: stored.content,
    };
  }

  /** What a decision changes of the customer, for the audit row's before and after. */
  async function customerState(tx: DbOrTx, customerId: number) {
    const [c] = await tx
      .select({
        have_completed_kyc: customers.haveCompletedKyc,
        have_completed_income_protection_profile: customers.haveCompletedIncomeProtectionProfile,
        kyc_in_review_status: customers.kycInReviewStatus,
        preferred_hospital_id: customers.preferredHospitalId,
      })
      .from(customers)
      .where(eq(customers.id, customerId));
    return c ?? null;
  }

  /** Kept true while anything of the customer still waits for a reviewer. */
  async function refreshInReview(tx: DbOrTx, customerId: number, now: Date) {
    const waiting =
      (await hasHeldKycReview(tx, customerId)) ||
      (await hasPendingEmploymentReview(tx, customerId));
    await setKycInReview(tx, customerId, waiting, now);
  }

  async function decide(
    staffId: number,
    actor: AuditActor,
    id: string,
    body: { decision: 'approve' | 'reject'; reason?: string | undefined },
  ): Promise<ReviewDecisionAnswer> {
    const parsed = parseReviewId(id);
    if (!parsed) throw notFound(reviewsCopy.unknownReview);
    const { kind, rowId } = parsed;
    const now = ctx.now();
    const reason = body.reason?.trim() ? body.reason.trim() : null;
    const input = { id: rowId, staffId, decision: body.decision, reason, now };
    const approve = body.decision === 'approve';

    return db.transaction(async (tx) => {
      // Who the review is about, and whether it exists at all (404) or was decided already (409).
      let customerId: number;
      let statusBefore: string;
      if (kind === 'employment') {
        const found = await findEmploymentReview(tx, rowId);
        if (!found) throw notFound(reviewsCopy.unknownReview);
        customerId = found.customerId;
        statusBefore = found.status;
      } else if (kind === 'kyc') {
        const found = await findKycReview(tx, rowId);
        if (!found) throw notFound(reviewsCopy.unknownReview);
        customerId = found.review.customerId;
        statusBefore = found.review.status;
      } else {
        const found = await findChangeRequest(tx, rowId);
        if (!found) throw notFound(reviewsCopy.unknownReview);
        customerId = found.request.customerId;
        statusBefore = found.request.status;
      }
      const before = await customerState(tx, customerId);

      // The owning module decides; only one decision wins (null: someone decided it first).
      let decided = false;
      if (kind === 'employment') {
        const row = await decideEmploymentReview(tx, input);
        if (row) {
          decided = true;
          await notify(
            tx,
            approve
              ? {
                  customerId,
                  event: 'employment.approved',
                  key: `employment-review:${rowId}`,
                  params: {},
                  at: now,
                }
              : {
                  customerId,
                  event: 'employment.rejected',
                  key: `employment-review:${rowId}`,
                  params: { reason: clause(reason) },
                  at: now,
                },
          );
        }
      } else if (kind === 'kyc') {
        const result = await decideKycReview(tx, input);
        if (result) {
          decided = true;
          await notify(
            tx,
            approve
              ? {
                  customerId,
                  event: 'kyc.review-approved',
                  key: `kyc-review:${rowId}`,
                  params: { kycCompleted: result.kycCompleted ? 'yes' : 'no' },
                  at: now,
                }
              : {
                  customerId,
                  event: 'kyc.review-rejected',
                  key: `kyc-review:${rowId}`,
                  params: { reason: clause(reason) },
                  at: now,
                },
          );
        }
      } else {
        const result = await decideChangeRequest(tx, input);
        if (result) {
          decided = true;
          const found = await findChangeRequest(tx, rowId);
          const hospital = found?.toName ?? '';
          await notify(
            tx,
            approve
              ? {
                  customerId,
                  event: 'hospital-change.approved',
                  key: `hospital-change:${rowId}`,
                  params: { hospital },
                  at: now,
                }
              : {
                  customerId,
                  event: 'hospital-change.rejected',
                  key: `hospital-change:${rowId}`,
                  params: { hospital, reason: clause(reason) },
                  at: now,
                },
          );
        }
      }
      if (!decided) throw conflict(reviewsCopy.alreadyDecided);

      if (kind !== 'hospital-change') await refreshInReview(tx, customerId, now);
      const after = await customerState(tx, customerId);
      const status = approve ? ('approved' as const) : ('rejected' as const);
      await audit(
        tx,
        actor,
        {
          action: `review.${status}`,
          recordType: `${kind}_review`,
          recordId: reviewIdOf(kind, rowId),
          before: { status: statusBefore, customer_id: customerId, customer: before },
          after: { status, reason, customer_id: customerId, customer: after },
        },
        now,
      );
      return { id: reviewIdOf(kind, rowId), kind, status, decided_at: now.toISOString(), reason };
    });
  }

  return { list, file, decide };
}
