import { createHash } from 'node:crypto';
import {
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_PAYMENT_HOURS,
  claimDue,
  decisionDueBy,
  nigerianPublicHolidays,
  OPEN_CLAIM_STATUSES,
  paymentDueBy,
  startOfLagosDay,
  type PayoutStatus,
} from '@alaafia/domain';
import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { claims, payouts } from '../../../db/schema/index.js';
import type { ClaimRow } from './claim-moves.js';

/** A payout in one of these is the claim's next payment, the first by sequence (then id). */
const NEXT_PAYOUT_STATUSES: PayoutStatus[] = ['approved', 'awaiting_approval'];

/**
 * What a claim is due for and by when (the domain's claimDue, on working days): its state, the day
 * it became complete, its approval and, while paying, the next payout's due date (the first payout
 * approved or awaiting approval, in `payoutsInOrder`, sorted by sequence then id). The customer's and
 * the back office's answers and the stored `claims.due_by` all come from here
 * (docs/business-rules.md, 'Claims'; docs/architecture.md, 'Paging').
 */
export function dueOfClaim(
  claim: Pick<ClaimRow, 'status' | 'completeOn' | 'approvedAt'>,
  payoutsInOrder: readonly { status: PayoutStatus; dueDate: string }[],
) {
  const next = payoutsInOrder.find((p) => NEXT_PAYOUT_STATUSES.includes(p.status));
  return claimDue({
    status: claim.status,
    completeOn: claim.completeOn,
    approvedAt: claim.approvedAt,
    nextPayoutDueBy: next ? paymentDueBy(startOfLagosDay(next.dueDate)) : null,
  });
}

/**
 * The one writer of `claims.due_by` (issue 29: the back office's queue pages by it in SQL): reads
 * these claims (locked, so two changes to one claim's inputs recompute one after the other) and the
 * payouts that can be their next, works out dueOfClaim and writes it where it differs. Called in the
 * transaction of every change to those inputs: filing, every state move (moveClaim), every payout
 * move (movePayout); and after migrating, for open claims never computed (backfillClaimDueBy).
 * Answers each claim's due time now and how many rows it changed.
 */
export async function refreshClaimDueBy(
  tx: DbOrTx,
  claimIds: readonly number[],
): Promise<{ dueBy: Map<number, Date | null>; changed: number }> {
  const ids = [...new Set(claimIds)];
  const current = new Map<number, Date | null>();
  if (ids.length === 0) return { dueBy: current, changed: 0 };
  const rows = await tx
    .select({
      id: claims.id,
      status: claims.status,
      completeOn: claims.completeOn,
      approvedAt: claims.approvedAt,
      dueBy: claims.dueBy,
    })
    .from(claims)
    .where(inArray(claims.id, ids))
    .orderBy(asc(claims.id))
    .for('update');
  const paying = rows.filter((c) => c.status === 'paying').map((c) => c.id);
  const nextPayouts =
    paying.length === 0
      ? []
      : await tx
          .select({ claimId: payouts.claimId, status: payouts.status, dueDate: payouts.dueDate })
          .from(payouts)
          .where(
            and(inArray(payouts.claimId, paying), inArray(payouts.status, NEXT_PAYOUT_STATUSES)),
          )
          .orderBy(asc(payouts.sequence), asc(payouts.id));
  const payoutsOf = new Map<number, typeof nextPayouts>();
  for (const p of nextPayouts) payoutsOf.set(p.claimId, [...(payoutsOf.get(p.claimId) ?? []), p]);
  const changes: { id: number; dueBy: Date | null }[] = [];
  for (const claim of rows) {
    const { due_by } = dueOfClaim(claim, payoutsOf.get(claim.id) ?? []);
    const dueBy = due_by === null ? null : new Date(due_by);
    current.set(claim.id, dueBy);
    if ((claim.dueBy?.getTime() ?? null) !== (dueBy?.getTime() ?? null)) {
      changes.push({ id: claim.id, dueBy });
    }
  }
  if (changes.length > 0) {
    // One statement for the lot (the backfill's batches), the same for one claim.
    const values = changes.map(
      (c) => sql`(${c.id}::integer, ${c.dueBy?.toISOString() ?? null}::timestamptz)`,
    );
    await tx.execute(
      sql`update ${claims} set due_by = v.due_by from (values ${sql.join(values, sql`, `)}) as v(id, due_by) where ${claims.id} = v.id`,
    );
  }
  return { dueBy: current, changed: changes.length };
}

let calendarVersion: string | undefined;

/**
 * A fingerprint of the rule behind `due_by`: the Nigerian public holidays of 2020 to 2035, the
 * working days to a decision and the hours to a payment, and the decision and payment due times
 * from the first of each month of those years, hashed. A change to the calendar (a public holiday
 * declared and added to LUNAR_HOLIDAYS, say) or to the rule changes it, and the backfill after
 * migrating then recomputes every open claim's stored time rather than only the missing ones
 * (runBackfills, data_backfills). A few milliseconds, once per process.
 */
export function claimDueVersion(): string {
  if (calendarVersion === undefined) {
    const hash = createHash('sha256');
    hash.update(`${CLAIM_DECISION_WORKING_DAYS} ${CLAIM_PAYMENT_HOURS}\n`);
    for (let year = 2020; year <= 2035; year += 1) {
      hash.update(`${[...nigerianPublicHolidays(year)].sort().join(' ')}\n`);
      for (let month = 1; month <= 12; month += 1) {
        const day = `${year}-${String(month).padStart(2, '0')}-01`;
        hash.update(`${day} ${decisionDueBy(day)} ${paymentDueBy(startOfLagosDay(day))}\n`);
      }
    }
    calendarVersion = `calendar-${hash.digest('hex').slice(0, 16)}`;
  }
  return calendarVersion;
}

/**
 * After migrating (server and worker start, the scale bench; apps/api/src/backfills.ts): fills
 * `due_by` on the open claims that have none or, with `all` (the calendar changed since the last
 * run), recomputes it on every open claim; in batches by id, each in a transaction through
 * refreshClaimDueBy. Working days are the domain's rule in TypeScript, so migration 0047 could not
 * fill the column in SQL. Idempotent: an open claim with no clock running (information requested,
 * say) stays null and is only read again; a second process doing the same at once writes the same
 * values. Answers how many claims it changed.
 */
export async function backfillClaimDueBy(
  db: Db,
  options: { all?: boolean; batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 500;
  let filled = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: claims.id })
      .from(claims)
      .where(
        and(
          options.all ? undefined : isNull(claims.dueBy),
          inArray(claims.status, [...OPEN_CLAIM_STATUSES]),
          gt(claims.id, after),
        ),
      )
      .orderBy(asc(claims.id))
      .limit(batchSize);
    if (batch.length === 0) return filled;
    const { changed } = await db.transaction((tx) =>
      refreshClaimDueBy(
        tx,
        batch.map((c) => c.id),
      ),
    );
    filled += changed;
    after = batch[batch.length - 1]!.id;
  }
}
