import {
  startOfLagosDay,
  type HealthBenefit,
  type Kobo,
  type PreauthorisationStatus,
} from '@alaafia/domain';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { hospitalAtSql } from '../hospitals/index.js';
import {
  capitationStatements,
  customers,
  hospitals,
  hospitalVisits,
  policies,
  preauthorisationEvents,
  preauthorisations,
} from '../../../db/schema/index.js';

/*
 * The tables of the health plan at the hospital (issue 28): this module is their one owner
 * (docs/architecture.md, 'Who owns which table'). A pre-authorisation's status changes only in
 * preauthorisation-moves.ts.
 */

type VisitRow = typeof hospitalVisits.$inferSelect;
export type PreauthorisationRow = typeof preauthorisations.$inferSelect;
export type CapitationRow = typeof capitationStatements.$inferSelect;

export async function insertVisit(db: DbOrTx, values: Omit<VisitRow, 'id'>) {
  const [row] = await db.insert(hospitalVisits).values(values).returning();
  return row!;
}

/** The hospital's latest visits, with the member's number and name. */
export async function listVisits(db: DbOrTx, hospitalId: number, limit = 50) {
  return db
    .select({
      visit: hospitalVisits,
      memberNumber: policies.memberNumber,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(hospitalVisits)
    .innerJoin(policies, eq(policies.id, hospitalVisits.policyId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(eq(hospitalVisits.hospitalId, hospitalId))
    .orderBy(desc(hospitalVisits.visitDate), desc(hospitalVisits.id))
    .limit(limit);
}

/** A new request: `pending`, or for an emergency `provisional` with its provisional code. */
export async function insertPreauthorisation(
  db: DbOrTx,
  values: Pick<
    PreauthorisationRow,
    | 'policyId'
    | 'hospitalId'
    | 'requestedBy'
    | 'benefit'
    | 'treatment'
    | 'reason'
    | 'estimatedAmountKobo'
    | 'requestedAt'
    | 'month'
    | 'emergency'
    | 'provisionalCode'
    | 'answerDueBy'
    | 'ruleReasons'
  >,
) {
  const status = values.emergency ? 'provisional' : 'pending';
  const [row] = await db
    .insert(preauthorisations)
    .values({ ...values, status })
    .returning();
  await db.insert(preauthorisationEvents).values({
    preauthorisationId: row!.id,
    fromStatus: null,
    toStatus: status,
    staffId: values.requestedBy,
    at: values.requestedAt,
  });
  return row!;
}

/**
 * Holds the pre-authorisations of one policy and benefit for the caller's transaction (an advisory
 * lock, released at commit), taken before reading what is used of the benefit: two approvals at
 * once cannot both read the same room under the limit (issue 38 item 8).
 */
export async function lockPolicyBenefit(tx: DbOrTx, policyId: number, benefit: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`preauthorisation:${policyId}:${benefit}`}, 0))`,
  );
}

const preauthorisationColumns = {
  preauthorisation: preauthorisations,
  memberNumber: policies.memberNumber,
  policyNumber: policies.policyNumber,
  customerId: policies.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  hospitalCode: hospitals.code,
  hospitalName: hospitals.name,
};

function preauthorisationQuery(db: DbOrTx) {
  return db
    .select(preauthorisationColumns)
    .from(preauthorisations)
    .innerJoin(policies, eq(policies.id, preauthorisations.policyId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .innerJoin(hospitals, eq(hospitals.id, preauthorisations.hospitalId));
}
export type PreauthorisationWithMember = Awaited<ReturnType<typeof findPreauthorisation>> & {};

export async function findPreauthorisation(db: DbOrTx, id: number) {
  const [row] = await preauthorisationQuery(db).where(eq(preauthorisations.id, id)).limit(1);
  return row ?? null;
}

/**
 * Pre-authorisations oldest first; `byClock` (the claims officers' open queue): the escalated ones
 * at the top, then by when the answer is due.
 */
export async function listPreauthorisations(
  db: DbOrTx,
  filter: { hospitalId?: number; statuses?: readonly PreauthorisationStatus[]; byClock?: boolean },
  limit = 100,
) {
  const where = and(
    filter.hospitalId === undefined
      ? undefined
      : eq(preauthorisations.hospitalId, filter.hospitalId),
    filter.statuses === undefined
      ? undefined
      : inArray(preauthorisations.status, [...filter.statuses]),
  );
  const order = filter.byClock
    ? [
        sql`${preauthorisations.escalatedAt} is null`,
        asc(preauthorisations.answerDueBy),
        asc(preauthorisations.id),
      ]
    : [asc(preauthorisations.requestedAt), asc(preauthorisations.id)];
  return preauthorisationQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/**
 * Kobo of a policy's benefits used in a month, by benefit: what its pre-authorisations are paid
 * (approved ones, and a declined provisional code's care before the decision: `payable_kobo`).
 * With `hospitalId`, only that hospital's (what a hospital is shown: never another's requests).
 */
export async function usedByBenefit(
  db: DbOrTx,
  policyId: number,
  month: string,
  hospitalId?: number,
): Promise<Partial<Record<HealthBenefit, number>>> {
  const rows = await db
    .select({
      benefit: preauthorisations.benefit,
      kobo: sql<string>`sum(${preauthorisations.payableKobo})`,
    })
    .from(preauthorisations)
    .where(
      and(
        eq(preauthorisations.policyId, policyId),
        eq(preauthorisations.month, month),
        sql`${preauthorisations.payableKobo} > 0`,
        hospitalId === undefined ? undefined : eq(preauthorisations.hospitalId, hospitalId),
      ),
    )
    .groupBy(preauthorisations.benefit);
  return Object.fromEntries(rows.map((r) => [r.benefit, Number(r.kobo)]));
}

/** Requests still unanswered 45 minutes after they were asked and not yet escalated. */
export async function dueToEscalate(db: DbOrTx, escalateAskedBy: Date) {
  return db
    .select({ id: preauthorisations.id })
    .from(preauthorisations)
    .where(
      and(
        eq(preauthorisations.status, 'pending'),
        isNull(preauthorisations.escalatedAt),
        lte(preauthorisations.requestedAt, escalateAskedBy),
      ),
    )
    .orderBy(asc(preauthorisations.answerDueBy))
    .limit(500);
}

/** Marks a pending request escalated, once: null when it was answered or escalated meanwhile. */
export async function markEscalated(tx: DbOrTx, id: number, now: Date) {
  const [row] = await tx
    .update(preauthorisations)
    .set({ escalatedAt: now })
    .where(
      and(
        eq(preauthorisations.id, id),
        eq(preauthorisations.status, 'pending'),
        isNull(preauthorisations.escalatedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The hospital's final bill against an approved code, and what capitation pays for it now. */
export async function recordFinalBill(
  tx: DbOrTx,
  id: number,
  values: { finalBillKobo: Kobo; payableKobo: Kobo; billedAt: Date },
) {
  const [row] = await tx
    .update(preauthorisations)
    .set(values)
    .where(
      and(
        eq(preauthorisations.id, id),
        eq(preauthorisations.status, 'approved'),
        isNull(preauthorisations.capitationStatementId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The approved pre-authorisations a hospital's statement of `month` pays (its extra lines): asked in
 * that month or before, approved by `decidedBy` (the statement's moment, at the latest the month's
 * end), and on no statement yet. So one approved
 * after its month's statement was made (asked on the 30th, approved on the 1st) goes into the next
 * statement of its hospital, never nowhere (docs/business-rules.md, 'Capitation'). `lock` takes the
 * rows for the statement's transaction.
 */
export async function approvedUnpaid(
  db: DbOrTx,
  hospitalId: number,
  month: string,
  decidedBy: Date,
  lock = false,
) {
  const query = db
    .select({
      id: preauthorisations.id,
      code: preauthorisations.code,
      kobo: preauthorisations.payableKobo,
      month: preauthorisations.month,
      memberNumber: policies.memberNumber,
    })
    .from(preauthorisations)
    .innerJoin(policies, eq(policies.id, preauthorisations.policyId))
    .where(
      and(
        eq(preauthorisations.hospitalId, hospitalId),
        sql`${preauthorisations.payableKobo} > 0`,
        isNull(preauthorisations.capitationStatementId),
        lte(preauthorisations.month, month),
        lte(preauthorisations.decidedAt, decidedBy),
      ),
    )
    .orderBy(asc(preauthorisations.id));
  return lock ? query.for('update', { of: preauthorisations }) : query;
}

/** Hospitals with approved pre-authorisations a statement of `month` would pay (approvedUnpaid). */
export async function hospitalsWithApprovedUnpaid(db: DbOrTx, month: string, decidedBy: Date) {
  const rows = await db
    .selectDistinct({ id: preauthorisations.hospitalId })
    .from(preauthorisations)
    .where(
      and(
        sql`${preauthorisations.payableKobo} > 0`,
        isNull(preauthorisations.capitationStatementId),
        lte(preauthorisations.month, month),
        lte(preauthorisations.decidedAt, decidedBy),
      ),
    );
  return rows.map((r) => r.id);
}

/** Hospitals with a statement made for `month`. */
export async function hospitalsWithStatementIn(db: DbOrTx, month: string) {
  const rows = await db
    .select({ id: capitationStatements.hospitalId })
    .from(capitationStatements)
    .where(eq(capitationStatements.month, month));
  return rows.map((r) => r.id);
}

/** The pre-authorisations a statement pays are linked to it, in the statement's transaction. */
export async function markPaidBy(db: DbOrTx, statementId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(preauthorisations)
    .set({ capitationStatementId: statementId })
    .where(
      and(inArray(preauthorisations.id, [...ids]), isNull(preauthorisations.capitationStatementId)),
    );
}

/**
 * Health policies enrolled at hospitals (their member's chosen hospital) that started on or before
 * `day`, still at any status: the caller keeps those whose history says cover was on that day.
 */
export async function healthPoliciesStartedBy(db: DbOrTx, day: string) {
  // The hospital each member had at the start of the day (Lagos), not a change approved since.
  const hospitalId = hospitalAtSql(
    customers.id,
    customers.preferredHospitalId,
    startOfLagosDay(day),
  );
  const rows = await db
    .select({
      policyId: policies.id,
      memberNumber: policies.memberNumber,
      hospitalId,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(
      and(
        eq(policies.productUid, 'HI'),
        sql`${policies.startDate} <= ${day}`,
        sql`${policies.memberNumber} is not null`,
      ),
    )
    .orderBy(asc(policies.id));
  return rows.filter((r): r is typeof r & { hospitalId: number } => r.hospitalId !== null);
}

export async function findCapitationStatement(db: DbOrTx, hospitalId: number, month: string) {
  const [row] = await db
    .select()
    .from(capitationStatements)
    .where(
      and(eq(capitationStatements.hospitalId, hospitalId), eq(capitationStatements.month, month)),
    )
    .limit(1);
  return row ?? null;
}

/** A hospital's statements the job made, newest first. */
export async function madeStatementsOf(db: DbOrTx, hospitalId: number, limit: number) {
  return db
    .select()
    .from(capitationStatements)
    .where(eq(capitationStatements.hospitalId, hospitalId))
    .orderBy(desc(capitationStatements.month))
    .limit(limit);
}

/** Stores a month's statement once; null when it was already made (a job run twice). */
export async function insertCapitationStatement(db: DbOrTx, values: Omit<CapitationRow, 'id'>) {
  const [row] = await db
    .insert(capitationStatements)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function hospitalById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: hospitals.id, code: hospitals.code, name: hospitals.name })
    .from(hospitals)
    .where(eq(hospitals.id, id))
    .limit(1);
  return row ?? null;
}

export async function hospitalByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: hospitals.id, code: hospitals.code, name: hospitals.name })
    .from(hospitals)
    .where(sql`lower(${hospitals.code}) = lower(${code})`)
    .limit(1);
  return row ?? null;
}

/**
 * A member's pre-authorisations at one hospital in a month (any status, oldest first): what a
 * hospital refund's recovery names (modules/cover/claims/hospital-refund.ts, issue 39 item 6).
 */
export async function preauthorisationsOfMemberAt(
  db: DbOrTx,
  policyId: number,
  hospitalId: number,
  month: string,
) {
  return db
    .select({
      id: preauthorisations.id,
      benefit: preauthorisations.benefit,
      status: preauthorisations.status,
      code: preauthorisations.code,
      provisionalCode: preauthorisations.provisionalCode,
    })
    .from(preauthorisations)
    .where(
      and(
        eq(preauthorisations.policyId, policyId),
        eq(preauthorisations.hospitalId, hospitalId),
        eq(preauthorisations.month, month),
      ),
    )
    .orderBy(asc(preauthorisations.id));
}
