import {
  OPEN_CLAIM_STATUSES,
  CLAIM_REJECTION_CODES,
  CLAIM_REJECTION_LABELS,
  type ClaimRejectionCode,
  type ClaimStatus,
} from '@alaafia/domain';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { claimDocuments, claims, uploads } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import {
  afterKey,
  decodeCursor,
  exactTime,
  exactTimeSchema,
  keysetPage,
} from '../../../lib/paging.js';
import { adminAnswer, adminAnswers } from './claim-answers.js';

/**
 * The back office's claims queue (docs/architecture.md, 'Paging'): the claims by what is due, one
 * claim with its evidence, an evidence file, and the underwriter's count of rejections by code.
 */

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

/**
 * The queue, a keyset page at a time (issue 29; docs/performance.md, 'A million customers'). First
 * the open claims by what is due first (late ones are the earliest), then those with no clock
 * running, oldest first: in SQL by the stored due time (`due_by`, kept by refreshClaimDueBy with
 * the domain's claimDue) on the partial index claims_open_due_idx. Then the settled ones (paid,
 * rejected, closed: with the oldest first whatever their state, a million customers' settled
 * claims filled the list and pushed the due ones off it), in filing order by keyset on the id.
 */
export async function listClaimQueue(
  deps: Pick<AppContext, 'database' | 'now'>,
  status: ClaimStatus | undefined,
  page: { cursor?: string | undefined; limit: number },
) {
  const { db } = deps.database;
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
  return { data: await adminAnswers(db, inOrder, deps.now()), meta };
}

/** One claim as the back office sees it. */
export async function getClaimForStaff(
  deps: Pick<AppContext, 'database' | 'now'>,
  claimId: number,
) {
  const { db } = deps.database;
  const [claim] = await db.select().from(claims).where(eq(claims.id, claimId));
  if (!claim) throw notFound();
  return adminAnswer(db, claim, deps.now());
}

/** One piece of evidence, for the staff file route (the caller audits the view). */
export async function claimDocument(
  deps: Pick<AppContext, 'database' | 'storage'>,
  claimId: number,
  documentId: number,
) {
  const { db } = deps.database;
  const [row] = await db
    .select({ upload: uploads })
    .from(claimDocuments)
    .innerJoin(uploads, eq(uploads.id, claimDocuments.uploadId))
    .where(and(eq(claimDocuments.id, documentId), eq(claimDocuments.claimId, claimId)));
  if (!row) throw notFound();
  const stored = await deps.storage.get(row.upload.storageKey);
  if (!stored) throw notFound();
  return {
    content: stored.content,
    contentType: row.upload.contentType,
    fileName: row.upload.originalName,
  };
}

/**
 * The underwriter's report (docs/business-rules.md, 'Claims'): rejected claims counted by coded
 * reason, every code listed (0 when none), then claims rejected before the codes existed (null).
 */
export async function claimRejectionCounts(
  deps: Pick<AppContext, 'database'>,
): Promise<{ code: ClaimRejectionCode | null; label: string; count: number }[]> {
  const rows = await deps.database.db
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
